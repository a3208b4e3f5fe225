/**
 * Moving an order along the pipeline: one button per allowed next step (ORDER_TRANSITIONS decides, the API checks
 * again), the shipping form with courier and AWB, and cancelling before shipment. Plain POST forms.
 */
import { Ban, Check, PackageCheck, Truck, type LucideIcon } from 'lucide-react';
import { Form } from 'react-router';
import { COURIERS } from '@nirog/shared/couriers';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { CANCELLABLE_STATUSES, OPERATOR_STEPS, canMove, type OperatorStep, type OrderStatus } from '@nirog/shared/orders';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { cn } from '../../components/ui/cn.ts';
import type { OfficeActionResult } from './office.server.ts';

/** The forward pipeline: the only states the warehouse moves an order on from. */
const PIPELINE: readonly OrderStatus[] = ['placed', 'approved', 'packed', 'shipped'];

/**
 * The operator steps this order may take now. Only forward along the pipeline: a return request goes back to
 * "delivered" only by rejecting the return (on the return itself), never by a pipeline button.
 */
export function nextSteps(status: OrderStatus): OperatorStep[] {
  if (!PIPELINE.includes(status)) return [];
  return OPERATOR_STEPS.filter((s) => canMove(status, s));
}

export const STEP_LABEL: Record<OperatorStep, MessageKey> = {
  approved: 'office.step.approved',
  packed: 'office.step.packed',
  shipped: 'office.step.shipped',
  delivered: 'office.step.delivered',
};
const STEP_ICON: Record<OperatorStep, LucideIcon> = { approved: Check, packed: PackageCheck, shipped: Truck, delivered: PackageCheck };

interface OrderRef {
  id: number;
  orderNumber: string;
  status: OrderStatus;
}

function Hidden({ order, intent }: { order: OrderRef; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="orderNumber" value={order.orderNumber} />
    </>
  );
}

/**
 * A button per next step. Shipping needs the courier and AWB: on the list it links to the order's shipping form,
 * on the order page (`onOrderPage`) <ShipForm> does it.
 */
export function StepButtons({ order, busy, size = 'sm', onOrderPage = false }: { order: OrderRef; busy: boolean; size?: 'sm' | 'md'; onOrderPage?: boolean }) {
  const steps = nextSteps(order.status).filter((s) => !(onOrderPage && s === 'shipped'));
  if (steps.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {steps.map((step) => {
        const Icon = STEP_ICON[step];
        const label = `${t(STEP_LABEL[step])} ${order.orderNumber}`;
        if (step === 'shipped')
          return (
            <ButtonLink key={step} to={`/admin/orders/${order.id}#ship`} size={size} variant="secondary" aria-label={label}>
              <Icon size={16} aria-hidden /> {t(STEP_LABEL[step])}
            </ButtonLink>
          );
        return (
          <Form key={step} method="post" replace preventScrollReset>
            <Hidden order={order} intent="advance" />
            <input type="hidden" name="to" value={step} />
            <Button type="submit" size={size} disabled={busy} aria-label={label} className={cn(size === 'sm' && 'whitespace-nowrap')}>
              <Icon size={16} aria-hidden /> {t(STEP_LABEL[step])}
            </Button>
          </Form>
        );
      })}
    </div>
  );
}


/** Mark shipped: the courier and its AWB (air waybill) number, which the buyer's tracking shows. */
export function ShipForm({ order, result, busy }: { order: OrderRef; result: OfficeActionResult | undefined; busy: boolean }) {
  const mine = result?.intent === 'advance' && result.target === order.id && result.values.to === 'shipped' ? result : undefined;
  return (
    <Form method="post" replace preventScrollReset id="ship" className="scroll-mt-24 space-y-3" noValidate>
      <Hidden order={order} intent="advance" />
      <input type="hidden" name="to" value="shipped" />
      <h3 className="font-semibold text-brand-900">{t('office.ship.title')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('office.ship.courier')}
          name="courier"
          list="office-couriers"
          required
          maxLength={60}
          autoComplete="off"
          defaultValue={mine?.values.courier ?? ''}
          error={mine?.fieldErrors.courier}
        />
        <TextField
          label={t('office.ship.awb')}
          name="awb"
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={mine?.values.awb ?? ''}
          error={mine?.fieldErrors.awb}
          hint={t('office.ship.awbHint')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('tradeUi.ship.trackingUrl')}
          name="trackingUrl"
          type="url"
          maxLength={300}
          autoComplete="off"
          spellCheck={false}
          defaultValue={mine?.values.trackingUrl ?? ''}
          error={mine?.fieldErrors.trackingUrl}
          hint={t('tradeUi.ship.trackingUrlHint')}
        />
        <TextField
          label={t('tradeUi.ship.expectedBy')}
          name="expectedBy"
          type="date"
          defaultValue={mine?.values.expectedBy ?? ''}
          error={mine?.fieldErrors.expectedBy}
          hint={t('tradeUi.ship.expectedByHint')}
        />
      </div>
      <datalist id="office-couriers">
        {COURIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Button type="submit" disabled={busy}>
        <Truck size={18} aria-hidden /> {t('office.ship.submit')}
      </Button>
    </Form>
  );
}

/** Cancel before shipment (stock, nirog money and coupon come back; a paid order is refunded). */
export function CancelForm({ order, result, busy }: { order: OrderRef; result: OfficeActionResult | undefined; busy: boolean }) {
  if (!CANCELLABLE_STATUSES.includes(order.status)) return null;
  const mine = result?.intent === 'cancel' && result.target === order.id ? result : undefined;
  return (
    <details className="group rounded-lg border border-line bg-white" open={!!mine}>
      <summary className="flex h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium text-danger [&::-webkit-details-marker]:hidden">
        <Ban size={16} aria-hidden /> {t('office.cancel.open')}
      </summary>
      <Form method="post" replace preventScrollReset className="space-y-3 border-t border-line p-3" noValidate>
        <Hidden order={order} intent="cancel" />
        <TextField
          label={t('office.cancel.reason')}
          name="reason"
          required
          minLength={3}
          maxLength={300}
          defaultValue={mine?.values.reason ?? ''}
          error={mine?.fieldErrors.reason}
          hint={t('office.cancel.hint')}
        />
        <Button type="submit" variant="danger" disabled={busy}>
          <Ban size={18} aria-hidden /> {t('office.cancel.submit')}
        </Button>
      </Form>
    </details>
  );
}
