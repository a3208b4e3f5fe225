/**
 * Medical records: the list (each file opens through a short-lived signed link after the access check) and the
 * upload form. A patient files their own (or a family member's) records; a doctor files them for a patient.
 */
import { FileText, Trash2, Upload } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { formatDate } from '../../lib/format.ts';
import type { MedicalRecord } from '@nirog/shared/schemas/care';
import type { FormFailure } from './form-failure.ts';

export function RecordsSection({
  records,
  failure,
  hidden,
  members,
  intro,
}: {
  records: MedicalRecord[];
  failure: FormFailure | undefined;
  /** Hidden fields the upload form carries (patientAssociationId on a doctor's page). */
  hidden: Record<string, string>;
  /** A patient may file a record for a family member. */
  members?: Array<{ id: number; fullName: string }>;
  intro: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent')?.toString().startsWith('record');
  const mine = failure?.intent === 'record-upload' ? failure : undefined;
  return (
    <section aria-labelledby="records-heading" className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id="records-heading" className="text-lg font-semibold text-brand-900">
        {t('desk.records.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {records.length === 0 ? (
        <p className="mt-3 text-[15px] text-muted">{t('desk.records.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {records.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="flex min-w-0 items-center gap-2">
                <FileText size={18} className="shrink-0 text-brand-700" aria-hidden />
                <div className="min-w-0">
                  <a href={r.fileUrl} target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline underline-offset-2">
                    {r.title}
                  </a>
                  <p className="text-sm text-muted">
                    {formatDate(r.createdAt)} · {r.uploadedBy.you ? t('desk.records.byYou') : t('desk.records.by', { name: r.uploadedBy.displayName })}
                    {members && r.memberPatientId ? ` · ${members.find((m) => m.id === r.memberPatientId)?.fullName ?? ''}` : ''}
                  </p>
                </div>
              </div>
              {r.uploadedBy.you && (
                <Form method="post">
                  <input type="hidden" name="recordId" value={r.id} />
                  <Button type="submit" name="intent" value="record-delete" variant="ghost" size="sm" aria-label={t('desk.records.deleteNamed', { title: r.title })} disabled={busy}>
                    <Trash2 size={16} aria-hidden />
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-2">
        {Object.entries(hidden).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <TextField label={t('desk.records.titleLabel')} name="title" maxLength={120} defaultValue={mine?.values?.title} error={mine?.fields.title} required />
        {members && members.length > 0 && (
          <SelectField label={t('desk.records.whose')} name="memberPatientId" defaultValue={mine?.values?.memberPatientId ?? ''}>
            <option value="">{t('desk.records.myself')}</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.fullName}
              </option>
            ))}
          </SelectField>
        )}
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor="record-file" className="block text-sm font-medium text-ink">
            {t('desk.records.file')}
          </label>
          <input id="record-file" name="file" type="file" accept="application/pdf,image/jpeg,image/png,image/webp" required className="block w-full text-[15px]" aria-describedby="record-file-hint" />
          {mine?.fields.file || mine?.fields.uploadId ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {mine.fields.file ?? mine.fields.uploadId}
            </p>
          ) : (
            <p id="record-file-hint" className="text-sm text-muted">
              {t('desk.records.fileHint')}
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" name="intent" value="record-upload" disabled={busy}>
            <Upload size={18} aria-hidden /> {t('desk.records.upload')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
