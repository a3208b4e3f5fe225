import { BadgeCheck, Banknote, CircleAlert, CreditCard, Info, Landmark, Tag, TriangleAlert, Wallet, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { PAYMENT_METHOD_COD, PAYMENT_METHOD_POSTPAID, PAYMENT_METHOD_PREPAID } from '@nirog/shared/orders';
import type { Billing } from '@nirog/shared/schemas/orders';
import type { CouponListItem } from '@nirog/shared/schemas/coupons';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useReadOnlyGuard } from '../access/use-section-access.tsx';
import type { Address } from '../address/address-types.ts';
import { formatRupees } from '../../lib/format.ts';
import type { PaymentStepResult } from './order-pages.ts';
import { breakdownOfBilling, PriceBreakdown } from './price-breakdown.tsx';
import { PrescriptionPanel } from './prescription-panel.tsx';
import { useReleaseOnLeave } from './use-release-on-leave.ts';
import { ProductImage } from '../catalog/product-image.tsx';

export interface PaymentPageData {
  billing: Billing | null;
  coupons: CouponListItem[] | null;
  deliveryAddress: Address | null;
  billingAddress: Address | null;
  unverified: boolean;
  trade: boolean;
  idempotencyKey: string;
  viewId: string;
}

const VERIFY_PAGE = '/profile-verification';
const PLACE_FORM = 'place-order';

