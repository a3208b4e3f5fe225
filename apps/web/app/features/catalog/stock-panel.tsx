import { CircleCheck, CircleX, MapPin, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import type { Inventory } from '@nirog/shared/schemas/catalog';
import type { PincodeSource } from './catalog-types.ts';

/**
 * Stock of the chosen pack and, for a delivery pincode (the default address's, or one entered here), whether we
 * deliver there and how long it takes. The pincode form is a plain GET form: `?pincode=` on the product page.
 */
export function StockPanel({
  inventory,
  input,
  source,
  error,
  action,
  packId,
  addresses = [],
  children,
}: {
  inventory: Inventory | undefined;
  input: string;
  source: PincodeSource;
  error: string | null;
  action: string;
  packId: number;
  /** Saved addresses: choosing one reloads the page for its pincode (spec section 4). */
  addresses?: Array<{ id: number; label: string; pinCode: string }>;
  /** Shown under an out-of-stock status (notify-me). */
  children?: ReactNode;
}) {
  const inStock = inventory?.inStock ?? false;
  const checked = !!inventory?.pincode;
  return (
    <div className="space-y-3" aria-live="polite">
      <p className={cn('flex items-center gap-2 text-[15px] font-semibold', inStock ? 'text-brand-700' : 'text-danger')} data-testid="stock-status">
        {inStock ? <CircleCheck size={18} aria-hidden /> : <CircleX size={18} aria-hidden />}
        {inStock ? t('catalog.stock.in') : t('catalog.stock.out')}
        {inStock && inventory && inventory.available < 10 && (
          <span className="font-normal text-saffron-700">{t('catalog.stock.onlyLeft', { count: inventory.available })}</span>
        )}
      </p>
      {!inStock && children}

      {checked && inventory && (
        <div className="rounded-lg bg-canvas px-3 py-2 text-sm">
          {inventory.serviceable === false ? (
            <p className="text-danger">{t('catalog.stock.notServiceable', { pincode: inventory.pincode ?? '' })}</p>
          ) : inventory.delivery ? (
            <>
              <p className="flex items-start gap-2">
                <Truck size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-700" />
                <span>
                  {inventory.delivery.minDays === inventory.delivery.maxDays
                    ? t(inventory.delivery.minDays === 1 ? 'catalog.stock.deliveryOneDay' : 'catalog.stock.deliveryOne', { days: inventory.delivery.minDays, pincode: inventory.pincode ?? '' })
                    : t('catalog.stock.delivery', { min: inventory.delivery.minDays, max: inventory.delivery.maxDays, pincode: inventory.pincode ?? '' })}
                </span>
              </p>
              {inventory.codAvailable !== undefined && (
                <p className="mt-1 pl-6 text-muted">{inventory.codAvailable ? t('catalog.stock.cod') : t('catalog.stock.noCod')}</p>
              )}
            </>
          ) : (
            <p>{t('catalog.stock.serviceable', { pincode: inventory.pincode ?? '' })}</p>
          )}
          {source === 'address' && <p className="mt-1 pl-6 text-xs text-muted">{t('catalog.stock.fromAddress')}</p>}
        </div>
      )}

      {addresses.length > 1 && (
        <Form method="get" action={action} preventScrollReset className="space-y-1.5" aria-label={t('catalog.stock.addressFormLabel')}>
          <input type="hidden" name="pack" value={packId} />
          <label htmlFor="delivery-address" className="text-sm font-medium text-ink">
            {t('catalog.stock.addressLabel')}
          </label>
          <div className="flex gap-2">
            <select
              id="delivery-address"
              name="pincode"
              defaultValue={inventory?.pincode ?? ''}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
              className="h-11 w-full min-w-0 rounded-lg border border-line bg-white px-2 text-[15px] sm:h-10"
            >
              {!addresses.some((a) => a.pinCode === inventory?.pincode) && <option value="">{t('catalog.stock.addressChoose')}</option>}
              {addresses.map((a) => (
                <option key={a.id} value={a.pinCode}>
                  {a.label}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className={buttonClass('secondary', 'sm', 'shrink-0 sm:h-10')}>
                {t('catalog.stock.check')}
              </button>
            </noscript>
          </div>
        </Form>
      )}
      <Form method="get" action={action} preventScrollReset className="space-y-1.5" aria-label={t('catalog.stock.formLabel')}>
        <input type="hidden" name="pack" value={packId} />
        <label htmlFor="delivery-pincode" className="flex items-center gap-1.5 text-sm font-medium text-ink">
          <MapPin size={15} aria-hidden className="text-brand-700" />
          {checked ? t('catalog.stock.changePincode') : t('catalog.stock.pincodeLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="delivery-pincode"
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[1-9][0-9]{5}"
            maxLength={6}
            required
            defaultValue={input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delivery-pincode-error' : undefined}
            placeholder={t('catalog.stock.pincodePlaceholder')}
            className={cn(
              'h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-[15px] tabular-nums focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 sm:h-10',
              error ? 'border-danger' : 'border-line',
            )}
          />
          <button type="submit" className={buttonClass('secondary', 'sm', 'shrink-0 sm:h-10')}>
            {t('catalog.stock.check')}
          </button>
        </div>
        {error && (
          <p id="delivery-pincode-error" role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </Form>
    </div>
  );
}
