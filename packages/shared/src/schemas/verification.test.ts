import { describe, expect, it } from 'vitest';
import { makeGstin } from './gstin.ts';
import {
  canPlaceOrders,
  chemistRegistrationSchema,
  doctorRegistrationSchema,
  documentsOf,
  maskMobile,
  needsDocuments,
  NON_VERIFIED_STATUSES,
  registrationKindOf,
  retailerRegistrationSchema,
  reviewDecisionSchema,
  showsVerificationPrompt,
  studentRegistrationSchema,
  verifyVariantOf,
} from './verification.ts';

const U1 = '0b8f2a3c-4d5e-4f60-8a1b-2c3d4e5f6a7b';
const U2 = '1c9f2a3c-4d5e-4f60-8a1b-2c3d4e5f6a7c';
const year = new Date().getFullYear();

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } };
function errors(schema: Schema, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0] ?? '_')] ??= i.message;
  return out;
}

const doctor = { councilType: 2, stateCouncil: 7, registrationNumber: 'dl/12345', registrationYear: 2012, medicalSystem: 1, degreeCertificateUploadId: U1 };
const student = { college: 'Ayurvedic and Unani Tibbia College', rollNumber: 'BAMS/2021-045', yearOfStudy: 3, collegeIdUploadId: U1 };
const chemist = { documentType: 1, documentNumber: 'ABCDE1234F', drugLicenceNumber: 'DL-NWD-20B-123456', documentUploadId: U1, drugLicenceUploadId: U2 };
const retailer = { documentType: 2, documentNumber: makeGstin('07', 'ABOPG7315L'), tradeLicenceUploadId: U1 };

describe('doctor registration (issue 3 part 1)', () => {
  it('accepts a valid state council registration and normalises the number', () => {
    const r = doctorRegistrationSchema.safeParse(doctor);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ registrationNumber: 'DL/12345', stateCouncil: 7 });
  });

  it('accepts form strings and drops the state council of a central registration', () => {
    const r = doctorRegistrationSchema.safeParse({ ...doctor, councilType: '1', stateCouncil: '7', registrationYear: '1999', medicalSystem: '6' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ councilType: 1, stateCouncil: null, registrationYear: 1999, medicalSystem: 6 });
  });

  it.each([
    [{ councilType: 3 }, 'councilType', 'Choose the council you are registered with'],
    [{ councilType: undefined }, 'councilType', 'Choose the council you are registered with'],
    [{ stateCouncil: '' }, 'stateCouncil', 'Choose your state council'],
    [{ stateCouncil: 25 }, 'stateCouncil', 'Choose your state council'],
    [{ registrationNumber: '' }, 'registrationNumber', 'Enter your registration number'],
    [{ registrationNumber: 'DL 12345' }, 'registrationNumber', 'Registration number can have letters, digits, / and - only'],
    [{ registrationNumber: 'DL#1' }, 'registrationNumber', 'Registration number can have letters, digits, / and - only'],
    [{ registrationNumber: 'D1' }, 'registrationNumber', 'Registration number must be 3 to 30 characters'],
    [{ registrationNumber: 'A'.repeat(31) }, 'registrationNumber', 'Registration number must be 3 to 30 characters'],
    [{ registrationYear: '' }, 'registrationYear', 'Enter the year of your registration'],
    [{ registrationYear: 1949 }, 'registrationYear', `Year of registration must be between 1950 and ${year}`],
    [{ registrationYear: year + 1 }, 'registrationYear', `Year of registration must be between 1950 and ${year}`],
    [{ registrationYear: 2001.5 }, 'registrationYear', `Year of registration must be between 1950 and ${year}`],
    [{ medicalSystem: 7 }, 'medicalSystem', 'Choose your system of medicine'],
    [{ degreeCertificateUploadId: '' }, 'degreeCertificateUploadId', 'Upload your degree certificate'],
    [{ degreeCertificateUploadId: 'not-an-id' }, 'degreeCertificateUploadId', 'Upload your degree certificate'],
  ])('%o is refused on %s', (patch, field, message) => {
    expect(errors(doctorRegistrationSchema, { ...doctor, ...patch })[field]).toBe(message);
  });

  it('accepts the limits: 3 and 30 characters, 1950 and this year', () => {
    for (const patch of [{ registrationNumber: 'A-1' }, { registrationNumber: 'A'.repeat(30) }, { registrationYear: 1950 }, { registrationYear: year }]) {
      expect(doctorRegistrationSchema.safeParse({ ...doctor, ...patch }).success, JSON.stringify(patch)).toBe(true);
    }
  });

  it('an empty form gets a message on every field at once', () => {
    const e = errors(doctorRegistrationSchema, { councilType: '2' });
    expect(Object.keys(e).sort()).toEqual(['degreeCertificateUploadId', 'medicalSystem', 'registrationNumber', 'registrationYear', 'stateCouncil']);
  });

  it('refuses fields a client may not set', () => {
    expect(doctorRegistrationSchema.safeParse({ ...doctor, isVerified: 1 }).success).toBe(false);
  });
});