function Section({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card className="p-4 sm:p-5" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

const oneLine = (a: Address) => `${a.contact_person_name}, ${a.address}${a.landmark ? `, ${a.landmark}` : ''}, ${a.city} ${a.pin_code}`;

/**
 * The payment step: the banner that leaving loses the coupon and nirog money (and leaving releases them), the
 * addresses, coupons, nirog money, how to pay (online or on delivery; postpaid for trade buyers), the price
 * breakdown and "Place order".
 */
export function PaymentStep({ page, result }: { page: PaymentPageData; result?: PaymentStepResult }) {
  const placing = useRef(false);
  useReleaseOnLeave(page.viewId, placing);
  const navigation = useNavigation();
  useEffect(() => {
    // A refused order (total changed, not verified ...) stays on the page: leaving it releases again.
    if (result && result.intent !== 'checkout') placing.current = false;
  }, [result]);

  const { billing } = page;
  const unverified = page.unverified || (result?.intent === 'place' && result.unverified);
  return (
    <div className="mt-5 space-y-5">
      <div role="note" className="flex items-start gap-3 rounded-xl border border-saffron-500/40 bg-saffron-100 px-4 py-3 text-[15px] text-saffron-700" data-testid="leave-banner">
        <TriangleAlert size={20} aria-hidden className="mt-0.5 shrink-0" />
        <p>{t('shop.pay.leaveBanner')}</p>
      </div>

      {unverified && (
        <Alert tone="error">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <BadgeCheck size={16} aria-hidden className="shrink-0" />
            <span>{t('spec.verifiedToOrder')}</span>
            <Link to={VERIFY_PAGE} className="font-semibold underline underline-offset-2">
              {t('shop.pay.verifyLink')}
            </Link>
          </span>
        </Alert>
      )}

      {!billing ? (
        <Alert tone="error">
          {t('shop.pay.loadFailed')}{' '}
          <a href="/order/payment" className="font-medium underline">
            {t('shop.cart.retry')}
          </a>
        </Alert>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-start lg:gap-8">
          <div className="min-w-0 space-y-5">
            {billing.problems.length > 0 && (
              <Alert tone="warning">
                <p className="font-medium">{t('shop.pay.problems')}</p>
                <ul className="mt-1 list-disc pl-5">
                  {billing.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </Alert>
            )}
            {billing.couponProblem && <Alert tone="warning">{billing.couponProblem}</Alert>}
            <PrescriptionPanel billing={billing} viewId={page.viewId} error={result?.intent === 'rx' ? result.message : undefined} />
            <AddressesSummary delivery={page.deliveryAddress} billingTo={page.billingAddress} />
            <CouponsPanel billing={billing} coupons={page.coupons} viewId={page.viewId} result={result?.intent === 'coupon' ? result : undefined} />
            <NirogMoneyPanel billing={billing} viewId={page.viewId} result={result?.intent === 'nirog' ? result : undefined} />
            <PaymentMethods
              billing={billing}
              trade={page.trade}
              cod={result?.intent === 'cod-otp' ? result : undefined}
              keepCod={result?.intent === 'cod-otp' || (result?.intent === 'place' && result.paymentMethod === PAYMENT_METHOD_COD)}
              viewId={page.viewId}
            />
            <ItemsSummary billing={billing} />
          </div>

          <Card className="space-y-4 p-4 sm:p-5 lg:sticky lg:top-24">
            <h2 className="text-lg font-semibold text-brand-900">{t('shop.bill.title')}</h2>
            <PriceBreakdown b={breakdownOfBilling(billing)} />
            {billing.seller && (
              <p className="text-xs text-muted">{t('shop.bill.seller', { name: billing.seller.name, state: billing.seller.stateName, gstin: billing.seller.gstin })}</p>
            )}
            <PlaceOrder page={page} billing={billing} result={result?.intent === 'place' ? result : undefined} placing={placing} submitting={navigation.formData?.get('intent') === 'place'} />
          </Card>
        </div>
      )}
    </div>
  );
}

function AddressesSummary({ delivery, billingTo }: { delivery: Address | null; billingTo: Address | null }) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <dl className="min-w-0 space-y-2 text-[15px]">
          <div>
            <dt className="text-sm font-medium text-muted">{t('shop.pay.deliverTo')}</dt>
            <dd className="text-ink">{delivery ? oneLine(delivery) : '—'}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted">{t('shop.pay.billTo')}</dt>
            <dd className="text-ink">
              {billingTo ? oneLine(billingTo) : '—'}
              {billingTo?.gst ? ` · ${t('shop.address.gst', { gst: billingTo.gst })}` : ''}
            </dd>
          </div>
        </dl>
        <Link to="/order/address" className="shrink-0 text-[15px] font-medium text-brand-700 underline underline-offset-2">
          {t('shop.pay.change')}
        </Link>
      </div>
    </Card>
  );
}

function CouponsPanel({ billing, coupons, viewId, result }: { billing: Billing; coupons: CouponListItem[] | null; viewId: string; result?: Extract<PaymentStepResult, { intent: 'coupon' }> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && String(navigation.formData?.get('intent') ?? '').startsWith('coupon');
  const { guard, popup } = useReadOnlyGuard('Medicine');
  const applied = billing.coupon;
  return (
    <Section title={t('shop.coupon.title')} icon={<Tag size={20} aria-hidden className="text-brand-700" />} testId="coupons">
      {popup}
      {applied ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2">
          <p className="text-[15px] text-brand-900" data-testid="applied-coupon">
            {t('shop.coupon.applied', { code: applied.code, amount: formatRupees(applied.discountPaise) })}
          </p>
          <Form method="post" replace preventScrollReset onSubmit={guard}>
            <input type="hidden" name="intent" value="coupon-remove" />
            <input type="hidden" name="viewId" value={viewId} />
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              <X size={16} aria-hidden /> {t('shop.coupon.remove')}
            </Button>
          </Form>
        </div>
      ) : (
        <Form method="post" replace preventScrollReset onSubmit={guard} className="flex gap-2">
          <input type="hidden" name="intent" value="coupon-apply" />
          <input type="hidden" name="viewId" value={viewId} />
          <label htmlFor="coupon-code" className="sr-only">
            {t('shop.coupon.code')}
          </label>
          <input
            id="coupon-code"
            name="code"
            defaultValue={result?.code ?? ''}
            placeholder={t('shop.coupon.code')}
            autoCapitalize="characters"
            maxLength={30}
            className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-[15px] uppercase focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('shop.coupon.apply')}
          </Button>
        </Form>
      )}
      {result && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {result.message}
        </p>
      )}
      {coupons === null ? (
        <p className="mt-3 text-sm text-muted">{t('shop.coupon.loadFailed')}</p>
      ) : coupons.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('shop.coupon.none')}</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={t('shop.coupon.listLabel')}>
          {coupons.map((c) => {
            const isApplied = applied?.code === c.code;
            return (
              <li key={c.code} className={cn('rounded-lg border p-3', c.applicable ? 'border-line' : 'border-line bg-canvas')} data-testid="coupon">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="rounded border border-dashed border-brand-600 px-1.5 py-0.5 font-mono text-sm font-semibold text-brand-800">{c.code}</span>
                      <span className="text-[15px] font-medium text-ink">{c.title}</span>
                    </p>
                    <p className="mt-1 text-sm text-muted">{c.terms}</p>
                    {c.applicable && c.discountPaise !== undefined && !isApplied && (
                      <p className="mt-1 text-sm font-medium text-brand-700">{t('shop.coupon.saves', { amount: formatRupees(c.discountPaise) })}</p>
                    )}
                    {!c.applicable && c.reason && <p className="mt-1 text-sm text-saffron-700">{c.reason}</p>}
                  </div>
                  {isApplied ? (
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                      <BadgeCheck size={16} aria-hidden /> {t('shop.coupon.appliedShort')}
                    </span>
                  ) : (
                    c.applicable && (
                      <Form method="post" replace preventScrollReset onSubmit={guard}>
                        <input type="hidden" name="intent" value="coupon-apply" />
                        <input type="hidden" name="viewId" value={viewId} />
                        <input type="hidden" name="code" value={c.code} />
                        <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={t('shop.coupon.applyCode', { code: c.code })}>
                          {t('shop.coupon.apply')}
                        </Button>
                      </Form>
                    )
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function NirogMoneyPanel({ billing, viewId, result }: { billing: Billing; viewId: string; result?: Extract<PaymentStepResult, { intent: 'nirog' }> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'nirog';
  const { guard, popup } = useReadOnlyGuard('Medicine');
  const n = billing.nirogMoney;
  const usable = Math.min(n.balancePaise, n.limitPaise);
  return (
    <Section title={t('shop.nirog.title')} icon={<Wallet size={20} aria-hidden className="text-brand-700" />} testId="nirog-money">
      {popup}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-[15px]">
          <p>
            {t('shop.nirog.balanceLabel')} <strong className="tabular-nums" data-testid="nirog-balance">{formatRupees(n.balancePaise)}</strong>
          </p>
          <p className="text-sm text-muted">{n.applied ? t('shop.nirog.applied', { amount: formatRupees(n.appliedPaise) }) : t('shop.nirog.limit', { amount: formatRupees(n.limitPaise) })}</p>
        </div>
        <Form method="post" replace preventScrollReset onSubmit={guard}>
          <input type="hidden" name="intent" value="nirog" />
          <input type="hidden" name="viewId" value={viewId} />
          <input type="hidden" name="use" value={n.applied ? '0' : '1'} />
          {n.applied ? (
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              <X size={16} aria-hidden /> {t('shop.nirog.remove')}
            </Button>
          ) : (
            usable > 0 && (
              <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                {t('shop.nirog.apply', { amount: formatRupees(usable) })}
              </Button>
            )
          )}
        </Form>
      </div>
      {!n.applied && usable <= 0 && <p className="mt-2 text-sm text-muted">{n.balancePaise <= 0 ? t('shop.nirog.empty') : t('shop.nirog.nothing')}</p>}
      {n.note && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-saffron-100 px-3 py-2 text-sm text-saffron-700">
          <Info size={16} aria-hidden className="mt-0.5 shrink-0" />
          {n.note}
        </p>
      )}
      {result && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {result.message}
        </p>
      )}
    </Section>
  );
}

const METHOD_COPY = {
  [PAYMENT_METHOD_PREPAID]: { heading: 'shop.pay.onlineHeading', text: 'shop.pay.onlineText', Icon: CreditCard },
  [PAYMENT_METHOD_COD]: { heading: 'shop.pay.deliveryHeading', text: 'shop.pay.deliveryText', Icon: Banknote },
  [PAYMENT_METHOD_POSTPAID]: { heading: 'shop.pay.postpaidHeading', text: 'shop.pay.postpaidText', Icon: Landmark },
} as const;
const METHOD_ORDER = [PAYMENT_METHOD_PREPAID, PAYMENT_METHOD_COD, PAYMENT_METHOD_POSTPAID] as const;

/** The first method that can be used: online, then cash on delivery, then postpaid. */
export function defaultMethod(billing: Billing): number | null {
  return METHOD_ORDER.map((code) => billing.paymentMethods.find((m) => m.code === code)).find((m) => m?.available)?.code ?? null;
}

/** Spec: "Payment page headings explain online payment and payment on delivery". The radios belong to the place-order form. */
function PaymentMethods({ billing, trade, cod, keepCod, viewId }: { billing: Billing; trade: boolean; cod?: Extract<PaymentStepResult, { intent: 'cod-otp' }>; keepCod: boolean; viewId: string }) {
  // After "Send code", or a refused cash-on-delivery order, the page comes back with cash on delivery still chosen.
  const chosen = keepCod && billing.paymentMethods.some((m) => m.code === PAYMENT_METHOD_COD && m.available) ? PAYMENT_METHOD_COD : defaultMethod(billing);
  const methods = METHOD_ORDER.map((code) => billing.paymentMethods.find((m) => m.code === code)).filter(
    (m): m is Billing['paymentMethods'][number] => !!m && (m.code !== PAYMENT_METHOD_POSTPAID || trade || m.available),
  );
  return (
    <Card className="p-4 sm:p-5">
      <fieldset>
        <legend className="text-lg font-semibold text-brand-900">{t('shop.pay.methodLegend')}</legend>
        <div className="mt-3 space-y-3">
          {methods.map((m) => {
            const copy = METHOD_COPY[m.code];
            const id = `method-${m.code}`;
            return (
              <div
                key={m.code}
                className={cn(
                  'rounded-xl border p-3 sm:p-4',
                  m.available ? 'border-line has-checked:border-brand-700 has-checked:bg-brand-50/60 has-checked:ring-1 has-checked:ring-brand-700' : 'border-line bg-canvas',
                )}
              >
                <div className="flex items-start gap-3">
                  <input
                    id={id}
                    type="radio"
                    name="paymentMethod"
                    value={m.code}
                    form={PLACE_FORM}
                    disabled={!m.available}
                    defaultChecked={m.code === chosen}
                    aria-describedby={`${id}-text`}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <div className="min-w-0">
                    <h3>
                      <label htmlFor={id} className={cn('flex items-center gap-2 text-base font-semibold', m.available ? 'cursor-pointer text-ink' : 'text-muted')}>
                        <copy.Icon size={18} aria-hidden className={m.available ? 'text-brand-700' : undefined} />
                        {t(copy.heading)}
                      </label>
                    </h3>
                    <p id={`${id}-text`} className="mt-0.5 text-sm text-muted">
                      {t(copy.text)}
                    </p>
                    {!m.available && m.reason && (
                      <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-saffron-700" data-testid={`method-${m.code}-reason`}>
                        <CircleAlert size={15} aria-hidden className="mt-0.5 shrink-0" />
                        {t('shop.pay.unavailable', { reason: m.reason })}
                      </p>
                    )}
                    {!m.available && m.help && <PostpaidHelp help={m.help} />}
                    {m.code === PAYMENT_METHOD_COD && m.available && billing.codOtpRequired && <CodConfirmation billing={billing} result={cod} viewId={viewId} />}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}

/**
 * Cash on delivery above the set amount (decision 056): "Send code" posts on its own (no script needed); the code's
 * box belongs to the place-order form, so "Place order" sends it. A wrong or expired code comes back as the order's
 * error and nothing is placed.
 */
function CodConfirmation({ billing, result, viewId }: { billing: Billing; result?: Extract<PaymentStepResult, { intent: 'cod-otp' }>; viewId: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cod-otp';
  return (
    <div className="mt-3 space-y-2 rounded-lg border border-line bg-white p-3" data-testid="cod-confirmation">
      <p className="text-sm font-semibold text-ink">{t('schemeUi.codTitle')}</p>
      <p className="text-sm text-muted">{t('schemeUi.codIntro', { amount: formatRupees(billing.codOtpAbovePaise ?? 0) })}</p>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="intent" value="cod-otp" />
        <input type="hidden" name="viewId" value={viewId} />
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          {result?.sent ? t('schemeUi.codResend') : t('schemeUi.codSend')}
        </Button>
      </Form>
      {result && (
        <p role={result.sent ? 'status' : 'alert'} className={cn('text-sm', result.sent ? 'text-brand-800' : 'font-medium text-danger')}>
          {result.message}
        </p>
      )}
      <label htmlFor="cod-otp" className="block text-sm font-medium text-ink">
        {t('schemeUi.codCode')}
      </label>
      <input
        id="cod-otp"
        name="otp"
        form={PLACE_FORM}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        className="h-11 w-40 rounded-lg border border-line bg-white px-3 text-[15px] tracking-widest tabular-nums focus:outline-2 focus:outline-brand-600/30"
      />
    </div>
  );
}

/** The next step towards postpaid (decision 043): verification, a credit limit from finance, or paying dues. */
function PostpaidHelp({ help }: { help: 'verify' | 'creditLimit' | 'payDues' }) {
  const link = {
    verify: { to: '/profile-verification', label: t('tradeUi.postpaid.verify') },
    creditLimit: { to: '/support', label: t('tradeUi.postpaid.ask') },
    payDues: { to: `/myorders?paymentMethod=${PAYMENT_METHOD_POSTPAID}`, label: t('tradeUi.postpaid.dues') },
  }[help];
  return (
    <Link to={link.to} className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-2 sm:min-h-0">
      {link.label}
    </Link>
  );
}

function ItemsSummary({ billing }: { billing: Billing }) {
  const count = billing.lines.reduce((s, l) => s + l.quantity, 0);
  return (
    <Card className="p-4 sm:p-5">
      <details>
        <summary className="cursor-pointer text-[15px] font-semibold text-brand-900">{t('shop.pay.items', { count })}</summary>
        <ul className="mt-3 divide-y divide-line text-[15px]">
          {billing.lines.map((l) => (
            <li key={`${l.packageId}-${l.freeOfPackageId ?? 0}`} className="flex justify-between gap-3 py-2" data-testid="checkout-line">
              <ProductImage picture={l.picture} size="row" alt="" />
              <span className="min-w-0 flex-1">
                <span className="block text-ink">{l.name}</span>
                <span className="block text-sm text-muted">
                  {l.label} · {t('shop.order.qty', { count: l.quantity })}
                </span>
                {l.scheme && (
                  <span className="block text-sm font-medium text-brand-800">
                    {l.freeOfPackageId !== null ? t('schemeUi.freeLine', { count: l.quantity, text: l.scheme.text }) : t('schemeUi.applied', { text: l.scheme.text })}
                  </span>
                )}
              </span>
              <span className="shrink-0 tabular-nums">{l.freeOfPackageId !== null ? `${t('schemeUi.free')} · ${formatRupees(0)}` : formatRupees(l.lineTotalPaise)}</span>
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

function PlaceOrder({
  page,
  billing,
  result,
  placing,
  submitting,
}: {
  page: PaymentPageData;
  billing: Billing;
  result?: Extract<PaymentStepResult, { intent: 'place' }>;
  placing: RefObject<boolean>;
  submitting: boolean;
}) {
  const { guard, popup } = useReadOnlyGuard('Medicine');
  const [clicked, setClicked] = useState(false);
  useEffect(() => {
    if (!submitting) setClicked(false);
  }, [submitting]);
  const blocked = billing.problems.length > 0 || defaultMethod(billing) === null;
  return (
    <Form
      id={PLACE_FORM}
      method="post"
      className="space-y-3"
      onSubmit={(e) => {
        guard(e);
        if (e.defaultPrevented) return;
        // Going on to the order or the gateway is not leaving the page: nothing is released.
        placing.current = true;
        setClicked(true);
      }}
    >
      {popup}
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
      <input type="hidden" name="expectedTotalPaise" value={billing.totalPaise} />
      <input type="hidden" name="deliveryAddressId" value={billing.deliveryAddressId ?? ''} />
      <input type="hidden" name="billingAddressId" value={billing.billingAddressId ?? ''} />
      <input type="hidden" name="viewId" value={page.viewId} />
      {result && !result.unverified && <Alert tone={result.totalChanged ? 'warning' : 'error'}>{result.message}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={blocked || clicked}>
        {result?.totalChanged ? t('shop.pay.placeAgain', { amount: formatRupees(billing.totalPaise) }) : t('shop.pay.place', { amount: formatRupees(billing.totalPaise) })}
      </Button>
      {billing.lines.some((l) => l.noNirogMoney) && !billing.nirogMoney.note && <p className="text-xs text-muted">{t('spec.kottakalNoNirogMoney')}</p>}
      <p className="text-xs text-muted">
        {t('shop.pay.termsBefore')}{' '}
        <Link to="/terms-of-service" className="underline underline-offset-2">
          {t('shop.pay.termsLink')}
        </Link>{' '}
        {t('shop.pay.termsAnd')}{' '}
        <Link to="/refunds-returns-policy" className="underline underline-offset-2">
          {t('shop.pay.refundsLink')}
        </Link>
        .
      </p>
    </Form>
  );
}
