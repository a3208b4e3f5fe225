import { Form, Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { OfficeHeader, OfficeNav } from '../../features/back-office/office-nav.tsx';
import { officeGet } from '../../features/back-office/office.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { Route } from './+types/assistant-feedback';

export const meta: Route.MetaFunction = () => [...pageMeta(t('assistant.office.title')), { name: 'robots', content: 'noindex' }];

const PAGE = 20;

/** The assistant's feedback (decision 071): question, answer, sources and reasons; operators with the support role. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const raw = url.searchParams.get('reaction');
  const reaction = raw === '0' || raw === '1' ? raw : '';
  const list = await officeGet(context.api, `/v1/admin/assistant/feedback?skip=${(page - 1) * PAGE}&limit=${PAGE}${reaction ? `&reaction=${reaction}` : ''}`);
  return { items: list.items, page, pages: Math.max(1, Math.ceil(list.total / PAGE)), reaction };
}

export default function OfficeAssistantFeedback() {
  const { items, page, pages, reaction } = useLoaderData<typeof loader>();
  return (
    <Container className="py-4 sm:py-6">
      <OfficeNav />
      <OfficeHeader title={t('assistant.office.title')}>
        <Form method="get" className="flex items-end gap-2">
          <SelectField label={t('assistant.feedback.rate')} name="reaction" defaultValue={reaction}>
            <option value="">{t('assistant.office.all')}</option>
            <option value="1">{t('assistant.feedback.helpful')}</option>
            <option value="0">{t('assistant.feedback.notHelpful')}</option>
          </SelectField>
          <Button type="submit" variant="secondary">
            {t('search.universal.title')}
          </Button>
        </Form>
      </OfficeHeader>
      {items.length === 0 ? (
        <p className="mt-6 text-muted">{t('assistant.office.empty')}</p>
      ) : (
        <ul className="mt-4 list-none space-y-3 p-0">
          {items.map((f) => (
            <li key={f.id} className="rounded-xl border border-line bg-white p-4 shadow-sm" data-testid="assistant-feedback">
              <p className="text-sm text-muted">
                {f.reaction === 1 ? t('assistant.feedback.helpful') : t('assistant.feedback.notHelpful')} · {formatDateTime(f.createdAt)} · {t('assistant.office.askedBy')}: {f.askedBy ?? t('assistant.office.visitor')}
              </p>
              <p className="mt-2 font-medium">
                {t('assistant.office.question')}: {f.question}
              </p>
              <p className="mt-1 text-sm">
                {t('assistant.office.reasons')}: {f.options.join(', ')}
                {f.otherText ? ` — “${f.otherText}”` : ''}
              </p>
              <details className="mt-2 text-sm">
                <summary>{t('assistant.office.answer')}</summary>
                <p className="mt-1 whitespace-pre-line">{f.answer}</p>
                <p className="mt-2 font-medium">{t('assistant.office.sources')}</p>
                <ol className="list-none p-0">
                  {f.citations.map((c) => (
                    <li key={c.n}>
                      [{c.n}] <Link to={c.path}>{c.title}</Link>
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} hrefFor={(p) => `?page=${p}${reaction ? `&reaction=${reaction}` : ""}`} />
    </Container>
  );
}
