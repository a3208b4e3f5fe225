/**
 * Pieces the prices, deals, offers and coupons pages share (issue 18 parts 4-5): the toast after a save, the form's
 * message, labels of audiences and states, and the three lists (defined once: page, API call, sorts, columns, CSV).
 */
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { CUSTOMER_TIERS } from '@nirog/shared/codes/tables';
import { labelOf } from '@nirog/shared/codes/code-table';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import type { CouponAdminItem } from '@nirog/shared/schemas/coupons';
import type { DealAdminItem, OfferAdminItem } from '@nirog/shared/schemas/prices-admin';
import { Alert } from '../../components/ui/alert.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { formatDateTime, formatRupees } from '../../lib/format.ts';
import { apiListQuery, defineList } from './office-list.ts';

const DONE: Record<string, MessageKey> = {
  'rewards-saved': 'rewards.settings.saved',
  'cod-saved': 'office.cod.saved',
  discounts: 'office.prices.saved',
  pack: 'office.prices.packSaved',
  'deal-created': 'office.deals.created',
  'deal-saved': 'office.deals.saved',
  'deal-ended': 'office.deals.endedToast',
  'offer-created': 'office.offers.created',
  'offer-saved': 'office.offers.saved',
  'coupon-created': 'office.coupons.created',
  'coupon-saved': 'office.coupons.saved',
  'coupon-paused': 'office.coupons.paused',
  'coupon-resumed': 'office.coupons.resumed',
  'scheme-saved': 'scheme.saved',
  'scheme-ended': 'scheme.ended',
};

/** The confirmation for `?done=`: only known values make a message. */
export function savedToast(url: URL): string | null {
  const key = DONE[url.searchParams.get('done') ?? ''];
  return key ? t(key) : null;
}

/** The toast; closing it drops `?done=` from the address so a reload does not show it again. */
export function SavedToast({ message }: { message: string | null }) {
  const navigate = useNavigate();
  const clear = useCallback(() => {
    const url = new URL(window.location.href);
    url.searchParams.delete('done');
    navigate(url.pathname + url.search, { replace: true, preventScrollReset: true });
  }, [navigate]);
  return <Toast message={message} onDone={clear} />;
}

export function FormMessage({ error }: { error: string | undefined }) {
  return error ? (
    <Alert tone="error" className="mt-4">
      {error}
    </Alert>
  ) : null;
}

export const tierLabel = (code: number) => labelOf(CUSTOMER_TIERS, code as (typeof CUSTOMER_TIERS)[number]['code']);
export const audienceLabel = (a: string) => (a === 'd2c' ? t('office.audience.d2c') : a === 'trade' ? t('office.audience.trade') : t('office.audience.all'));
export const stateLabel = (s: string) => (s === 'live' ? t('office.state.live') : s === 'upcoming' ? t('office.state.upcoming') : t('office.state.ended'));
export const percentText = (bp: number) => `${bp / 100}%`;
export const couponStatus = (c: Pick<CouponAdminItem, 'active' | 'endsAt'>) =>
  !c.active ? t('office.coupons.statusPaused') : new Date(c.endsAt) <= new Date() ? t('office.coupons.statusExpired') : t('office.coupons.statusActive');
export const couponValue = (c: Pick<CouponAdminItem, 'kind' | 'value'>) => (c.kind === 'flat' ? formatRupees(c.value) : percentText(c.value));

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export const dealList = defineList<DealAdminItem>({
  id: 'deals',
  path: '/admin/deals',
  role: 'marketing',
  sorts: ['startsAt', 'endsAt', 'discount', 'id'],
  defaultSort: 'startsAt',
  defaultDir: 'desc',
  filters: ['state', 'offerId'],
  pageSize: 25,
  apiPath: (p, skip, limit) => `/v1/admin/deals?${apiListQuery(p, skip, limit)}`,
  columns: [
    { key: 'id', label: 'office.deals.pack', sort: 'id', value: (d) => `${d.package.productName}, ${d.package.label} (${d.package.sku})`, cell: (d) => <Link to={`/admin/deals/${d.id}`} className={linkClass}>{d.package.productName}, {d.package.label}</Link> },
    { key: 'discount', label: 'office.deals.discount', sort: 'discount', numeric: true, value: (d) => d.discountBp / 100, cell: (d) => percentText(d.discountBp) },
    { key: 'cap', label: 'office.deals.cap', numeric: true, value: (d) => d.maxPerOrder, cell: (d) => d.maxPerOrder ?? t('office.deals.noCap'), wide: true },
    { key: 'audience', label: 'office.form.audience', value: (d) => audienceLabel(d.audience), wide: true },
    { key: 'offer', label: 'office.deals.offer', value: (d) => d.offerTitle, wide: true },
    { key: 'startsAt', label: 'office.form.startsAt', sort: 'startsAt', value: (d) => d.startsAt, cell: (d) => formatDateTime(d.startsAt) },
    { key: 'endsAt', label: 'office.form.endsAt', sort: 'endsAt', value: (d) => d.endsAt, cell: (d) => formatDateTime(d.endsAt) },
    { key: 'state', label: 'office.form.state', value: (d) => stateLabel(d.state) },
  ],
});

