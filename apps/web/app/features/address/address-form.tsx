import { useEffect, useRef, useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { addressFields } from '@nirog/shared/schemas/address';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import type { Address } from '@nirog/shared/schemas/address';
import type { StateOption } from '@nirog/shared/schemas/location';
import type { AddressFormResult } from './address-types.ts';

type Values = Record<string, string>;
const GSTIN_SHAPE = /^[0-9]{2}[A-Z0-9]{13}$/;
const shape = addressFields.shape;

/** The message the shared rule gives for one field, or undefined. Same rules the API applies. */
function checkField(name: string, values: Values): string | undefined {
  const schema = shape[name as keyof typeof shape];
  if (!schema) return undefined;
  const raw = name === 'state' ? (values.state ? Number(values.state) : undefined) : values[name];
  const r = schema.safeParse(raw);
  if (!r.success) return r.error.issues[0]?.message;
  if (name === 'alt_mobile' && values.alt_mobile && values.alt_mobile === values.contact_person_phone) return t('spec.mobileDifferent');
  return undefined;
}

function initialValues(address: Address | null): Values {
  if (!address) return { state: '' };
  return {
    contact_person_name: address.contact_person_name,
    contact_person_phone: address.contact_person_phone,
    alt_mobile: address.alt_mobile ?? '',
    address: address.address,
    landmark: address.landmark ?? '',
    pin_code: address.pin_code,
    city: address.city,
    state: String(address.state),
    gst: address.gst ?? '',
    legalEntityName: address.legalEntityName ?? '',
    tradeName: address.tradeName ?? '',
  };
}

interface PincodeLookup {
  status: boolean;
  entity?: { city: string; state: { id: number; name: string } };
  message?: { error?: string; fields?: Record<string, string> };
}

/** The page the form posts to, keeping its query (e.g. /myAddress?redirectTo=/order/address) and naming the form. */
function formAction(closeTo: string, form: number | 'new'): string {
  const [path, query = ''] = closeTo.split('?');
  const q = new URLSearchParams(query);
  q.set('form', String(form));
  return `${path}?${q}`;
}

/**
 * Add or edit an address in a modal. Messages appear under each field as the person types (the shared rules of
 * spec section 5); the server checks the same rules and the pincode, state and GSTIN again on save. Typing a
 * pincode fills city and state and warns at once when we do not deliver there.
 */
export function AddressFormModal({
  address,
  states,
  trade,
  result,
  closeTo,
}: {
  address: Address | null;
  states: StateOption[];
  trade: boolean;
  result: AddressFormResult | undefined;
  closeTo: string;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state === 'submitting';
  const [values, setValues] = useState<Values>(() => ({ ...initialValues(address), ...(result?.values ?? {}) }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [unserviceable, setUnserviceable] = useState(false);
  const lastPin = useRef(values.pin_code ?? '');
  const serverErrors = result?.fieldErrors ?? {};
  const [cleared, setCleared] = useState<Record<string, boolean>>({});

  useEffect(() => {
    setCleared({});
  }, [result]);

  const error = (name: string) => (touched[name] ? checkField(name, values) : undefined) ?? (cleared[name] ? undefined : serverErrors[name]);

  function set(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setCleared((c) => ({ ...c, [name]: true }));
  }

  async function lookupPincode(pin: string) {
    if (!/^[1-9][0-9]{5}$/.test(pin) || pin === lastPin.current) return;
    lastPin.current = pin;
    try {
      const [info, service] = await Promise.all([
        fetch(`/api/pub/pincodes/${pin}`).then((r) => r.json() as Promise<PincodeLookup>),
        fetch(`/api/pub/serviceable_pincodes/${pin}`).then((r) => r.json() as Promise<{ status: boolean; entity?: { serviceable: boolean } }>),
      ]);
      if (info.status && info.entity) {
        const e = info.entity;
        setValues((v) => ({ ...v, city: e.city.slice(0, 30), state: String(e.state.id) }));
        setTouched((tch) => ({ ...tch, pin_code: true }));
      } else {
        setTouched((tch) => ({ ...tch, pin_code: true }));
        setCleared((c) => ({ ...c, pin_code: false }));
      }
      if (service.status && service.entity && !service.entity.serviceable) setUnserviceable(true);
    } catch {
      // Offline or slow: the server checks the pincode on save.
    }
  }

  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name] ?? ''}
      error={error(name)}
      onChange={(e) => {
        set(name, e.target.value);
        if (name === 'legalEntityName') legalNameEdits.current += 1;
        if (name === 'pin_code') void lookupPincode(e.target.value.trim());
      }}
      onBlur={() => setTouched((tch) => ({ ...tch, [name]: true }))}
      {...extra}
    />
  );

  const showGst = trade || !!values.gst;
  const [gstNote, setGstNote] = useState<string | null>(result?.notice ?? null);
  const [gstBusy, setGstBusy] = useState(false);
  const lastGst = useRef(address?.gst ?? '');
  /** Counts the person's edits of the legal name, so a lookup that answers late never overwrites what they typed. */
  const legalNameEdits = useRef(0);

  /**
   * The legal name from the GST registry (decision 043): filled when a whole GSTIN is typed or "Fetch legal name" is
   * pressed, and still editable. Without JavaScript the button posts the form and the server fills it.
   */
  async function lookupGst(raw: string, force = false) {
    const gst = raw.trim().toUpperCase();
    if (!GSTIN_SHAPE.test(gst) || (!force && gst === lastGst.current)) return false;
    lastGst.current = gst;
    const editsBefore = legalNameEdits.current;
    setGstBusy(true);
    try {
      const csrf = /(?:^|;\s*)csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch('/api/v1/gst/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', platform: 'web', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ gst }),
      });
      const body = (await res.json()) as { status: boolean; entity?: { legalEntityName: string; tradeName: string | null }; message?: { error?: string; fields?: Record<string, string> } };
      if (body.status && body.entity) {
        const e = body.entity;
        // A name typed while the registry was asked stays: the server checks it against the registry on save.
        const typed = legalNameEdits.current !== editsBefore;
        setValues((v) => ({ ...v, gst, legalEntityName: typed ? v.legalEntityName : e.legalEntityName, tradeName: v.tradeName || (e.tradeName ?? '') }));
        setCleared((c) => ({ ...c, gst: true, ...(typed ? {} : { legalEntityName: true }) }));
        setGstNote(t('tradeUi.gst.filled'));
      } else {
        setGstNote(null);
        setTouched((tch) => ({ ...tch, gst: false }));
        setServerGstError(body.message?.fields?.gst ?? body.message?.error ?? null);
      }
    } catch {
      // Offline: the server checks the GSTIN and the name on save.
    } finally {
      setGstBusy(false);
    }
    return true;
  }
  const [serverGstError, setServerGstError] = useState<string | null>(null);
  return (
    <>
      <Modal open onOpenChange={(open) => !open && navigate(closeTo)} title={address ? t('addressBook.form.editTitle') : t('addressBook.form.addTitle')} wide>
        {result?.formError && !Object.keys(serverErrors).length && <Alert tone="error">{result.formError}</Alert>}
        <Form method="post" action={formAction(closeTo, address?.id ?? 'new')} noValidate className="space-y-4">
          <input type="hidden" name="intent" value={address ? 'update' : 'create'} />
          {address && <input type="hidden" name="id" value={address.id} />}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('contact_person_name', t('addressBook.form.fullName'), { autoComplete: 'name', required: true })}
            {field('contact_person_phone', t('addressBook.form.mobile'), { type: 'tel', inputMode: 'numeric', maxLength: 10, prefix: '+91', autoComplete: 'tel-national', required: true })}
          </div>
          {field('address', t('addressBook.form.house'), { autoComplete: 'address-line1', required: true, hint: t('addressBook.form.houseHint') })}
          {field('landmark', t('addressBook.form.landmark'), { autoComplete: 'address-line2' })}
          <div className="grid gap-4 sm:grid-cols-3">
            {field('pin_code', t('addressBook.form.pincode'), { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code', required: true })}
            {field('city', t('addressBook.form.city'), { autoComplete: 'address-level2', required: true })}
            <SelectField
              label={t('addressBook.form.state')}
              name="state"
              value={values.state ?? ''}
              error={error('state')}
              onChange={(e) => set('state', e.target.value)}
              onBlur={() => setTouched((tch) => ({ ...tch, state: true }))}
              required
            >
              <option value="">{t('addressBook.form.selectState')}</option>
              {states.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </SelectField>
          </div>
          {field('alt_mobile', t('addressBook.form.altMobile'), { type: 'tel', inputMode: 'numeric', maxLength: 10, prefix: '+91' })}
          {showGst && (
            <fieldset className="space-y-4 rounded-lg border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-brand-900">{t('addressBook.form.business')}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="space-y-2">
                  <TextField
                    label="GSTIN"
                    name="gst"
                    value={values.gst ?? ''}
                    error={serverGstError ?? error('gst')}
                    maxLength={15}
                    autoCapitalize="characters"
                    hint={t('addressBook.form.gstHint')}
                    onChange={(e) => {
                      set('gst', e.target.value);
                      setServerGstError(null);
                      if (e.target.value.trim().length === 15) void lookupGst(e.target.value);
                    }}
                    onBlur={() => setTouched((tch) => ({ ...tch, gst: true }))}
                  />
                  <Button
                    type="submit"
                    name="gstLookup"
                    value="1"
                    variant="secondary"
                    size="sm"
                    formNoValidate
                    disabled={gstBusy}
                    onClick={(e) => {
                      e.preventDefault();
                      void lookupGst(values.gst ?? '', true);
                    }}
                  >
                    {gstBusy ? t('tradeUi.gst.looking') : t('tradeUi.gst.lookup')}
                  </Button>
                </div>
                {field('legalEntityName', t('addressBook.form.legalName'), { hint: t('addressBook.form.legalNameHint') })}
              </div>
              {gstNote && (
                <p role="status" className="text-sm text-brand-800" data-testid="gst-filled">
                  {gstNote}
                </p>
              )}
              {field('tradeName', t('addressBook.form.tradeName'))}
            </fieldset>
          )}
          <div className="space-y-2">
            <label className="flex items-center gap-3 text-[15px]">
              <input type="checkbox" name="is_default" value="1" defaultChecked={result?.values?.is_default === '1' || address?.is_default === 1} className="h-5 w-5 accent-brand-700" />
              {t('addressBook.form.makeDefault')}
            </label>
            <label className="flex items-center gap-3 text-[15px]">
              <input type="checkbox" name="is_billing" value="1" defaultChecked={result?.values?.is_billing === '1' || address?.is_billing === 1} className="h-5 w-5 accent-brand-700" />
              {t('addressBook.form.makeBilling')}
            </label>
          </div>
          <div className="flex flex-wrap gap-3 border-t border-line pt-4">
            <Button type="submit" disabled={busy}>
              {busy ? t('addressBook.form.saving') : t('addressBook.form.save')}
            </Button>
            <ButtonLink to={closeTo} variant="secondary">
              {t('addressBook.form.cancel')}
            </ButtonLink>
          </div>
        </Form>
      </Modal>
      <Modal open={unserviceable} onOpenChange={setUnserviceable} title={t('addressBook.form.notServiceableTitle')} description={t('address.notServiceable')}>
        <p className="text-[15px] text-muted">
          {t('addressBook.form.notServiceableText')}
        </p>
        <Button className="mt-4" onClick={() => setUnserviceable(false)}>
          {t('addressBook.form.ok')}
        </Button>
      </Modal>
    </>
  );
}
