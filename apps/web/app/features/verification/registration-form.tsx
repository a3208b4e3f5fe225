/**
 * The registration form of a user type (doctor/clinic, student, chemist, retailer/distributor) with its document
 * files. It posts multipart/form-data to the page's action, so it works without JavaScript; with JavaScript the
 * shared rules show their messages as the person fills it in. The server's messages (the API's) win on submit.
 */
import { FileCheck2, Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { INDIAN_STATES } from '@nirog/shared/codes/states';
import { CHEMIST_DOCUMENT_TYPES, COUNCIL_TYPES, MEDICAL_SYSTEMS } from '@nirog/shared/codes/tables';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { DOCUMENT_FIELDS, REGISTRATION_SCHEMAS, type RegistrationKind } from '@nirog/shared/schemas/verification';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { cn } from '../../components/ui/cn.ts';
import type { VerificationDocument } from '@nirog/shared/schemas/verification';
import type { RegistrationFormResult } from './verification-types.ts';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

type Option = { value: string; label: string };
type TextSpec = { name: string; label: MessageKey; type: 'text' | 'year'; hint?: MessageKey; maxLength?: number; autoCapitalize?: string };
type SelectSpec = { name: string; label: MessageKey; type: 'select'; options: Option[]; hint?: MessageKey };
type FieldSpec = TextSpec | SelectSpec;

const codeOptions = (table: readonly { code: number; label: string }[]): Option[] => table.map((e) => ({ value: String(e.code), label: e.label }));
const STATES: Option[] = INDIAN_STATES.map((s) => ({ value: String(s.id), label: s.name }));
const YEARS_OF_STUDY: Option[] = [1, 2, 3, 4, 5, 6].map((y) => ({ value: String(y), label: t('verification.field.yearOption', { year: y }) }));

const DOCUMENT_TYPE: SelectSpec = { name: 'documentType', label: 'verification.field.documentType', type: 'select', options: codeOptions(CHEMIST_DOCUMENT_TYPES) };
const DOCUMENT_NUMBER: TextSpec = { name: 'documentNumber', label: 'verification.field.documentNumber', type: 'text', maxLength: 15, autoCapitalize: 'characters', hint: 'verification.hint.documentNumber' };

/** The typed fields of each registration, in form order (the files follow). */
export const FORM_FIELDS: Record<RegistrationKind, FieldSpec[]> = {
  doctor: [
    { name: 'councilType', label: 'verification.field.councilType', type: 'select', options: codeOptions(COUNCIL_TYPES) },
    { name: 'stateCouncil', label: 'verification.field.stateCouncil', type: 'select', options: STATES, hint: 'verification.hint.stateCouncil' },
    { name: 'registrationNumber', label: 'verification.field.registrationNumber', type: 'text', maxLength: 30, autoCapitalize: 'characters', hint: 'verification.hint.registrationNumber' },
    { name: 'registrationYear', label: 'verification.field.registrationYear', type: 'year' },
    { name: 'medicalSystem', label: 'verification.field.medicalSystem', type: 'select', options: codeOptions(MEDICAL_SYSTEMS) },
  ],
  student: [
    { name: 'college', label: 'verification.field.college', type: 'text', maxLength: 150 },
    { name: 'rollNumber', label: 'verification.field.rollNumber', type: 'text', maxLength: 30 },
    { name: 'yearOfStudy', label: 'verification.field.yearOfStudy', type: 'select', options: YEARS_OF_STUDY, hint: 'verification.hint.yearOfStudy' },
  ],
  chemist: [DOCUMENT_TYPE, DOCUMENT_NUMBER, { name: 'drugLicenceNumber', label: 'verification.field.drugLicenceNumber', type: 'text', maxLength: 40, autoCapitalize: 'characters' }],
  retailer: [DOCUMENT_TYPE, DOCUMENT_NUMBER],
};

/** The label of a document field; the chemist's and trade user's PAN/GST document follows the chosen type. */
function documentLabel(field: string, documentType: string): string {
  switch (field) {
    case 'degreeCertificateUploadId':
      return t('verification.doc.degreeCertificate');
    case 'collegeIdUploadId':
      return t('verification.doc.collegeId');
    case 'drugLicenceUploadId':
      return t('verification.doc.drugLicence');
    case 'tradeLicenceUploadId':
      return t('verification.doc.tradeLicence');
    default:
      return documentType === '1' ? t('verification.doc.panCard') : documentType === '2' ? t('verification.doc.gstCertificate') : t('verification.field.panOrGstDocument');
  }
}

function numberLabel(documentType: string): string {
  return documentType === '1' ? t('verification.field.documentNumberPan') : documentType === '2' ? t('verification.field.documentNumberGst') : t('verification.field.documentNumber');
}

/** Stand-in ids for chosen files, so the shared rules can check the form before the files are uploaded. */
const PLACEHOLDER = (i: number) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

export function valuesFromDetails(kind: RegistrationKind, details: Record<string, unknown> | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of FORM_FIELDS[kind]) {
    const v = details?.[f.name];
    values[f.name] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

function FileField({
  name,
  label,
  error,
  kept,
  current,
  onChosen,
}: {
  name: string;
  label: string;
  error?: string;
  kept?: { uploadId: string; name: string };
  current?: VerificationDocument;
  onChosen: (chosen: boolean) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const keep = kept ?? (current ? { uploadId: current.uploadId, name: current.fileName ?? current.label } : undefined);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {keep && (
        <div id={hintId} className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <FileCheck2 size={16} className="shrink-0" aria-hidden />
          <span className="min-w-0 break-all">{t('verification.currentFile', { name: keep.name })}</span>
          {current && !kept && (
            <a href={current.url} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
              {t('verification.viewFile')}
            </a>
          )}
          <span className="basis-full text-muted">{t('verification.currentFileKeep')}</span>
          <input type="hidden" name={`keep.${name}`} value={keep.uploadId} />
          <input type="hidden" name={`keepName.${name}`} value={keep.name} />
        </div>
      )}
      <input
        id={id}
        name={name}
        type="file"
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={[keep ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChosen(!!e.target.files?.length)}
        className={cn(
          'block w-full rounded-lg border bg-white text-[15px] text-ink file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-line file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800 hover:file:bg-brand-100',
          error ? 'border-danger' : 'border-line',
        )}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function RegistrationForm({
  kind,
  initial,
  documents,
  result,
  action,
  resubmit,
}: {
  kind: RegistrationKind;
  initial: Record<string, string>;
  documents: VerificationDocument[];
  result: RegistrationFormResult | undefined;
  action: string;
  resubmit: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initial, ...(result?.values ?? {}) }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const serverErrors = result?.fieldErrors ?? {};
  useEffect(() => setChanged({}), [result]);

  const docFields = DOCUMENT_FIELDS[kind];
  // Documents already with us (the last submission) or uploaded in a failed attempt can be kept.
  const current = useMemo(() => {
    const byField: Record<string, VerificationDocument> = {};
    const order = docFields.map((f) => documentTypeOfField(f));
    for (const d of documents) {
      const i = order.findIndex((types) => types.includes(d.docType));
      if (i >= 0) byField[docFields[i]] = d;
    }
    return byField;
  }, [documents, docFields]);
  const kept = result?.kept ?? {};

  const clientErrors = useMemo(() => {
    const probe: Record<string, unknown> = { ...values };
    docFields.forEach((f, i) => {
      probe[f] = chosen[f] || kept[f] || current[f] ? PLACEHOLDER(i) : '';
    });
    const r = REGISTRATION_SCHEMAS[kind].safeParse(probe);
    const out: Record<string, string> = {};
    if (!r.success) for (const issue of r.error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message;
    return out;
  }, [values, chosen, kept, current, kind, docFields]);

  const error = (name: string) => (touched[name] ? clientErrors[name] : undefined) ?? (changed[name] ? undefined : serverErrors[name]);
  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setChanged((c) => ({ ...c, [name]: true }));
  };
  const formError = result?.formError && !Object.keys(serverErrors).length ? result.formError : null;
  const documentType = values.documentType ?? '';

  return (
    <Form method="post" action={action} encType="multipart/form-data" noValidate className="space-y-5" aria-labelledby="registration-heading">
      <div>
        <h2 id="registration-heading" className="text-lg font-semibold text-brand-900">
          {t(resubmit ? 'verification.formHeadingResubmit' : 'verification.formHeading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('verification.formIntro')}</p>
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {FORM_FIELDS[kind].map((f) => {
          const common = {
            label: f.name === 'documentNumber' ? numberLabel(documentType) : t(f.label),
            name: f.name,
            value: values[f.name] ?? '',
            error: error(f.name),
            hint: f.hint ? t(f.hint) : undefined,
            onBlur: () => setTouched((tch) => ({ ...tch, [f.name]: true })),
          };
          if (f.type === 'select') {
            return (
              <SelectField key={f.name} {...common} onChange={(e) => set(f.name, e.target.value)} disabled={f.name === 'stateCouncil' && values.councilType === '1'}>
                <option value="">{t('verification.field.choose')}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </SelectField>
            );
          }
          return (
            <TextField
              key={f.name}
              {...common}
              onChange={(e) => set(f.name, e.target.value)}
              maxLength={f.type === 'year' ? 4 : f.maxLength}
              inputMode={f.type === 'year' ? 'numeric' : undefined}
              autoCapitalize={f.autoCapitalize}
              autoComplete="off"
              spellCheck={false}
            />
          );
        })}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {docFields.map((f) => (
          <FileField
            key={f}
            name={f}
            label={documentLabel(f, documentType)}
            error={changed[f] ? clientErrors[f] : serverErrors[f]}
            kept={kept[f]}
            current={kept[f] ? undefined : current[f]}
            onChosen={(c) => {
              setChosen((ch) => ({ ...ch, [f]: c }));
              setChanged((ch) => ({ ...ch, [f]: true }));
              setTouched((tch) => ({ ...tch, [f]: true }));
            }}
          />
        ))}
      </div>
      <div className="border-t border-line pt-4">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          <Upload size={18} aria-hidden /> {t(busy ? 'verification.submitting' : 'verification.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** Which stored document types fill a form field. */
function documentTypeOfField(field: string): string[] {
  switch (field) {
    case 'degreeCertificateUploadId':
      return ['degree_certificate'];
    case 'collegeIdUploadId':
      return ['college_id'];
    case 'documentUploadId':
      return ['pan_card', 'gst_certificate'];
    case 'drugLicenceUploadId':
      return ['drug_licence'];
    default:
      return ['trade_licence'];
  }
}
