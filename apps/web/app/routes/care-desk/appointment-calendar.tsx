import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Form, Link, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { CalendarGrid } from '../../features/care-desk/calendar-grid.tsx';
import { deskMe } from '../../features/care-desk/desk.server.ts';
import { DeskNav, LinkTabs, NotProvider, PageHeading } from '../../features/care-desk/desk-ui.tsx';
import { formatCalendarDate } from '../../lib/format.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/appointment-calendar';

export const meta: Route.MetaFunction = () => pageMeta(t('desk.cal.title'));

const rangeText = (from: string, to: string) =>
  from === to ? formatCalendarDate(from, 'long') : `${formatCalendarDate(from)} – ${formatCalendarDate(to, 'dayMonthYear')}`;

/** Day and week view of a doctor's (or clinic's) appointments, India time (spec section 2: /appointment-calendar). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  const { me, reason } = await deskMe(context.api);
  if (!me) return { me, reason, cal: null };
  const q = new URL(request.url).searchParams;
  const view = q.get('view') === 'day' ? 'day' : 'week';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(q.get('date') ?? '') ? `&date=${q.get('date')}` : '';
  const res = await context.api.get(`/v3/appointment-calendar?view=${view}${date}`);
  if (!res.ok) {
    if (res.httpStatus === 400) throw new Response(res.error.error, { status: 404 });
    throw new Response(res.error.error, { status: 502 });
  }
  return { me, reason, cal: res.entity };
}

export default function AppointmentCalendar() {
  const { me, reason, cal } = useLoaderData<typeof loader>();
  const count = cal ? cal.days.reduce((n, d) => n + d.appointments.filter((a) => a.status !== 'cancelled').length, 0) : 0;
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      <PageHeading title={t('desk.cal.title')} intro={t('desk.cal.intro')} />
      {!me || !cal ? (
        <NotProvider reason={reason ?? ''} />
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <LinkTabs
              label={t('desk.cal.viewLabel')}
              tabs={[
                { to: `/appointment-calendar?view=day&date=${cal.view === 'day' ? cal.date : cal.date}`, label: t('desk.cal.day'), active: cal.view === 'day' },
                { to: `/appointment-calendar?view=week&date=${cal.date}`, label: t('desk.cal.week'), active: cal.view === 'week' },
              ]}
            />
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/appointment-calendar?view=${cal.view}&date=${cal.previous}`} className={buttonClass('secondary', 'sm')} aria-label={cal.view === 'day' ? t('desk.cal.prevDay') : t('desk.cal.prevWeek')}>
                <ChevronLeft size={18} aria-hidden />
              </Link>
              <Link to={`/appointment-calendar?view=${cal.view}&date=${cal.today}`} className={buttonClass('secondary', 'sm')}>
                {t('desk.cal.today')}
              </Link>
              <Link to={`/appointment-calendar?view=${cal.view}&date=${cal.next}`} className={buttonClass('secondary', 'sm')} aria-label={cal.view === 'day' ? t('desk.cal.nextDay') : t('desk.cal.nextWeek')}>
                <ChevronRight size={18} aria-hidden />
              </Link>
              <Form method="get" className="flex items-center gap-1.5">
                <input type="hidden" name="view" value={cal.view} />
                <label className="sr-only" htmlFor="cal-date">
                  {t('desk.cal.goTo')}
                </label>
                <input id="cal-date" type="date" name="date" defaultValue={cal.date} className="h-9 rounded-lg border border-line px-2 text-sm" />
                <Button type="submit" size="sm" variant="ghost">
                  {t('desk.cal.go')}
                </Button>
              </Form>
            </div>
          </div>
          <h2 className="mb-1 text-lg font-semibold text-ink">{rangeText(cal.from, cal.to)}</h2>
          <p className="mb-3 text-sm text-muted">{t(count === 1 ? 'desk.cal.countOne' : 'desk.cal.countMany', { count })} · {t('desk.cal.timezone')}</p>
          <CalendarGrid days={cal.days} single={cal.view === 'day'} />
          <p className="mt-3 flex flex-wrap gap-4 text-sm text-muted">
            <span className="flex items-center gap-1.5"><span className="inline-block size-3 rounded-sm border-r-4 border-brand-200 bg-brand-50" aria-hidden /> {t('desk.cal.legendClinic')}</span>
            <span className="flex items-center gap-1.5"><span className="inline-block size-3 rounded-sm border-l-4 border-sky-400 bg-sky-50" aria-hidden /> {t('desk.cal.legendVideo')}</span>
            <span className="flex items-center gap-1.5"><span className="inline-block size-3 rounded-sm bg-[repeating-linear-gradient(45deg,#e5e7eb_0,#e5e7eb_3px,transparent_3px,transparent_6px)]" aria-hidden /> {t('desk.cal.break')}</span>
          </p>
        </>
      )}
    </Container>
  );
}
