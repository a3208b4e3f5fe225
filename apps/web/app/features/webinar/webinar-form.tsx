/**
 * The webinar's details form (decision 069): used to schedule (presenter page), to edit (the host on the webinar's
 * page) and in the back office. Date and time are India time; the server action adds +05:30.
 */
import type { ReactNode } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { STREAM_KINDS, WEBINAR_RULES } from '@nirog/shared/webinar';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';

export interface WebinarFormValues {
  title: string;
  description: string;
  speakers: string[];
  startsAt: string | null;
  endsAt: string | null;
  capacity: number;
  requiredMinutes: number;
  stream: { kind: string; url: string } | null;
  recordingSource: { kind: string; url: string } | null;
  liveRooms?: boolean;
}

/** The India date (YYYY-MM-DD) and time (HH:MM) of an instant. */
function istParts(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const d = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return { date: d.slice(0, 10), time: d.slice(11, 16) };
}

export function WebinarForm({ values, fields = {}, busy, submitLabel, intent, extra }: { values: WebinarFormValues | null; fields?: Record<string, string>; busy: boolean; submitLabel: string; intent?: string; extra?: ReactNode }) {
  const { date, time } = istParts(values?.startsAt ?? null);
  const duration = values?.startsAt && values.endsAt ? Math.round((new Date(values.endsAt).getTime() - new Date(values.startsAt).getTime()) / 60_000) : 60;
  const kindOptions = STREAM_KINDS.map((k) => (
    <option key={k} value={k}>
      {t(`webinar.form.kind.${k}`)}
    </option>
  ));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {intent && <input type="hidden" name="intent" value={intent} />}
      {extra}
      <TextField label={t('webinar.form.title')} name="title" required maxLength={WEBINAR_RULES.titleMax} defaultValue={values?.title} error={fields.title} className="sm:col-span-2" />
      <TextAreaField label={t('webinar.form.description')} name="description" required maxLength={WEBINAR_RULES.descriptionMax} defaultValue={values?.description} error={fields.description} className="sm:col-span-2" />
      <TextAreaField label={t('webinar.form.speakers')} hint={t('webinar.form.speakersHint')} name="speakers" rows={2} required defaultValue={values?.speakers.join('\n')} error={fields.speakers ?? fields['speakers.0']} className="sm:col-span-2" />
      <TextField label={t('webinar.form.date')} name="date" type="date" required defaultValue={date} error={fields.startsAt} />
      <TextField label={t('webinar.form.time')} hint={t('webinar.form.timeHint')} name="time" type="time" required defaultValue={time} />
      <TextField label={t('webinar.form.duration')} name="durationMinutes" type="number" inputMode="numeric" min={WEBINAR_RULES.durationMin} max={WEBINAR_RULES.durationMax} required defaultValue={duration} error={fields.durationMinutes} />
      <TextField label={t('webinar.form.capacity')} name="capacity" type="number" inputMode="numeric" min={1} max={WEBINAR_RULES.capacityMax} required defaultValue={values?.capacity ?? 100} error={fields.capacity} />
      <TextField label={t('webinar.form.required')} hint={t('webinar.form.requiredHint')} name="requiredMinutes" type="number" inputMode="numeric" min={0} required defaultValue={values?.requiredMinutes ?? 30} error={fields.requiredMinutes} />
      <SelectField label={t('webinar.form.streamKind')} name="streamKind" defaultValue={values?.stream?.kind ?? 'hls'}>
        {kindOptions}
      </SelectField>
      <TextField label={t('webinar.form.streamUrl')} hint={values?.liveRooms ? t('webinar.form.streamHintLiveKit') : t('webinar.form.streamHint')} name="streamUrl" defaultValue={values?.stream?.url ?? ''} error={fields['stream.url'] ?? fields.stream} className="sm:col-span-2" />
      <SelectField label={t('webinar.form.recordingKind')} name="recordingKind" defaultValue={values?.recordingSource?.kind ?? 'hls'}>
        {kindOptions}
      </SelectField>
      <TextField label={t('webinar.form.recordingUrl')} hint={t('webinar.form.recordingHint')} name="recordingUrl" defaultValue={values?.recordingSource?.url ?? ''} error={fields['recording.url'] ?? fields.recording} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
