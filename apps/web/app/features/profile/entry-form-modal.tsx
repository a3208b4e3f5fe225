import { useId, useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import type { Entry, ProfileFormResult, ProfileSection } from './profile-types.ts';
import { checkEntryField, entryValues, fieldLabel, SECTION_FIELDS, type FieldDef } from './section-fields.ts';

/**
 * Add or edit one entry of a professional section. Each field is checked with the shared rule when the person leaves
 * it; the server checks the whole entry again (including rules across fields) and its messages come back here.
 */
export function EntryFormModal({ section, entry, result, closeTo }: { section: ProfileSection; entry: Entry | null; result: ProfileFormResult | undefined; closeTo: string }) {
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...entryValues(section, entry), ...(result?.values ?? {}) }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [edited, setEdited] = useState<Record<string, boolean>>({});
  const serverErrors = result?.fieldErrors ?? {};
  const error = (name: string) => (touched[name] ? checkEntryField(section, name, values) : edited[name] ? undefined : serverErrors[name]);
  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setEdited((ed) => ({ ...ed, [name]: true }));
  };
  const blur = (name: string) => setTouched((tc) => ({ ...tc, [name]: true }));
  const formKey = `${section}:${entry?.id ?? 'new'}`;
  // A role held now has no end year.
  const current = section === 'experience' && values.current === '1';
  const fieldNames = new Set(SECTION_FIELDS[section].map((f) => f.name));
  const otherErrors = Object.entries(serverErrors).filter(([k]) => !fieldNames.has(k));

  return (
    <Modal open onOpenChange={(open) => !open && navigate(closeTo, { preventScrollReset: true })} title={t(`profileSection.${entry ? 'editTitle' : 'addTitle'}.${section}`)}>
      {result?.error && (otherErrors.length > 0 || Object.keys(serverErrors).length === 0) && (
        <Alert tone="error" className="mb-4">
          {otherErrors[0]?.[1] ?? result.error}
        </Alert>
      )}
      <Form method="post" action={`/profile?form=${formKey}`} noValidate className="space-y-4" preventScrollReset>
        <input type="hidden" name="intent" value="entry-save" />
        <input type="hidden" name="section" value={section} />
        {entry && <input type="hidden" name="id" value={entry.id} />}
        {SECTION_FIELDS[section].map((f) => (
          <EntryField
            key={f.name}
            field={f}
            value={values[f.name] ?? ''}
            error={error(f.name)}
            disabled={f.name === 'toYear' && current}
            onChange={(v) => {
              set(f.name, v);
              if (f.name === 'current' && v === '1') set('toYear', '');
            }}
            onBlur={() => blur(f.name)}
          />
        ))}
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

function EntryField({ field: f, value, error, disabled, onChange, onBlur }: { field: FieldDef; value: string; error?: string; disabled?: boolean; onChange: (v: string) => void; onBlur: () => void }) {
  const id = useId();
  const label = fieldLabel(f);
  if (f.kind === 'checkbox') {
    return (
      <label className="flex items-center gap-3 text-[15px]">
        <input type="checkbox" name={f.name} value="1" checked={value === '1'} onChange={(e) => onChange(e.target.checked ? '1' : '')} className="h-5 w-5 accent-brand-700" />
        {label}
      </label>
    );
  }
  if (f.kind === 'select') {
    return (
      <SelectField label={label} name={f.name} value={value} error={error} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
        <option value="">{f.optional ? '—' : t('profileField.choose')}</option>
        {f.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    );
  }
  if (f.kind === 'textarea') {
    const errorId = `${id}-error`;
    return (
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        <textarea
          id={id}
          name={f.name}
          value={value}
          maxLength={f.maxLength}
          rows={3}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'block w-full rounded-lg border bg-white px-3 py-2 text-[15px] text-ink focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30',
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
  return (
    <TextField
      label={label}
      name={f.name}
      value={value}
      error={error}
      disabled={disabled}
      maxLength={f.kind === 'year' ? 4 : f.maxLength}
      inputMode={f.kind === 'year' ? 'numeric' : undefined}
      autoComplete={f.autoComplete ?? 'off'}
      className={f.kind === 'year' ? 'max-w-40' : undefined}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
