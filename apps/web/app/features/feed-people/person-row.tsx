/**
 * One person in a people list (/followers, /followings, /likes/{feedId}, /connect-peers): picture or initials, name,
 * specialization, city, the verified mark, a reason (suggestions), and Follow/Unfollow as a plain form post, so it
 * works without JavaScript; the row's pending state comes from `navigation.formData`.
 */
import { BadgeCheck, MapPin } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Button } from '../../components/ui/button.tsx';
import { Avatar } from '../care/doctor-card.tsx';
import type { PersonView } from './people-types.ts';

export function PersonRow({ person, reason, canFollow = true }: { person: PersonView; reason?: string | null; canFollow?: boolean }) {
  const headingId = `person-${person.id}`;
  const line = person.specialization ?? person.title;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line bg-white p-3 shadow-sm sm:p-4" aria-labelledby={headingId} data-testid="person-row">
      <Avatar name={person.name} url={person.pictureUrl} size={48} />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="m-0 flex flex-wrap items-center gap-1 text-base font-semibold text-ink">
          <Link to={`/feeds/user/${person.id}`} className="text-brand-900 underline-offset-2 hover:underline [overflow-wrap:anywhere]">
            {person.name}
          </Link>
          {person.verified && (
            <span className="inline-flex items-center text-brand-700" title={t('feedPeople.verified')}>
              <BadgeCheck size={17} aria-hidden />
              <span className="sr-only">{t('feedPeople.verified')}</span>
            </span>
          )}
        </h2>
        {(line || person.city) && (
          <p className="m-0 flex flex-wrap items-center gap-x-2 text-sm text-muted">
            {line && <span>{line}</span>}
            {person.city && (
              <span className="inline-flex items-center gap-1">
                <MapPin size={14} aria-hidden />
                {person.city}
              </span>
            )}
          </p>
        )}
        {reason && <p className="m-0 mt-0.5 text-sm text-brand-700">{reason}</p>}
      </div>
      {person.isMe ? (
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{t('feedPeople.you')}</span>
      ) : canFollow ? (
        <FollowButton person={person} />
      ) : null}
    </li>
  );
}

/** Follow or Unfollow one person: posts to the page's own action (`followAction`), which comes back to the same page. */
export function FollowButton({ person }: { person: Pick<PersonView, 'id' | 'name' | 'followedByMe'> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('userId') === String(person.id);
  const following = person.followedByMe;
  return (
    <Form method="post" preventScrollReset className="shrink-0">
      <input type="hidden" name="userId" value={person.id} />
      <Button
        type="submit"
        name="intent"
        value={following ? 'unfollow' : 'follow'}
        size="sm"
        variant={following ? 'secondary' : 'primary'}
        disabled={busy}
        aria-label={following ? t('feedPeople.unfollowName', { name: person.name }) : t('feedPeople.followName', { name: person.name })}
      >
        {following ? t('feedPeople.unfollow') : t('feedPeople.follow')}
      </Button>
    </Form>
  );
}

/** A list of people with its empty text. */
export function PeopleList({ people, empty, label, reasons, canFollow = true }: { people: PersonView[]; empty: string; label: string; reasons?: Record<number, string | null>; canFollow?: boolean }) {
  if (people.length === 0) return <p className="mt-6 text-muted">{empty}</p>;
  return (
    <ul className="mt-4 list-none space-y-2 p-0" aria-label={label}>
      {people.map((p) => (
        <PersonRow key={p.id} person={p} reason={reasons?.[p.id]} canFollow={canFollow} />
      ))}
    </ul>
  );
}
