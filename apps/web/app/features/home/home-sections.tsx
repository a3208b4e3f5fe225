/**
 * The home page's task-first sections (issue 19 item 3, decision 045): the search box, the logged-in user's own things,
 * doctors near a pincode. Plain links and GET forms: all of it works before the page's JavaScript has run.
 */
import { CalendarClock, MapPin, Package, Search, Stethoscope, Store, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';
import type { DoctorCard as Doctor, AppointmentItem } from '@nirog/shared/schemas/care';
import type { OrderSummary } from '@nirog/shared/schemas/orders';
import { ORDER_TYPE_APPOINTMENT } from '@nirog/shared/orders';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Container } from '../../components/ui/card.tsx';
import { Glyph } from '../../components/ui/glyph.tsx';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format.ts';
import { DoctorCard } from '../care/doctor-card.tsx';
import { StatusBadge } from '../orders/order-labels.tsx';

const SHORTCUTS = [
  { to: '/ayurveda/doctors', key: 'home.search.doctors', Icon: Stethoscope },
  { to: '/clinics', key: 'home.search.clinics', Icon: MapPin },
  { to: '/medicines/topDeals', key: 'home.search.deals', Icon: Tag },
  { to: '/medicines', key: 'home.search.shop', Icon: Store },
] as const;

