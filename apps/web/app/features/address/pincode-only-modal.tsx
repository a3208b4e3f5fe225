import { useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pincodeOnlyBody } from '@nirog/shared/schemas/address';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import type { StateOption } from '@nirog/shared/schemas/location';

type Values = { pin_code: string; city: string; state: string };
const shape = pincodeOnlyBody.shape;

/** The pincode-only form (spec sections 2 and 5): pincode, city and state, with the address rules. */
export function PincodeOnlyModal({
  initial,
  states,
  fieldErrors,
  closeTo,
}: {
  initial: Values;
  states: StateOption[];
  fieldErrors: Record<string, string>;
  closeTo: string;
}) {
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const check = (name: keyof Values) => {
    if (!touched[name]) return fieldErrors[name];
    const r = shape[name].safeParse(name === 'state' ? (values.state ? Number(values.state) : undefined) : values[name]);
    return r.success ? undefined : r.error.issues[0]?.message;
  };
  async function lookup(pin: string) {
    if (!/^[1-9][0-9]{5}$/.test(pin)) return;
    try {
      const res = (await fetch(`/api/pub/pincodes/${pin}`).then((r) => r.json())) as { status: boolean; entity?: { city: string; state: { id: number } } };
      if (res.status && res.entity) {
        const e = res.entity;
        setValues((v) => ({ ...v, city: e.city.slice(0, 30), state: String(e.state.id) }));
      }
    } catch {
      // The server checks again on save.
    }
  }
  const text = (name: 'pin_code' | 'city', label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      error={check(name)}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        if (name === 'pin_code') void lookup(e.target.value.trim());
      }}
      onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
      {...extra}
    />
  );
  return (
    <Modal open onOpenChange={(open) => !open && navigate(closeTo)} title={t('addressBook.pincode.title')} description={t('addressBook.pincode.description')}>
      <Form method="post" action={`${closeTo}?pincode=1`} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="pincode" />
        {text('pin_code', t('addressBook.form.pincode'), { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' })}
        {text('city', t('addressBook.form.city'), { autoComplete: 'address-level2' })}
        <SelectField label={t('addressBook.form.state')} name="state" value={values.state} error={check('state')} onChange={(e) => setValues((v) => ({ ...v, state: e.target.value }))} onBlur={() => setTouched((t) => ({ ...t, state: true }))}>
          <option value="">{t('addressBook.form.selectState')}</option>
          {states.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <div className="flex gap-3">
          <Button type="submit" disabled={busy}>
            {t('addressBook.pincode.save')}
          </Button>
          <ButtonLink to={closeTo} variant="secondary">
            {t('addressBook.form.cancel')}
          </ButtonLink>
        </div>
      </Form>
    </Modal>
  );
}
