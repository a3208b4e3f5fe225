import { useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Container } from '../../components/ui/card.tsx';
import { PrescriptionCard } from '../../features/partner/prescription-card.tsx';
import type { Route } from './+types/prescription';
import { positiveId } from '../../lib/route-params.ts';

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data ? t('partner.rx.heading', { number: data.rx.prescriptionNumber }) : t('partner.orders.prescription')), { name: 'robots', content: 'noindex' }];

/**
 * /reseller/prescription/{orderId} (public in the spec): shown with the payment link's token (`?token=`), or to the
 * patient, the doctor and operators; anyone else gets 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = positiveId(params.orderId);
  if (!id) throw new Response(null, { status: 404 });
  const token = new URL(request.url).searchParams.get('token');
  const res = await context.api.get(`/pub/v0/reseller/prescription/${id}${token ? `?token=${encodeURIComponent(token.slice(0, 64))}` : ''}`);
  if (!res.ok) throw new Response(null, { status: 404 });
  return { rx: res.entity };
}

// The address holds the link's secret: no other site is told it (`same-origin`). Not `no-referrer`: with it the
// browser sends `Origin: null` on this page's form posts, which the same-site check refuses, so a tap before the
// scripts have loaded (a plain form post) would fail.
export function headers() {
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'same-origin' };
}

export default function PartnerPrescriptionPage() {
  const { rx } = useLoaderData<typeof loader>();
  return (
    <Container className="max-w-2xl py-6 sm:py-10">
      <h1 className="m-0 text-2xl font-bold text-brand-900">{t('partner.rx.heading', { number: rx.prescriptionNumber })}</h1>
      <PrescriptionCard rx={rx} />
    </Container>
  );
}
