import { useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { GENDERS, SALUTATIONS } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import { basicProfileBody } from '@nirog/shared/schemas/profile';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import type { ProfileFormResult, ProfileView } from './profile-types.ts';

type Values = { fullName: string; salutation: string; gender: string };
const shape = basicProfileBody.shape;

/** Name, salutation and gender. The email has its own modal, since it changes only through a code. */
export function DetailsFormModal({ profile, result, closeTo }: { profile: ProfileView; result: ProfileFormResult | undefined; closeTo: string }) {
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const [values, setValues] = useState<Values>(() => ({
    fullName: profile.fullName,
    salutation: profile.salutation ? String(profile.salutation) : '',
    gender: profile.gender ? String(profile.gender) : '',
    ...(result?.values ?? {}),
  }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [edited, setEdited] = useState<Record<string, boolean>>({});
  const serverErrors = result?.fieldErrors ?? {};
  const error = (name: keyof Values) => {
    if (touched[name]) {
      const r = shape[name].safeParse(values[name]);
      return r.success ? undefined : r.error.issues[0]?.message;
    }
    return edited[name] ? undefined : serverErrors[name];
  };
  const set = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setEdited((e) => ({ ...e, [name]: true }));
  };
  const blur = (name: keyof Values) => setTouched((tc) => ({ ...tc, [name]: true }));
  const otherError = result?.error && !Object.keys(serverErrors).some((k) => k in values) ? result.error : null;

  return (
    <Modal open onOpenChange={(open) => !open && navigate(closeTo, { preventScrollReset: true })} title={t('profileDetails.editTitle')}>
      {otherError && (
        <Alert tone="error" className="mb-4">
          {otherError}
        </Alert>
      )}
      <Form method="post" action="/profile?form=details" noValidate className="space-y-4" preventScrollReset>
        <input type="hidden" name="intent" value="details" />
        <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
          <SelectField label={t('auth.salutation')} name="salutation" value={values.salutation} error={error('salutation')} onChange={(e) => set('salutation', e.target.value)} onBlur={() => blur('salutation')}>
            <option value="">{t('profileDetails.salutationNone')}</option>
            {SALUTATIONS.map((s) => (
              <option key={s.code} value={s.code}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('auth.fullName')}
            name="fullName"
            value={values.fullName}
            error={error('fullName')}
            autoComplete="name"
            maxLength={100}
            onChange={(e) => set('fullName', e.target.value)}
            onBlur={() => blur('fullName')}
          />
        </div>
        <SelectField label={t('profileDetails.gender')} name="gender" value={values.gender} error={error('gender')} onChange={(e) => set('gender', e.target.value)} onBlur={() => blur('gender')}>
          <option value="">{t('profileDetails.genderNone')}</option>
          {GENDERS.map((g) => (
            <option key={g.code} value={g.code}>
              {g.label}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-3 border-t border-line pt-4">
          <Button type="submit" disabled={busy}>
            {busy ? t('profileDetails.saving') : t('profileDetails.save')}
          </Button>
          <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
            {t('profileDetails.cancel')}
          </ButtonLink>
        </div>
      </Form>
    </Modal>
  );
}
