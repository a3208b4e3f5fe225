/**
 * /connect-peers for a logged-in practitioner (decision 062): a people search (a GET form) and the API's suggestions,
 * each row saying why it is suggested. Visitors and patients get the landing page instead (routes/landing/connect-peers.tsx).
 */
import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PeopleList } from './person-row.tsx';
import type { PersonView } from './people-types.ts';

export interface PeersData {
  query: string;
  people: PersonView[];
  reasons: Record<number, string | null>;
}

export function PeersPage({ data, error }: { data: PeersData; error?: string | null }) {
  const heading = data.query ? t('feedPeople.peers.results', { query: data.query }) : t('feedPeople.peers.suggested');
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900">{t('feedPeople.peers.title')}</h1>
      <p className="mt-1 text-[15px] text-muted">{t('feedPeople.peers.lead')}</p>
      <nav aria-label={t('feedPeople.peers.myLists')} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/followers" className="font-medium text-brand-700 underline underline-offset-2">
          {t('feedPeople.followers.mine')}
        </Link>
        <Link to="/followings" className="font-medium text-brand-700 underline underline-offset-2">
          {t('feedPeople.followings.mine')}
        </Link>
        <Link to="/category" className="font-medium text-brand-700 underline underline-offset-2">
          {t('feedPeople.category.title')}
        </Link>
      </nav>
      <Form method="get" role="search" className="mt-5 flex items-end gap-2">
        <TextField label={t('feedPeople.peers.search')} name="q" type="search" defaultValue={data.query} maxLength={60} placeholder={t('feedPeople.peers.searchHint')} className="min-w-0 flex-1" />
        <Button type="submit" variant="secondary" aria-label={t('feedPeople.peers.searchButton')}>
          <Search size={18} aria-hidden />
          <span className="hidden sm:inline">{t('feedPeople.peers.searchButton')}</span>
        </Button>
      </Form>
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      <h2 className="mt-6 text-lg font-semibold text-ink">{heading}</h2>
      <PeopleList people={data.people} reasons={data.reasons} label={heading} empty={data.query ? t('feedPeople.peers.noResults') : t('feedPeople.peers.noSuggestions')} />
    </Container>
  );
}