describe('student registration', () => {
  it('accepts a valid student; years 1 to 6', () => {
    for (const y of [1, 6, '5']) expect(studentRegistrationSchema.safeParse({ ...student, yearOfStudy: y }).success).toBe(true);
  });

  it.each([
    [{ college: '' }, 'college', 'Enter the name of your college'],
    [{ college: 'AB' }, 'college', 'College name must be 3 to 150 characters'],
    [{ college: 'A'.repeat(151) }, 'college', 'College name must be 3 to 150 characters'],
    [{ college: 'College; of Ayurveda' }, 'college', 'Only letters, digits, spaces and ()[]_{}-"\',./$<>@!:?|*~`^+= are allowed.'],
    [{ rollNumber: '' }, 'rollNumber', 'Enter your roll number'],
    [{ rollNumber: '1'.repeat(31) }, 'rollNumber', 'Roll number can have at most 30 characters'],
    [{ rollNumber: 'R#12' }, 'rollNumber', 'Roll number can have letters, digits, spaces, / and - only'],
    [{ yearOfStudy: 0 }, 'yearOfStudy', 'Choose your year of study (1 to 6)'],
    [{ yearOfStudy: 7 }, 'yearOfStudy', 'Choose your year of study (1 to 6)'],
    [{ yearOfStudy: '' }, 'yearOfStudy', 'Choose your year of study (1 to 6)'],
    [{ collegeIdUploadId: undefined }, 'collegeIdUploadId', 'Upload your college ID card'],
  ])('%o is refused on %s', (patch, field, message) => {
    expect(errors(studentRegistrationSchema, { ...student, ...patch })[field]).toBe(message);
  });
});

describe('chemist registration', () => {
  it('accepts a PAN and a GSTIN (typed in lower case with spaces)', () => {
    expect(chemistRegistrationSchema.safeParse(chemist).success).toBe(true);
    const gst = chemistRegistrationSchema.safeParse({ ...chemist, documentType: '2', documentNumber: ` ${makeGstin('07', 'ABOPG7315L').toLowerCase()} ` });
    expect(gst.success).toBe(true);
    expect(gst.data?.documentNumber).toBe(makeGstin('07', 'ABOPG7315L'));
  });

  it.each([
    [{ documentType: 3 }, 'documentType', 'Choose PAN or GST'],
    [{ documentNumber: '' }, 'documentNumber', 'Enter your PAN'],
    [{ documentNumber: 'ABCD1234F' }, 'documentNumber', 'Enter a valid 10 character PAN, like ABCDE1234F'],
    [{ documentNumber: 'ABCDE12345' }, 'documentNumber', 'Enter a valid 10 character PAN, like ABCDE1234F'],
    [{ documentType: 2, documentNumber: '' }, 'documentNumber', 'Enter your GSTIN'],
    [{ documentType: 2, documentNumber: 'ABCDE1234F' }, 'documentNumber', 'Enter a valid 15 character GSTIN'],
    [{ documentType: 2, documentNumber: makeGstin('07', 'ABOPG7315L').slice(0, 14) + 'Q' }, 'documentNumber', 'This GSTIN is not valid: its last character does not match'],
    [{ drugLicenceNumber: '' }, 'drugLicenceNumber', 'Enter your drug licence number'],
    [{ drugLicenceNumber: 'DL-1' }, 'drugLicenceNumber', 'Drug licence number must be 5 to 40 characters'],
    [{ drugLicenceNumber: 'D'.repeat(41) }, 'drugLicenceNumber', 'Drug licence number must be 5 to 40 characters'],
    [{ drugLicenceNumber: 'DL#12345' }, 'drugLicenceNumber', 'Drug licence number can have letters, digits, spaces and / - , . ( ) only'],
    [{ documentUploadId: '' }, 'documentUploadId', 'Upload your PAN card'],
    [{ documentType: 2, documentNumber: makeGstin('07', 'ABOPG7315L'), documentUploadId: '' }, 'documentUploadId', 'Upload your GST certificate'],
    [{ drugLicenceUploadId: '' }, 'drugLicenceUploadId', 'Upload your drug licence'],
    [{ drugLicenceUploadId: U1 }, 'drugLicenceUploadId', 'Upload a separate file for each document'],
  ])('%o is refused on %s', (patch, field, message) => {
    expect(errors(chemistRegistrationSchema, { ...chemist, ...patch })[field]).toBe(message);
  });

  it('names the document by its type', () => {
    const pan = chemistRegistrationSchema.parse(chemist);
    expect(documentsOf('chemist', pan).map((d) => d.docType)).toEqual(['pan_card', 'drug_licence']);
    const gst = chemistRegistrationSchema.parse({ ...chemist, documentType: 2, documentNumber: makeGstin('07', 'ABOPG7315L') });
    expect(documentsOf('chemist', gst)).toEqual([
      { field: 'documentUploadId', docType: 'gst_certificate', uploadId: U1 },
      { field: 'drugLicenceUploadId', docType: 'drug_licence', uploadId: U2 },
    ]);
  });
});

