/** Registration details in words, for the review queue: codes become their labels, in form order. */
import { labelOf } from '@nirog/shared/codes/code-table';
import { stateById } from '@nirog/shared/codes/states';
import { CHEMIST_DOCUMENT_TYPES, COUNCIL_TYPES, MEDICAL_SYSTEMS } from '@nirog/shared/codes/tables';
import { t } from '@nirog/shared/messages/catalogue';
import type { RegistrationKind } from '@nirog/shared/schemas/verification';
import { FORM_FIELDS } from './registration-form.tsx';

type Code<T extends readonly { code: number }[]> = T[number]['code'];

function valueText(name: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (name) {
    case 'councilType':
      return labelOf(COUNCIL_TYPES, value as Code<typeof COUNCIL_TYPES>);
    case 'stateCouncil':
      return stateById(Number(value))?.name ?? String(value);
    case 'medicalSystem':
      return labelOf(MEDICAL_SYSTEMS, value as Code<typeof MEDICAL_SYSTEMS>);
    case 'documentType':
      return labelOf(CHEMIST_DOCUMENT_TYPES, value as Code<typeof CHEMIST_DOCUMENT_TYPES>);
    case 'yearOfStudy':
      return t('verification.field.yearOption', { year: String(value) });
    default:
      return String(value);
  }
}

export function describeRegistration(kind: RegistrationKind | null, details: Record<string, unknown> | null): Array<{ label: string; value: string }> {
  if (!kind || !details) return [];
  const out: Array<{ label: string; value: string }> = [];
  for (const f of FORM_FIELDS[kind]) {
    const value = valueText(f.name, details[f.name]);
    if (value === null) continue;
    const label =
      f.name === 'documentNumber'
        ? t(details.documentType === 1 ? 'verification.field.documentNumberPan' : 'verification.field.documentNumberGst')
        : t(f.label);
    out.push({ label, value });
  }
  return out;
}
