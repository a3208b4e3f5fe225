/**
 * Server side of /myAddress (and of the checkout's inline address form): each form intent calls the address API;
 * success redirects with a toast key, to `backTo` after saving an address (the checkout, or /myAddress?redirectTo=).
 */
import { data, redirect } from 'react-router';
import type { ApiClient, PublicUser } from '../../lib/api-client.ts';
import { t } from '@nirog/shared/messages/catalogue';
import type { AddressFormResult } from './address-types.ts';

const FIELDS = ['contact_person_name', 'contact_person_phone', 'alt_mobile', 'address', 'landmark', 'pin_code', 'city', 'state', 'gst', 'legalEntityName', 'tradeName'] as const;

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

export async function addressAction(request: Request, api: ApiClient, user: PublicUser, opts: { backTo?: string; stayAt?: string } = {}) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const id = Number(str(form.get('id')));
  const withToast = (to: string, toast: string) => `${to}${to.includes('?') ? '&' : '?'}toast=${toast}`;
  const back = (toast: string) => redirect(withToast(opts.stayAt ?? '/myAddress', toast));
  const saved = (toast: string) => redirect(withToast(opts.backTo ?? opts.stayAt ?? '/myAddress', toast));

  if (intent === 'delete') {
    const res = await api.del(`/v1/address/${id}`);
    if (!res.ok) return data({ toastError: res.error.error }, { status: res.httpStatus });
    throw back('deleted');
  }
  if (intent === 'default' || intent === 'billing') {
    const res = await api.post('/v1/address/default-billing', {
      address_id: id,
      user_id: user.id,
      updated_by: user.id,
      ...(intent === 'default' ? { is_default: 1 } : { is_billing: 1 }),
    });
    if (!res.ok) return data({ toastError: res.error.fields ? Object.values(res.error.fields)[0] : res.error.error }, { status: res.httpStatus });
    throw back('saved');
  }
  if (intent === 'create' || intent === 'update') {
    const values: Record<string, string> = {};
    for (const f of FIELDS) values[f] = str(form.get(f));
    const body: Record<string, unknown> = { ...values, state: values.state ? Number(values.state) : null };
    if (form.get('is_default') === '1') body.is_default = 1;
    if (form.get('is_billing') === '1') body.is_billing = 1;
    values.is_default = str(form.get('is_default'));
    values.is_billing = str(form.get('is_billing'));
    // "Fetch legal name" without JavaScript (decision 043): look the GSTIN up, fill the names, keep the form open.
    if (form.get('gstLookup') === '1') {
      const res = await api.post('/v1/gst/verify', { gst: values.gst.toUpperCase(), user_id: user.id });
      if (!res.ok) return data<AddressFormResult>({ values, fieldErrors: { gst: res.error.fields?.gst ?? res.error.error } }, { status: res.httpStatus });
      const filled = { ...values, gst: res.entity.gst, legalEntityName: res.entity.legalEntityName, tradeName: values.tradeName || (res.entity.tradeName ?? '') };
      return data<AddressFormResult>({ values: filled, fieldErrors: {}, notice: t('tradeUi.gst.filled') });
    }
    const res = intent === 'create' ? await api.post('/v1/address', body) : await api.put(`/v1/address/${id}`, body);
    if (!res.ok) {
      const result: AddressFormResult & { toastError: string } = {
        values,
        fieldErrors: res.error.fields ?? {},
        formError: res.error.error,
        toastError: res.error.error,
      };
      return data(result, { status: res.httpStatus });
    }
    throw saved(intent === 'create' ? 'added' : 'saved');
  }
  return data({ toastError: 'Unknown action' }, { status: 400 });
}
