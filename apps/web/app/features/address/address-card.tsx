import { BadgeCheck, Pencil, Receipt, Trash2, Truck } from 'lucide-react';
import { Form, Link } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatMobile } from '../../lib/format.ts';
import type { Address } from '@nirog/shared/schemas/address';

export function AddressCard({
  address: a,
  trade,
  canDelete,
  busy,
  page = '/myAddress',
}: {
  address: Address;
  trade: boolean;
  canDelete: boolean;
  busy: boolean;
  /** The address book's URL with its query (e.g. ?redirectTo=): the edit link keeps it. */
  page?: string;
}) {
  const small = buttonClass('ghost', 'sm');
  return (
    <li className={cn('rounded-xl border bg-white p-4 shadow-sm sm:p-5', a.is_default ? 'border-brand-500' : 'border-line')} data-testid="address-card">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-brand-900">{a.contact_person_name}</h2>
        {a.is_default === 1 && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            <Truck size={14} aria-hidden /> {t('addressBook.card.default')}
          </span>
        )}
        {a.is_billing === 1 && (
          <span className="inline-flex items-center gap-1 rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-medium text-saffron-700">
            <Receipt size={14} aria-hidden /> {t('addressBook.card.billing')}
          </span>
        )}
      </div>
      <p className="mt-2 text-[15px] leading-6">
        {a.address}
        {a.landmark ? `, ${a.landmark}` : ''}
        <br />
        {a.city}, {a.state_name} {a.pin_code}
      </p>
      <p className="mt-1 text-sm text-muted">
        {formatMobile(a.contact_person_phone)}
        {a.alt_mobile ? ` · ${formatMobile(a.alt_mobile)}` : ''}
      </p>
      {(trade || a.gst) && (
        <dl className="mt-3 grid gap-x-4 gap-y-1 rounded-lg bg-canvas p-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t('addressBook.card.legalName')}</dt>
            <dd className="font-medium">{a.legalEntityName ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted">GSTIN</dt>
            <dd className="flex items-center gap-1 font-medium">
              {a.gst ?? '—'}
              {a.gst && a.gstVerified && (
                <span className="inline-flex items-center gap-0.5 text-brand-700">
                  <BadgeCheck size={16} aria-hidden /> {t('addressBook.card.verified')}
                </span>
              )}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-muted">{t('addressBook.card.tradeName')}</dt>
            <dd className="font-medium">{a.tradeName ?? '—'}</dd>
          </div>
        </dl>
      )}
      <div className="mt-3 flex flex-wrap gap-1 border-t border-line pt-3">
        <Link to={`${page}${page.includes('?') ? '&' : '?'}form=${a.id}`} className={small} aria-label={t('addressBook.card.editLabel', { name: a.contact_person_name, pincode: a.pin_code })}>
          <Pencil size={16} aria-hidden /> {t('addressBook.card.edit')}
        </Link>
        {a.is_default !== 1 && (
          <Form method="post">
            <input type="hidden" name="id" value={a.id} />
            <button type="submit" name="intent" value="default" className={small} disabled={busy}>
              <Truck size={16} aria-hidden /> {t('addressBook.card.makeDefault')}
            </button>
          </Form>
        )}
        {a.is_billing !== 1 && (
          <Form method="post">
            <input type="hidden" name="id" value={a.id} />
            <button type="submit" name="intent" value="billing" className={small} disabled={busy}>
              <Receipt size={16} aria-hidden /> {t('addressBook.card.makeBilling')}
            </button>
          </Form>
        )}
        <Form method="post" className="ml-auto">
          <input type="hidden" name="id" value={a.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className={cn(small, 'text-danger hover:bg-danger-50')}
            disabled={!canDelete || busy}
            title={canDelete ? undefined : t('addressBook.card.lastOne')}
            aria-label={t('addressBook.card.deleteLabel', { name: a.contact_person_name, pincode: a.pin_code })}
          >
            <Trash2 size={16} aria-hidden /> {t('addressBook.card.delete')}
          </button>
        </Form>
      </div>
    </li>
  );
}