describe('retailer and distributor registration (trade documents)', () => {
  it('accepts a GSTIN or a PAN with a trade licence', () => {
    expect(retailerRegistrationSchema.safeParse(retailer).success).toBe(true);
    expect(retailerRegistrationSchema.safeParse({ ...retailer, documentType: 1, documentNumber: 'abcde1234f' }).success).toBe(true);
  });

  it.each([
    [{ documentType: '' }, 'documentType', 'Choose PAN or GST'],
    [{ documentNumber: '07ABOPG7315L1Z' }, 'documentNumber', 'Enter a valid 15 character GSTIN'],
    [{ tradeLicenceUploadId: '' }, 'tradeLicenceUploadId', 'Upload your trade licence'],
  ])('%o is refused on %s', (patch, field, message) => {
    expect(errors(retailerRegistrationSchema, { ...retailer, ...patch })[field]).toBe(message);
  });
});

describe('registration call by user type', () => {
  it('doctors and clinics use dr-registration; retailers and both distributors use retailer-registration', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(registrationKindOf)).toEqual([null, 'doctor', 'doctor', 'student', 'retailer', 'chemist', 'retailer', 'retailer']);
  });
});

describe('non-verified statuses (spec section 5)', () => {
  it('doctors and students are not verified at 0, 2 and 4; chemists at 0, 1, 2 and 4, as the spec lists them', () => {
    expect(NON_VERIFIED_STATUSES[2]).toEqual([0, 2, 4]);
    expect(NON_VERIFIED_STATUSES[4]).toEqual([0, 2, 4]);
    expect(NON_VERIFIED_STATUSES[6]).toEqual([0, 1, 2, 4]);
  });

  it('decides who can place orders', () => {
    for (const s of [0, 2, 4]) {
      expect(canPlaceOrders(2, s)).toBe(false);
      expect(canPlaceOrders(4, s)).toBe(false);
      expect(canPlaceOrders(6, s)).toBe(false);
    }
    expect(canPlaceOrders(2, 1)).toBe(true);
    expect(canPlaceOrders(4, 3)).toBe(true);
    // The chemist list of the spec includes 1: only a re-verified chemist (3) may order.
    expect(canPlaceOrders(6, 1)).toBe(false);
    expect(canPlaceOrders(6, 3)).toBe(true);
    // Individuals have nothing to verify.
    expect(canPlaceOrders(1, 0)).toBe(true);
  });

  it('only doctors with status 0 see the prompt (spec section 6)', () => {
    expect(showsVerificationPrompt(2, 0)).toBe(true);
    expect([1, 2, 3, 4].map((s) => showsVerificationPrompt(2, s))).toEqual([false, false, false, false]);
    expect([1, 3, 4, 5, 6, 7, 8].map((u) => showsVerificationPrompt(u, 0))).toEqual([false, false, false, false, false, false, false]);
  });

  it('the verify modal has a variant per user type and one for chemists', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(verifyVariantOf)).toEqual([null, 'doctor', 'clinic', 'student', 'trade', 'chemist', 'trade', 'trade']);
  });

  it('the verify modal asks for documents at 0, 2 and 4, never from individuals', () => {
    expect([0, 1, 2, 3, 4].map((s) => needsDocuments(2, s))).toEqual([true, false, true, false, true]);
    expect(needsDocuments(1, 0)).toBe(false);
  });
});

describe('review decisions', () => {
  it('a rejection needs a reason of 5 to 500 characters in the free-text characters', () => {
    expect(errors(reviewDecisionSchema, { decision: 'reject' }).reason).toBe('Write the reason, so the practitioner knows what to correct');
    expect(errors(reviewDecisionSchema, { decision: 'reject', reason: '   ' }).reason).toBe('Write the reason, so the practitioner knows what to correct');
    expect(errors(reviewDecisionSchema, { decision: 'reject', reason: 'Blur' }).reason).toBe('The reason must be 5 to 500 characters');
    expect(errors(reviewDecisionSchema, { decision: 'reject', reason: 'x'.repeat(501) }).reason).toBe('The reason must be 5 to 500 characters');
    expect(errors(reviewDecisionSchema, { decision: 'reject', reason: 'Name & number' }).reason).toMatch(/^Only letters/);
    expect(reviewDecisionSchema.parse({ decision: 'reject', reason: '  Degree  certificate is blurred.  ' }).reason).toBe('Degree certificate is blurred.');
    expect(reviewDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(errors(reviewDecisionSchema, { decision: 'maybe' }).decision).toBe('Choose approve or reject');
  });

  it('masks mobile numbers for the queue', () => {
    expect(maskMobile('9876543210')).toBe('98******10');
  });
});
