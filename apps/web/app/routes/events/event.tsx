import { CalendarDays, MapPin, Users, Video } from 'lucide-react';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx';
import { originOf } from '../../features/catalog/catalog-loaders.server.ts';
import { jsonForScript, notFoundMeta, seoMeta } from '../../features/catalog/seo.ts';
import { EventCover } from '../../features/events/event-card.tsx';
import { eventWhen } from '../../features/events/event-format.ts';
import { eventJsonLd } from '../../features/events/event-seo.ts';
import { eventAction, loadEvent, loadMine } from '../../features/events/events.server.ts';
import { MyRegistrations } from '../../features/events/my-registrations.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';
import { formatDate } from '../../lib/format.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/event';

/** An event's page: /events/{slug} (decision 050). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const event = await loadEvent(context.api, params.slug);
  const mine = event.registered === null ? null : await loadMine(context.api);
  return { event, mine, origin: originOf(request) };
}

/** Register or cancel; a visitor is sent to log in and comes back here. */
export async function action({ context, request, params }: Route.ActionArgs) {
  return eventAction(context.api, request, params.slug);
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta();
  const e = data.event;
  return seoMeta({ title: t('events.page.metaTitle', { title: e.title, date: formatDate(e.startsAt) }), description: e.summary, url: `${data.origin}${e.path}`, image: `${data.origin}${e.coverUrl}` });
};

export default function EventPage() {
  const { event: e, mine, origin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const login = `/login?redirectTo=${encodeURIComponent(e.path)}`;
  return (
    <Container className="py-6 sm:py-8">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(eventJsonLd(e, origin)) }} />
      <CatalogBreadcrumbs trail={[{ to: '/events', label: t('events.crumb') }, ...(e.series ? [{ to: `/events/${e.series}`, label: t('events.series.crumb') }] : [])]} current={e.title} />
      {/* On a phone: the event, then when, where and registration, then the long text; on a desktop the panel is beside both. */}
      <article aria-labelledby="event-title" className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <EventCover e={e} eager className="aspect-video w-full rounded-xl object-cover" />
          {e.series && (
            <p className="mt-4">
              <Link to={`/events/${e.series}`} className="rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold text-saffron-700 hover:underline">
                {t('events.page.partOf')}
              </Link>
            </p>
          )}
          <h1 id="event-title" className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
            {e.title}
          </h1>
          <p className="mt-2 text-[15px] text-muted">{e.summary}</p>
        </div>
        <aside className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <dl className="space-y-3 rounded-xl border border-line bg-white p-4 shadow-sm">
            <div>
              <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                <CalendarDays size={18} className="shrink-0 text-brand-700" aria-hidden />
                {t('events.page.when')}
              </dt>
              <dd className="pl-7 text-[15px]">{eventWhen(e)}</dd>
              <dd className="pl-7 text-xs text-muted">{t('events.page.timeNote')}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                {e.mode === 'online' ? <Video size={18} className="shrink-0 text-brand-700" aria-hidden /> : <MapPin size={18} className="shrink-0 text-brand-700" aria-hidden />}
                {t('events.page.where')}
              </dt>
              {e.mode === 'online' ? (
                <>
                  <dd className="pl-7 text-[15px]">{t('events.page.online')}</dd>
                  <dd className="pl-7 text-[15px]">
                    <a href={e.onlineUrl ?? undefined} rel="noopener nofollow" className="break-all text-brand-700 underline">
                      {t('events.page.joinLink')}
                    </a>
                  </dd>
                </>
              ) : (
                <>
                  <dd className="pl-7 text-[15px] font-medium">{e.placeName}</dd>
                  <dd className="pl-7 text-sm text-muted">{e.address}</dd>
                </>
              )}
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                <Users size={18} className="shrink-0 text-brand-700" aria-hidden />
                {t('events.page.seats')}
              </dt>
              <dd className="pl-7 text-[15px]">{t('events.page.seatsLeft', { left: e.seatsLeft, capacity: e.capacity })}</dd>
            </div>
          </dl>
          <section aria-labelledby="register-title" className="rounded-xl border border-line bg-white p-4 shadow-sm">
            <h2 id="register-title" className="text-lg font-semibold text-brand-900">
              {t('events.page.registerTitle')}
            </h2>
            {result && (
              <Alert tone={result.tone} className="mt-3">
                {result.message}
              </Alert>
            )}
            {e.past ? (
              <p className="mt-2 text-[15px] text-muted">{t('events.page.ended')}</p>
            ) : e.registered === null ? (
              <>
                <p className="mt-2 text-sm text-muted">{t('events.page.loginHint')}</p>
                <ButtonLink to={login} className="mt-3 w-full">
                  {t('events.page.loginToRegister')}
                </ButtonLink>
              </>
            ) : e.registered ? (
              <>
                <p className="mt-2 text-[15px] font-medium text-brand-800">{t('events.page.registered')}</p>
                <Form method="post" className="mt-3">
                  <Button type="submit" name="intent" value="cancel" variant="secondary" className="w-full" disabled={busy}>
                    {t('events.page.cancel')}
                  </Button>
                </Form>
              </>
            ) : e.seatsLeft > 0 ? (
              <>
                <p className="mt-2 text-sm text-muted">{t('events.page.registerHint')}</p>
                <Form method="post" className="mt-3">
                  <Button type="submit" name="intent" value="register" className="w-full" disabled={busy}>
                    {t('events.page.register')}
                  </Button>
                </Form>
              </>
            ) : (
              <p className="mt-2 text-[15px] text-muted">{t('events.page.full')}</p>
            )}
          </section>
          <div>
            <ShareButton url={`${origin}${e.path}`} entity={{ type: 'event', id: e.id }} label={t('events.page.share')} />
          </div>
          {mine && mine.length > 0 && <MyRegistrations items={mine} />}
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <h2 className="text-lg font-semibold text-brand-900">{t('events.page.about')}</h2>
          <div className="mt-2 space-y-3 text-[15px] leading-relaxed text-ink">
            {e.body.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </div>
      </article>
    </Container>
  );
}
