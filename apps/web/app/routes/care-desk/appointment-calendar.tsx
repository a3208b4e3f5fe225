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
import type { CalendarView } from '@nirog/shared/schemas/care';
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
  // Opened without a choice: today's day view on a phone, the week on a desktop (issue 19, item 9). The week holds
  // today, so one call serves both; CSS shows one, so it is right before any JavaScript runs.
  const auto = !q.has('view') && !q.has('date');
  const date = /^\d{4}-\d{2}-\d{2}$/.test(q.get('date') ?? '') ? `&date=${q.get('date')}` : '';
  const res = await context.api.get(`/v3/appointment-calendar?view=${view}${date}`);
  if (!res.ok) {
    if (res.httpStatus === 400) throw new Response(res.error.error, { status: 404 });
    throw new Response(res.error.error, { status: 502 });
  }
  return { me, reason, cal: res.entity, auto };
}

/** The India date a day before or after another ("2030-01-07"). */
const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The calendar's controls, heading and grid for one view. */
function CalendarPane({ cal }: { cal: CalendarView }) {
  const count = cal.days.reduce((n, d) => n + d.appointments.filter((a) => a.status !== 'cancelled').length, 0);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <LinkTabs
          label={t('desk.cal.viewLabel')}
          tabs={[
            { to: `/appointment-calendar?view=day&date=${cal.date}`, label: t('desk.cal.day'), active: cal.view === 'day' },
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
            <label className="sr-only" htmlFor={`cal-date-${cal.view}`}>
              {t('desk.cal.goTo')}
            </label>
            <input id={`cal-date-${cal.view}`} type="date" name="date" defaultValue={cal.date} className="h-9 rounded-lg border border-line px-2 text-sm" />
            <Button type="submit" size="sm" variant="ghost">
              {t('desk.cal.go')}
            </Button>
          </Form>
        </div>
      </div>
      <h2 className="mb-1 text-lg font-semibold text-ink">{rangeText(cal.from, cal.to)}</h2>
      <p className="mb-3 text-sm text-muted">{t(count === 1 ? 'desk.cal.countOne' : 'desk.cal.countMany', { count })} · {t('desk.cal.timezone')}</p>
      <CalendarGrid days={cal.days} single={cal.view === 'day'} />
    </>
  );
}

/** Today alone, cut from the week that holds it. */
function todayOf(week: CalendarView): CalendarView {
  const today = week.today;
  return { ...week, view: 'day', date: today, from: today, to: today, previous: shiftDate(today, -1), next: shiftDate(today, 1), days: week.days.filter((d) => d.date === today) };
}

export default function AppointmentCalendar() {
  const { me, reason, cal, auto } = useLoaderData<typeof loader>();
  const phoneToday = cal && auto && cal.days.some((d) => d.date === cal.today);
  return (
    <Container className="py-6 sm:py-8">
      <DeskNav me={me} />
      <PageHeading title={t('desk.cal.title')} intro={t('desk.cal.intro')} />
      {!me || !cal ? (
        <NotProvider reason={reason ?? ''} />
      ) : (
        <>
          {phoneToday ? (
            <>
              <div className="lg:hidden" data-testid="calendar-phone">
                <CalendarPane cal={todayOf(cal)} />
              </div>
              <div className="hidden lg:block" data-testid="calendar-desktop">
                <CalendarPane cal={cal} />
              </div>
            </>
          ) : (
            <CalendarPane cal={cal} />
          )}
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
