/** Small pieces of the /my-patients pages: who a patient is in one line, and the add/edit form. */
import { Form, useNavigation } from 'react-router';
import { GENDERS } from '@nirog/shared/codes/tables';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import type { FormFailure } from './form-failure.ts';
import type { PatientItem } from '@nirog/shared/schemas/care';

export const relationText = (relation: string | null) => (relation ? t(`desk.relation.${relation}` as MessageKey) : null);

export function genderText(gender: number | null) {
  return gender ? (GENDERS.find((g) => g.code === gender)?.label ?? null) : null;
}

/** "42 years · Female · daughter of Asha Verma" */
export function patientFacts(p: PatientItem): string {
  return [
    p.age !== null ? t(p.age === 1 ? 'desk.patient.ageOne' : 'desk.patient.age', { age: p.age }) : null,
    genderText(p.gender),
    p.relation && p.accountHolder ? t('desk.patient.familyOf', { relation: relationText(p.relation)!, holder: p.accountHolder }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function PatientForm({ intent, initial, failure, mobileLocked, submitLabel }: { intent: string; initial: Partial<PatientItem> | null; failure: FormFailure | undefined; mobileLocked: boolean; submitLabel: string }) {
  const navigation = useNavigation();
  const mine = failure?.intent === intent ? failure : undefined;
  const v = mine?.values;
  const e = mine?.fields ?? {};
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      {mine && !Object.keys(e).length && (
        <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
          {mine.error}
        </p>
      )}
      <TextField label={t('desk.patient.fullName')} name="fullName" autoComplete="off" defaultValue={v?.fullName ?? initial?.fullName ?? ''} error={e.fullName} required />
      <TextField
        label={t('desk.patient.mobile')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        prefix="+91"
        defaultValue={v?.mobile ?? initial?.mobile ?? ''}
        readOnly={mobileLocked}
        hint={mobileLocked ? t('desk.patient.mobileLockedHint') : undefined}
        error={e.mobile}
        required
      />
      <SelectField label={t('desk.patient.gender')} name="gender" defaultValue={v?.gender ?? (initial?.gender ? String(initial.gender) : '')} error={e.gender}>
        <option value="">{t('desk.patient.genderNone')}</option>
        {GENDERS.map((g) => (
          <option key={g.code} value={g.code}>
            {g.label}
          </option>
        ))}
      </SelectField>
      <TextField label={t('desk.patient.dob')} name="dateOfBirth" type="date" defaultValue={v?.dateOfBirth ?? initial?.dateOfBirth ?? ''} error={e.dateOfBirth} />
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value={intent} disabled={navigation.state !== 'idle'}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