/** The first thing on the page: what are you looking for? Medicines search (with suggestions) and the other tasks. */
export function SearchHero({ firstName }: { firstName: string | null }) {
  const here = currentLocale();
  return (
    <section aria-labelledby="home-title" className="border-b border-line bg-gradient-to-b from-brand-50 to-canvas">
      <Container className="py-6 sm:py-10">
        <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">
          {firstName ? t('home.search.greeting', { name: firstName }) : t('app.tagline')}
        </p>
        <h1 id="home-title" className="mt-2 text-2xl leading-tight font-bold text-brand-900 sm:text-4xl">
          {t('home.search.title')}
        </h1>
        <Form method="get" action={addressIn(here, '/medicines/allMedicines')} role="search" className="mt-4 flex max-w-2xl sm:mt-6">
          <label htmlFor="home-search" className="sr-only">
            {t('search.label')}
          </label>
          {/* A plain search field: the results page's header search then offers suggestions as the words change. */}
          <input
            id="home-search"
            type="search"
            name="search"
            maxLength={100}
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            className="h-12 w-full rounded-l-lg border border-r-0 border-line bg-white px-4 text-base shadow-sm focus:border-brand-600 focus:outline-none"
          />
          <button type="submit" className={cn(buttonClass('primary', 'lg'), 'h-12 rounded-l-none px-4 sm:px-6')}>
            <Search size={20} aria-hidden />
            <span className="hidden sm:inline">{t('search.submit')}</span>
            <span className="sr-only sm:hidden">{t('search.submit')}</span>
          </button>
        </Form>
        <ul className="mt-4 flex flex-wrap gap-2">
          {SHORTCUTS.map(({ to, key, Icon }) => (
            <li key={to}>
              <Link
                to={addressIn(here, to)}
                className="inline-flex h-10 items-center gap-1.5 rounded-full border border-line bg-white px-3.5 text-sm font-medium text-brand-800 hover:border-brand-200 hover:bg-brand-50"
              >
                <Icon size={16} aria-hidden />
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Panel({ id, title, more, children }: { id: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={id} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="text-sm font-medium text-brand-700 hover:underline">
            {more.label}
          </Link>
        )}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A logged-in user's own things first: the next appointment and the latest orders (each opens to track or order again). */
export function ForYou({ orders, nextAppointment }: { orders: OrderSummary[]; nextAppointment: AppointmentItem | null }) {
  return (
    <Container className="grid gap-4 pt-6 md:grid-cols-2">
      <Panel id="home-appointment" title={t('home.mine.appointment')} more={{ to: '/my-appointments', label: t('home.mine.allAppointments') }}>
        {nextAppointment ? (
          <Link to="/my-appointments" className="flex items-start gap-3 rounded-lg p-1 hover:bg-brand-50" data-testid="home-next-appointment">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <CalendarClock size={20} aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{nextAppointment.doctor.displayName}</span>
              <span className="block text-[15px] text-ink">{formatDateTime(nextAppointment.startsAt)}</span>
              <span className="block text-sm text-muted">
                {nextAppointment.mode === 0 ? t('home.mine.video') : (nextAppointment.clinic?.name ?? t('home.mine.inClinic'))}
              </span>
            </span>
          </Link>
        ) : (
          <p className="text-[15px] text-muted">
            {t('home.mine.noAppointment')}{' '}
            <Link to={addressIn(currentLocale(), '/ayurveda/doctors')} className="font-medium text-brand-700 underline underline-offset-2">
              {t('home.mine.book')}
            </Link>
          </p>
        )}
      </Panel>
      <Panel id="home-orders" title={t('home.mine.orders')} more={orders.length > 0 ? { to: '/myorders', label: t('home.mine.allOrders') } : undefined}>
        {orders.length > 0 ? (
          <ul className="divide-y divide-line" data-testid="home-orders">
            {orders.map((o) => (
              <li key={o.id} className="flex items-center gap-2">
                <Link to={`/myorders/${o.id}`} className="flex min-w-0 flex-1 items-center gap-3 py-2.5 hover:bg-brand-50/50">
                  <Package size={18} aria-hidden className="shrink-0 text-brand-700" />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-x-2">
                      <span className="truncate text-[15px] font-medium text-ink">{o.firstItemName}</span>
                      <StatusBadge status={o.status} />
                    </span>
                    <span className="block text-sm text-muted">
                      {t('shop.order.number', { number: o.orderNumber })} · {formatDate(o.createdAt)} · <span className="font-semibold text-ink tabular-nums">{formatRupees(o.totalPaise)}</span>
                    </span>
                  </span>
                </Link>
                {/* "Order again" posts to My orders, which puts the packs back in the cart and says what was capped. */}
                {o.orderType !== ORDER_TYPE_APPOINTMENT && o.status !== 'pending_payment' && (
                  <Form method="post" action="/myorders">
                    <input type="hidden" name="intent" value="reorder" />
                    <input type="hidden" name="orderId" value={o.id} />
                    <button type="submit" className={buttonClass('secondary', 'sm')} aria-label={t('tradeUi.reorder.labelFor', { number: o.orderNumber })}>
                      {t('tradeUi.reorder.button')}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-[15px] text-muted">
            {t('home.mine.noOrders')}{' '}
            <Link to={addressIn(currentLocale(), '/medicines')} className="font-medium text-brand-700 underline underline-offset-2">
              {t('home.search.shop')}
            </Link>
          </p>
        )}
      </Panel>
    </Container>
  );
}

export interface DoctorsNearData {
  items: Doctor[];
  city: string | null;
  nearby: boolean;
  noneNear: boolean;
  pincode: string | null;
  typed: boolean;
  invalidPincode: boolean;
}

/** Doctors near a pincode (typed here, or the default delivery address's), nearest first; else the best reviewed. */
export function DoctorsNear({ doctors }: { doctors: DoctorsNearData }) {
  const here = currentLocale();
  const title = doctors.nearby && doctors.city ? t('home.near.titleCity', { city: doctors.city }) : t('home.near.title');
  const error = doctors.invalidPincode ? t('spec.pincodeInvalid') : undefined;
  const allDoctors = doctors.nearby && doctors.pincode ? `/ayurveda/doctors?pincode=${doctors.pincode}&sort=distance` : '/ayurveda/doctors';
  return (
    <section aria-labelledby="home-doctors" className="mt-10" id="doctors-near">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div>
          <h2 id="home-doctors" className="text-xl font-semibold text-brand-900">
            {title}
          </h2>
          {!doctors.nearby && !error && <p className="mt-1 text-sm text-muted">{doctors.noneNear ? t('home.near.noneNear') : t('home.near.hint')}</p>}
        </div>
        {/* A GET form: the pincode travels in the address, so the page (and its cache entry) is the visitor's own. */}
        <Form method="get" action={`${addressIn(here, '/')}#doctors-near`} className="flex items-end gap-2" preventScrollReset>
          <div>
            <label htmlFor="home-pincode" className="block text-sm font-medium text-ink">
              {t('home.near.pincode')}
            </label>
            <input
              id="home-pincode"
              name="pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              defaultValue={doctors.typed ? (doctors.pincode ?? '') : ''}
              placeholder={doctors.pincode && !doctors.typed ? doctors.pincode : '110001'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'home-pincode-error' : undefined}
              className={cn(
                'mt-1 block h-11 w-32 rounded-lg border bg-white px-3 text-[15px] tabular-nums focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600',
                error ? 'border-danger' : 'border-line',
              )}
            />
          </div>
          <button type="submit" className={buttonClass('secondary', 'md')}>
            {t('home.near.show')}
          </button>
        </Form>
      </div>
      {error && (
        <p id="home-pincode-error" role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {doctors.items.length > 0 && (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2" data-testid="home-doctors">
          {doctors.items.map((d) => (
            <DoctorCard key={d.id} doctor={d} />
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link to={addressIn(here, allDoctors)} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          {t('home.near.all')}
          <Glyph name="chevron-right" className="size-[15px]" />
        </Link>
      </p>
    </section>
  );
}
