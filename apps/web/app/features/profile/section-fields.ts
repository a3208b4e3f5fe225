/**
 * How each professional section is asked for and shown: its form fields (validated by the shared schemas, the same
 * ones the API applies) and the one or two lines an entry reads as in its card.
 */
import { Award, Briefcase, GraduationCap, Languages, Leaf, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import { labelOf } from '@nirog/shared/codes/code-table';
import { MEDICAL_SYSTEMS } from '@nirog/shared/codes/tables';
import { t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { LANGUAGE_PROFICIENCY, PROFILE_LANGUAGES, SECTION_SCHEMAS, type ProfileSection } from '@nirog/shared/schemas/profile';
import type { Entry } from './profile-types.ts';

export interface FieldDef {
  name: string;
  label: MessageKey;
  kind: 'text' | 'textarea' | 'year' | 'select' | 'checkbox';
  optional?: boolean;
  maxLength?: number;
  options?: Array<{ value: string; label: string }>;
  autoComplete?: string;
}

const medicalSystems = MEDICAL_SYSTEMS.map((m) => ({ value: String(m.code), label: m.label }));
const languages = PROFILE_LANGUAGES.map((l) => ({ value: l, label: l }));
const proficiency = LANGUAGE_PROFICIENCY.map((p) => ({ value: p.code, label: t(p.labelKey) }));

export const SECTION_FIELDS: Record<ProfileSection, FieldDef[]> = {
  education: [
    { name: 'degree', label: 'profileField.degree', kind: 'text', maxLength: 100 },
    { name: 'institution', label: 'profileField.institution', kind: 'text', maxLength: 150 },
    { name: 'year', label: 'profileField.year', kind: 'year' },
  ],
  experience: [
    { name: 'title', label: 'profileField.title', kind: 'text', maxLength: 100, autoComplete: 'organization-title' },
    { name: 'organisation', label: 'profileField.organisation', kind: 'text', maxLength: 150, autoComplete: 'organization' },
    { name: 'fromYear', label: 'profileField.fromYear', kind: 'year' },
    { name: 'toYear', label: 'profileField.toYear', kind: 'year', optional: true },
    { name: 'current', label: 'profileField.current', kind: 'checkbox' },
  ],
  services: [
    { name: 'name', label: 'profileField.serviceName', kind: 'text', maxLength: 100 },
    { name: 'description', label: 'profileField.description', kind: 'textarea', optional: true, maxLength: 500 },
  ],
  specializations: [
    { name: 'name', label: 'profileField.specialization', kind: 'text', maxLength: 100 },
    { name: 'medicalSystem', label: 'profileField.medicalSystem', kind: 'select', optional: true, options: medicalSystems },
  ],
  awards: [
    { name: 'title', label: 'profileField.awardTitle', kind: 'text', maxLength: 150 },
    { name: 'year', label: 'profileField.year', kind: 'year' },
    { name: 'issuer', label: 'profileField.issuer', kind: 'text', optional: true, maxLength: 150 },
  ],
  memberships: [
    { name: 'organisation', label: 'profileField.organisation', kind: 'text', maxLength: 150, autoComplete: 'organization' },
    { name: 'role', label: 'profileField.role', kind: 'text', optional: true, maxLength: 100 },
    { name: 'since', label: 'profileField.since', kind: 'year' },
  ],
  languages: [
    { name: 'language', label: 'profileField.language', kind: 'select', options: languages },
    { name: 'proficiency', label: 'profileField.proficiency', kind: 'select', optional: true, options: proficiency },
  ],
};

export const SECTION_ICONS: Record<ProfileSection, LucideIcon> = {
  education: GraduationCap,
  experience: Briefcase,
  services: Stethoscope,
  specializations: Leaf,
  awards: Award,
  memberships: Users,
  languages: Languages,
};

export const fieldLabel = (f: FieldDef) => (f.optional ? t('profileField.optional', { label: t(f.label) }) : t(f.label));

/** The message the shared rule gives for one field as typed, or undefined. */
export function checkEntryField(section: ProfileSection, name: string, values: Record<string, string>): string | undefined {
  const shape = (SECTION_SCHEMAS[section] as unknown as { shape: Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } }> }).shape;
  const rule = shape[name];
  if (!rule) return undefined;
  const r = rule.safeParse(values[name] ?? '');
  return r.success ? undefined : r.error?.issues[0]?.message;
}

/** The form's values for an entry (strings, as inputs hold them). */
export function entryValues(section: ProfileSection, entry: Entry | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of SECTION_FIELDS[section]) {
    const v = entry?.[f.name];
    values[f.name] = f.kind === 'checkbox' ? (v === true ? '1' : '') : v === undefined || v === null ? '' : String(v);
  }
  return values;
}

/** The body an entry form sends to the API: strings as typed (the shared schema reads years and codes), a boolean for a checkbox. */
export function entryBody(section: ProfileSection, values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of SECTION_FIELDS[section]) body[f.name] = f.kind === 'checkbox' ? values[f.name] === '1' : (values[f.name] ?? '');
  return body;
}

const str = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/** The lines an entry reads as: a title, and a line of details. */
export function entrySummary(section: ProfileSection, e: Entry): { title: string; detail: string | null } {
  const join = (...parts: Array<string | null>) => parts.filter(Boolean).join(' · ') || null;
  switch (section) {
    case 'education':
      return { title: String(e.degree), detail: join(str(e.institution), str(e.year)) };
    case 'experience': {
      const end = e.current ? t('profileField.present') : str(e.toYear);
      return { title: String(e.title), detail: join(str(e.organisation), end ? `${e.fromYear} – ${end}` : String(e.fromYear)) };
    }
    case 'services':
      return { title: String(e.name), detail: str(e.description) };
    case 'specializations':
      return { title: String(e.name), detail: e.medicalSystem ? labelOf(MEDICAL_SYSTEMS, e.medicalSystem as (typeof MEDICAL_SYSTEMS)[number]['code']) : null };
    case 'awards':
      return { title: String(e.title), detail: join(str(e.issuer), str(e.year)) };
    case 'memberships':
      return { title: String(e.organisation), detail: join(str(e.role), t('profileSection.memberSince', { year: String(e.since) })) };
    case 'languages': {
      const level = LANGUAGE_PROFICIENCY.find((p) => p.code === e.proficiency);
      return { title: String(e.language), detail: level ? t(level.labelKey) : null };
    }
  }
}
