import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { PARTNER_RULES } from '@nirog/shared/partner';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { cartAction, requirePatientCart } from '../../features/partner/partner.server.ts';
import { PartnerNav, percent } from '../../features/partner/partner-ui.tsx';
import { formatRupees } from '../../lib/format.ts';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => pageMeta(t('partner.nav.cart'));

/** /reseller/cart: the chosen patient's cart at partner prices, commission per line, the prescription, send the link. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { cart } = await requirePatientCart(context.api, request);
  return { cart };
}

export async function action({ context, request }: Route.ActionArgs) {
  return cartAction(request, context.api);
}

export default function PartnerCart() {
  const { cart } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const f = result?.fields ?? {};
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <PartnerNav />
      <h1 className="m-0 text-2xl font-bold text-brand-900">{t('partner.cart.heading', { name: cart.patient.fullName })}</h1>
      {result?.error && (
        <Alert tone="error" className="mt-4">
          {result.error}
        </Alert>
      )}
      {cart.lines.length === 0 ? (
        <Card className="mt-5">
          <p className="m-0 text-muted">{t('partner.cart.empty')}</p>
          <ButtonLink to="/reseller/medicines" className="mt-3">
            {t('partner.nav.medicines')}
          </ButtonLink>
        </Card>
      ) : (
        <>
          <ul className="mt-5 list-none space-y-3 p-0">
            {cart.lines.map((l) => (
              <li key={l.packageId}>
                <Card className="p-4">
                  <p className="m-0 font-semibold text-ink">{l.name}</p>
                  <p className="m-0 text-sm text-muted">
                    {l.brand} · {l.label} · {formatRupees(l.pricePaise)} × {l.quantity} = <span className="font-semibold text-ink">{formatRupees(l.lineTotalPaise)}</span>
                  </p>
                  <p className="m-0 text-sm text-brand-700">
                    {t('partner.cart.commissionLine', { amount: formatRupees(l.commissionPaise) })} ({percent(l.commissionBp)})
                  </p>
                  <div className="mt-2 flex flex-wrap items-end gap-2">
                    <Form method="post" className="flex items-end gap-2">
                      <input type="hidden" name="packageId" value={l.packageId} />
                      <TextField label={t('partner.cart.quantity')} name="quantity" type="number" min={1} max={PARTNER_RULES.maxQuantity} defaultValue={l.quantity} className="w-24" />
                      <button type="submit" disabled={busy} className={buttonClass('secondary', 'sm')}>
                        {t('partner.cart.update')}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="packageId" value={l.packageId} />
                      <input type="hidden" name="quantity" value={0} />
                      <button type="submit" disabled={busy} className={buttonClass('ghost', 'sm')}>
                        {t('partner.cart.remove')}
                      </button>
                    </Form>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <Card className="mt-5">
            <dl className="m-0 grid grid-cols-2 gap-2 text-[15px]">
              <dt className="text-muted">{t('partner.cart.retailTotal')}</dt>
              <dd className="m-0 text-right">{formatRupees(cart.retailTotalPaise)}</dd>
              <dt className="font-semibold text-ink">{t('partner.cart.total')}</dt>
              <dd className="m-0 text-right font-semibold text-ink">{formatRupees(cart.itemsTotalPaise)}</dd>
              <dt className="text-brand-700">{t('partner.cart.commissionTotal')}</dt>
              <dd className="m-0 text-right text-brand-700">{formatRupees(cart.commissionPaise)}</dd>
            </dl>
            <p className="mt-4 mb-0 text-sm text-muted">
              {t('partner.cart.deliverTo')}:{' '}
              {cart.address ? `${cart.address.name}, ${cart.address.address}, ${cart.address.city} ${cart.address.pincode}` : t('partner.patients.noAddress')}
            </p>
            <Form method="post" className="mt-4 space-y-3">
              <input type="hidden" name="intent" value="send" />
              <input type="hidden" name="expectedTotalPaise" value={cart.itemsTotalPaise} />
              <TextField label={t('partner.cart.diagnosis')} name="diagnosis" required maxLength={PARTNER_RULES.diagnosisMax} error={f.diagnosis} />
              <TextAreaField label={t('partner.cart.advice')} name="advice" maxLength={PARTNER_RULES.adviceMax} error={f.advice} />
              <button type="submit" disabled={busy || !cart.address} className={buttonClass('primary', 'md')}>
                {t('partner.cart.send')}
              </button>
            </Form>
          </Card>
        </>
      )}
    </Container>
  );
}
