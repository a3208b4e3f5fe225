import { CircleCheck, CircleX, MapPin, Plus, Settings2 } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { AddressFormModal } from '../address/address-form.tsx';
import type { Address, AddressFormResult, StateOption } from '../address/address-types.ts';
import { formatMobile } from '../../lib/format.ts';
import type { AddressStepResult } from './order-pages.ts';

export interface AddressStepData {
  addresses: Address[] | null;
  states: StateOption[];
  trade: boolean;
  service: Record<string, { serviceable: boolean; codAvailable: boolean }>;
  deliveryAddressId: number | null;
  billingAddressId: number | null;
  form: string | null;
}

const PAGE = '/order/address';
const MANAGE = `/myAddress?redirectTo=${encodeURIComponent(PAGE)}`;

function AddressLines({ a }: { a: Address }) {
  return (
    <>
      <span className="block font-semibold text-ink">{a.contact_person_name}</span>
      <span className="block text-sm leading-5 text-ink">
        {a.address}
        {a.landmark ? `, ${a.landmark}` : ''}, {a.city}, {a.state_name} {a.pin_code}
      </span>
      <span className="block text-sm text-muted">
        {formatMobile(a.contact_person_phone)}
        {a.gst ? ` · ${t('shop.address.gst', { gst: a.gst })}` : ''}
      </span>
    </>
  );
}

const choice =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3 hover:border-brand-200 has-checked:border-brand-700 has-checked:bg-brand-50/60 has-checked:ring-1 has-checked:ring-brand-700 sm:p-4';

/**
 * Choose where to deliver and whom to bill (the first address is the default pick for both, spec section 4), with
 * whether we deliver to each pincode. A new address is added in a modal on this page or in the address book.
 */
export function AddressStep({ data, result, formResult }: { data: AddressStepData; result?: AddressStepResult; formResult?: AddressFormResult }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'choose';
  const { addresses } = data;
  const showForm = data.form === 'new' || (data.form && addresses?.some((a) => String(a.id) === data.form));
  const editing = data.form && data.form !== 'new' ? (addresses?.find((a) => String(a.id) === data.form) ?? null) : null;

  return (
    <div className="mt-5">
      {addresses === null ? (
        <Alert tone="error">
          {t('shop.address.loadFailed')}{' '}
          <a href={PAGE} className="font-medium underline">
            {t('shop.cart.retry')}
          </a>
        </Alert>
      ) : addresses.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line bg-white p-8 text-center">
          <MapPin size={32} aria-hidden className="mx-auto text-brand-600" />
          <p className="mt-3 text-[15px] text-ink">{t('shop.address.none')}</p>
          <ButtonLink to={`${PAGE}?form=new`} className="mt-4" preventScrollReset>
            <Plus size={18} aria-hidden /> {t('shop.address.add')}
          </ButtonLink>
        </div>
      ) : (
        <Form method="post" className="space-y-6">
          <input type="hidden" name="intent" value="choose" />
          {result && <Alert tone="error">{result.message}</Alert>}
          <fieldset>
            <legend className="mb-3 text-lg font-semibold text-brand-900">{t('shop.address.delivery')}</legend>
            <div className="grid gap-3 md:grid-cols-2">
              {addresses.map((a) => {
                const s = data.service[a.pin_code];
                return (
                  <label key={a.id} className={choice} data-testid="delivery-choice">
                    <input type="radio" name="deliveryAddressId" value={a.id} defaultChecked={a.id === data.deliveryAddressId} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
                    <span className="min-w-0 flex-1">
                      <AddressLines a={a} />
                      {s && (
                        <span className={cn('mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium', s.serviceable ? 'text-brand-700' : 'text-danger')}>
                          <span className="inline-flex items-center gap-1">
                            {s.serviceable ? <CircleCheck size={15} aria-hidden /> : <CircleX size={15} aria-hidden />}
                            {s.serviceable ? t('shop.address.serviceable') : t('address.notServiceable')}
                          </span>
                          {s.serviceable && <span className="font-normal text-muted">{s.codAvailable ? t('shop.address.cod') : t('shop.address.noCod')}</span>}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <fieldset>
            <legend className="mb-3 text-lg font-semibold text-brand-900">{t('shop.address.billing')}</legend>
            <label className={cn(choice, 'mb-3')}>
              <input type="radio" name="billingAddressId" value="same" defaultChecked={data.billingAddressId === data.deliveryAddressId} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
              <span className="font-medium text-ink">{t('shop.address.sameAsDelivery')}</span>
            </label>
            <details className="group" open={data.billingAddressId !== data.deliveryAddressId}>
              <summary className="cursor-pointer text-[15px] font-medium text-brand-700 underline underline-offset-2">{t('shop.address.otherBilling')}</summary>
              <div className="mt-3 grid gap-3 md:grid-cols-2">
                {addresses.map((a) => (
                  <label key={a.id} className={choice} data-testid="billing-choice">
                    <input
                      type="radio"
                      name="billingAddressId"
                      value={a.id}
                      defaultChecked={data.billingAddressId !== data.deliveryAddressId && a.id === data.billingAddressId}
                      className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0 flex-1">
                      <AddressLines a={a} />
                    </span>
                  </label>
                ))}
              </div>
            </details>
          </fieldset>

          <div className="flex flex-wrap gap-x-4 gap-y-2 text-[15px]">
            <Link to={`${PAGE}?form=new`} preventScrollReset className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2">
              <Plus size={16} aria-hidden /> {t('shop.address.add')}
            </Link>
            <Link to={MANAGE} className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2">
              <Settings2 size={16} aria-hidden /> {t('shop.address.manage')}
            </Link>
          </div>

          <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
            <Link to="/order/cart" className="text-center text-[15px] font-medium text-brand-700 underline underline-offset-2">
              {t('shop.address.backToCart')}
            </Link>
            <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
              {t('shop.address.continue')}
            </Button>
          </div>
        </Form>
      )}

      {showForm && (
        <AddressFormModal
          key={`${data.form}-${JSON.stringify(formResult?.fieldErrors ?? {})}`}
          address={editing}
          states={data.states}
          trade={data.trade}
          result={formResult?.values ? formResult : undefined}
          closeTo={PAGE}
        />
      )}
    </div>
  );
}
