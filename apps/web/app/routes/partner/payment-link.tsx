import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { startOnlinePayment } from '../../features/orders/checkout.server.ts';
import { GatewayForm } from '../../features/orders/gateway-form.tsx';
import { PrescriptionCard } from '../../features/partner/prescription-card.tsx';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/payment-link';

export const meta: Route.MetaFunction = () => [...pageMeta(t('partner.orders.prescription')), { name: 'robots', content: 'noindex' }];

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /reseller/{tokenCode} (behind login, spec section 2): the patient logs in (or signs up) with the mobile number the
 * doctor entered and comes back here; they see the prescription, medicines, amount and address, and pay online or
 * choose cash on delivery. Another number, a wrong or unknown token: 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireUser(context.api, request);
  if (!TOKEN.test(params.tokenCode)) throw new Response(null, { status: 404 });
  const res = await context.api.get(`/v0/reseller/links/${params.tokenCode}`);
  if (!res.ok) throw new Response(null, { status: 404 });
  return { link: res.entity };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireUser(context.api, request);
  const form = await request.formData();
  const method = Number(form.get('paymentMethod')) === 2 ? 2 : 1;
  const res = await context.api.post(`/v0/reseller/links/${params.tokenCode}/pay`, { paymentMethod: method });
  if (!res.ok) return data({ error: res.error.error, checkout: null }, { status: res.httpStatus });
  if (method === 2) {
    const started = await startOnlinePayment(context.api, res.entity.orderId);
    return data({ error: null, checkout: started.data.intent === 'checkout' ? started.data.checkout : null });
  }
  return data({ error: null, checkout: null, placed: res.entity.orderId });
}

// The address holds the link's secret: no other site is told it (`same-origin`). Not `no-referrer`: with it the
// browser sends `Origin: null` on this page's form posts, which the same-site check refuses, so a tap before the
// scripts have loaded (a plain form post) would fail.
export function headers() {
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'same-origin' };
}

export default function PaymentLink() {
  const { link } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  if (result?.checkout) return <GatewayForm checkout={result.checkout} />;
  const placed = link.placed?.orderId ?? (result && 'placed' in result ? result.placed : null);
  return (
    <Container className="max-w-2xl py-6 sm:py-10">
      <h1 className="m-0 text-2xl font-bold text-brand-900">{t('partner.link.heading', { doctor: link.doctorName })}</h1>
      <PrescriptionCard rx={link} />
      {result?.error && (
        <Alert tone="error" className="mt-4">
          {result.error}
        </Alert>
      )}
      {placed ? (
        <Card className="mt-5">
          <p className="m-0 font-semibold text-ink">{t('partner.link.placed')}</p>
          <ButtonLink to={`/myorders/${placed}`} className="mt-3">
            {t('partner.link.viewOrder')}
          </ButtonLink>
        </Card>
      ) : link.problem ? (
        <Alert tone="error" className="mt-5">
          {link.problem}
        </Alert>
      ) : (
        <Form method="post" className="mt-5 flex flex-wrap gap-3">
          <button type="submit" name="paymentMethod" value="2" disabled={busy} className={buttonClass('primary', 'lg')}>
            {t('partner.link.payOnline')}
          </button>
          <button type="submit" name="paymentMethod" value="1" disabled={busy} className={buttonClass('secondary', 'lg')}>
            {t('partner.link.cod')}
          </button>
        </Form>
      )}
    </Container>
  );
}
