import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FREE_TEXT_PATTERN } from './fields.ts';
import {
  awardEntry,
  basicProfileBody,
  currentYear,
  educationEntry,
  email,
  experienceEntry,
  languageEntry,
  membershipEntry,
  PROFILE_LANGUAGES,
  PROFILE_SECTIONS,
  SECTION_SCHEMAS,
  serviceEntry,
  specializationEntry,
  verifyEmailBody,
} from './profile.ts';

function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.map(String).join('.') || '_'] ??= i.message;
  return out;
}

const now = currentYear();

describe('basic profile update', () => {
  it('accepts a name with optional salutation, gender and email, and normalises them', () => {
    const r = basicProfileBody.parse({ fullName: '  Raghav   Sharma ', salutation: '1', gender: 1, email: ' Raghav.Sharma@Example.IN ' });
    expect(r).toEqual({ fullName: 'Raghav Sharma', salutation: 1, gender: 1, email: 'raghav.sharma@example.in' });
    expect(basicProfileBody.parse({ fullName: 'Asha Verma' })).toEqual({ fullName: 'Asha Verma' });
  });

  it('null or empty clears salutation, gender and email', () => {
    expect(basicProfileBody.parse({ fullName: 'Asha Verma', salutation: null, gender: '', email: '' })).toEqual({
      fullName: 'Asha Verma',
      salutation: null,
      gender: null,
      email: null,
    });
  });

  it('refuses bad values with the spec messages for the name', () => {
    expect(errors(basicProfileBody, { fullName: '' })).toEqual({ fullName: 'Full Name is Required' });
    expect(errors(basicProfileBody, { fullName: 'Asha 2' })).toEqual({ fullName: 'Name can only have alphabets.' });
    expect(errors(basicProfileBody, { fullName: 'Asha', salutation: 9 })).toEqual({ salutation: 'Choose a salutation' });
    expect(errors(basicProfileBody, { fullName: 'Asha', gender: 4 })).toEqual({ gender: 'Choose a gender from the list' });
  });

  it('is strict: user type, role, mobile number and status cannot ride along (no mass assignment)', () => {
    for (const extra of [{ userType: 2 }, { role: 'operator' }, { mobileNumber: '9876543210' }, { status: 2 }, { emailVerifiedAt: 'now' }, { profilePic: 'x' }]) {
      const r = basicProfileBody.safeParse({ fullName: 'Asha Verma', ...extra });
      expect(r.success, JSON.stringify(extra)).toBe(false);
    }
  });
});

describe('email rule', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'x_y-z@mail.co.in', "o'brien@example.ie"])('accepts %s', (v) => {
    expect(email.safeParse(v).success).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@@b.com', 'a b@c.com', '.a@b.com', 'a..b@c.com', 'a@-b.com', 'a@b..com', 'अ@b.com', `${'a'.repeat(65)}@b.com`, `a@${'b'.repeat(250)}.com`])(
    'refuses %j with a clear message',
    (v) => {
      const r = email.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(v === '' ? 'Enter your email address' : 'Enter a valid email address, like name@example.com');
    },
  );
  it('a verification code has exactly 6 digits', () => {
    expect(errors(verifyEmailBody, { email: 'a@b.co', code: '12345' })).toEqual({ code: 'The code has 6 digits.' });
    expect(errors(verifyEmailBody, { email: 'a@b.co', code: '12345a' })).toEqual({ code: 'The code has 6 digits.' });
    expect(verifyEmailBody.parse({ email: 'A@B.co', code: ' 012345 ' })).toEqual({ email: 'a@b.co', code: '012345' });
  });
});