export const offerList = defineList<OfferAdminItem>({
  id: 'offers',
  path: '/admin/offers',
  role: 'marketing',
  sorts: ['startsAt', 'endsAt', 'title', 'id'],
  defaultSort: 'startsAt',
  defaultDir: 'desc',
  filters: ['state'],
  pageSize: 25,
  apiPath: (p, skip, limit) => `/v1/admin/offers?${apiListQuery(p, skip, limit)}`,
  columns: [
    { key: 'title', label: 'office.offers.titleField', sort: 'title', value: (o) => o.title, cell: (o) => <Link to={`/admin/offers/${o.id}`} className={linkClass}>{o.title}</Link> },
    { key: 'slug', label: 'office.offers.slug', value: (o) => `/offers/${o.slug}`, wide: true },
    { key: 'audience', label: 'office.form.audience', value: (o) => audienceLabel(o.audience), wide: true },
    { key: 'deals', label: 'office.offers.deals', numeric: true, value: (o) => o.dealCount },
    { key: 'startsAt', label: 'office.form.startsAt', sort: 'startsAt', value: (o) => o.startsAt, cell: (o) => formatDateTime(o.startsAt) },
    { key: 'endsAt', label: 'office.form.endsAt', sort: 'endsAt', value: (o) => o.endsAt, cell: (o) => formatDateTime(o.endsAt) },
  ],
});

export const couponList = defineList<CouponAdminItem>({
  id: 'coupons',
  path: '/admin/coupons',
  role: 'marketing',
  sorts: ['id', 'code', 'endsAt', 'used', 'discount'],
  defaultSort: 'id',
  defaultDir: 'desc',
  filters: ['status'],
  pageSize: 25,
  apiPath: (p, skip, limit) => `/v1/admin/coupons?${apiListQuery(p, skip, limit)}`,
  columns: [
    { key: 'code', label: 'office.coupons.code', sort: 'code', value: (c) => c.code, cell: (c) => <Link to={`/admin/coupons/${c.id}`} className={linkClass}>{c.code}</Link> },
    { key: 'title', label: 'office.coupons.titleField', value: (c) => c.title, wide: true },
    { key: 'value', label: 'office.coupons.value', numeric: true, value: couponValue },
    { key: 'status', label: 'office.coupons.status', value: couponStatus },
    { key: 'used', label: 'office.coupons.used', sort: 'used', numeric: true, value: (c) => c.usage.timesUsed },
    { key: 'people', label: 'office.coupons.people', numeric: true, value: (c) => c.usage.distinctUsers, wide: true },
    { key: 'given', label: 'office.coupons.given', sort: 'discount', numeric: true, value: (c) => c.usage.discountGivenPaise / 100, cell: (c) => formatRupees(c.usage.discountGivenPaise) },
    { key: 'endsAt', label: 'office.form.endsAt', sort: 'endsAt', value: (c) => c.endsAt, cell: (c) => formatDateTime(c.endsAt), wide: true },
  ],
});

/** A select of a list's filter, submitted with the search. */
export function FilterSelect({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: Array<[string, string]> }) {
  return (
    <label className="basis-40">
      <span className="mb-1 block text-sm font-medium text-ink">{label}</span>
      <select name={name} defaultValue={value ?? ''} className="h-11 w-full rounded-lg border border-line bg-white px-3 text-[15px] sm:h-10">
        <option value="">{t('office.table.all')}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}