describe('profile sections (spec section 7)', () => {
  it('there is one schema for each of the seven sections', () => {
    expect(Object.keys(SECTION_SCHEMAS).sort()).toEqual([...PROFILE_SECTIONS].sort());
  });

  it('education: degree, institution and a year from 1950 to this year', () => {
    expect(educationEntry.parse({ degree: 'BAMS', institution: 'Gujarat Ayurved University, Jamnagar', year: '2008' })).toEqual({
      degree: 'BAMS',
      institution: 'Gujarat Ayurved University, Jamnagar',
      year: 2008,
    });
    expect(errors(educationEntry, { degree: '', institution: 'X', year: 1949 })).toEqual({
      degree: 'Degree is required',
      institution: 'College / institution must have at least 2 characters',
      year: `Enter a year between 1950 and ${now}`,
    });
    expect(errors(educationEntry, { degree: 'BAMS', institution: 'GAU', year: now + 1 })).toEqual({ year: `Enter a year between 1950 and ${now}` });
    expect(errors(educationEntry, { degree: 'BAMS', institution: 'GAU', year: '20x8' })).toEqual({ year: `Enter a year between 1950 and ${now}` });
    expect(errors(educationEntry, { degree: 'BAMS', institution: 'GAU', year: 2008.5 })).toEqual({ year: `Enter a year between 1950 and ${now}` });
    expect(errors(educationEntry, { degree: 'B'.repeat(101), institution: 'GAU', year: 2008 })).toEqual({ degree: 'Degree can have at most 100 characters' });
  });

  it('experience: the end year is optional, not before the start, and empty for a current role', () => {
    const base = { title: 'Consultant physician', organisation: 'Nirog Wellness Centre', fromYear: 2012 };
    expect(experienceEntry.parse(base)).toEqual({ ...base, current: false });
    expect(experienceEntry.parse({ ...base, toYear: '2015', current: '' })).toEqual({ ...base, toYear: 2015, current: false });
    expect(experienceEntry.parse({ ...base, toYear: '', current: 'on' })).toEqual({ ...base, current: true });
    expect(experienceEntry.parse({ ...base, toYear: 2012 })).toMatchObject({ toYear: 2012 });
    expect(errors(experienceEntry, { ...base, toYear: 2011 })).toEqual({ toYear: 'The end year cannot be before the start year' });
    expect(errors(experienceEntry, { ...base, toYear: 2015, current: true })).toEqual({ toYear: 'Leave the end year empty for a role you hold now' });
  });

  it('services, specializations, awards and memberships: optional parts may be left empty', () => {
    expect(serviceEntry.parse({ name: 'Panchakarma', description: '' })).toEqual({ name: 'Panchakarma' });
    expect(serviceEntry.parse({ name: 'Panchakarma', description: 'Vamana, virechana (5-7 days)' })).toMatchObject({ description: 'Vamana, virechana (5-7 days)' });
    expect(specializationEntry.parse({ name: 'Kayachikitsa', medicalSystem: '1' })).toEqual({ name: 'Kayachikitsa', medicalSystem: 1 });
    expect(specializationEntry.parse({ name: 'Kayachikitsa', medicalSystem: '' })).toEqual({ name: 'Kayachikitsa' });
    expect(errors(specializationEntry, { name: 'Kayachikitsa', medicalSystem: 7 })).toEqual({ medicalSystem: 'Choose a medical system from the list' });
    expect(awardEntry.parse({ title: 'Dhanvantari Award', year: 2019, issuer: null })).toEqual({ title: 'Dhanvantari Award', year: 2019 });
    expect(membershipEntry.parse({ organisation: 'Ayurveda Vyasapeetha', since: '2010', role: 'Life member' })).toEqual({
      organisation: 'Ayurveda Vyasapeetha',
      since: 2010,
      role: 'Life member',
    });
    expect(errors(membershipEntry, { organisation: 'AV', since: 1900 })).toEqual({ since: `Enter a year between 1950 and ${now}` });
  });

  it('languages come from the fixed list of Indian languages and English', () => {
    expect(PROFILE_LANGUAGES).toHaveLength(23);
    expect(languageEntry.parse({ language: 'Hindi', proficiency: 'native' })).toEqual({ language: 'Hindi', proficiency: 'native' });
    expect(languageEntry.parse({ language: 'English', proficiency: '' })).toEqual({ language: 'English' });
    expect(errors(languageEntry, { language: 'Klingon' })).toEqual({ language: 'Choose a language from the list' });
    expect(errors(languageEntry, { language: 'Tamil', proficiency: 'expert' })).toEqual({ proficiency: 'Choose a level from the list' });
  });

  it('entries are strict: ids, owners and unknown fields are refused', () => {
    expect(educationEntry.safeParse({ degree: 'BAMS', institution: 'GAU', year: 2008, userId: 2 }).success).toBe(false);
    expect(serviceEntry.safeParse({ name: 'Nasya', id: 1 }).success).toBe(false);
  });

  it('free-text fields follow the free-text rule of spec section 5', () => {
    for (const bad of ['BAMS & MD', 'Degree #1', 'Nasya; Basti', 'आयुर्वेद', 'Line\\break', '50% off']) {
      expect(errors(serviceEntry, { name: bad })).toEqual({ name: 'Only letters, digits, spaces and ()[]_{}-"\',./$<>@!:?|*~`^+= are allowed.' });
    }
    expect(serviceEntry.parse({ name: 'Nasya (nasal) [2x]: "oil"/ghee?' })).toEqual({ name: 'Nasya (nasal) [2x]: "oil"/ghee?' });
  });

  it('any text made of allowed characters is accepted, any other character is refused (property)', () => {
    const allowed = fc.stringMatching(/^[A-Za-z0-9()[\]_{}\-"',./$<>@!:?|*~`^+=][A-Za-z0-9 ()[\]_{}\-"',./$<>@!:?|*~`^+=]{1,60}[A-Za-z0-9()[\]_{}\-"',./$<>@!:?|*~`^+=]$/);
    fc.assert(fc.property(allowed, (v) => serviceEntry.safeParse({ name: v }).success));
    const bad = fc.constantFrom('&', '#', ';', '%', '\\', 'é', '₹', '😀', '\u0000');
    fc.assert(fc.property(bad, (c) => !FREE_TEXT_PATTERN.test(`Nasya ${c} oil`) && !serviceEntry.safeParse({ name: `Nasya ${c} oil` }).success));
    // Line breaks and tabs typed in a text area become single spaces before the rule applies.
    expect(serviceEntry.parse({ name: 'Nasya', description: 'Daily\r\n\tfor 7 days' })).toEqual({ name: 'Nasya', description: 'Daily for 7 days' });
  });
});
