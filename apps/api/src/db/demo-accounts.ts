import type { SalutationCode, UserTypeCode } from '@nirog/shared/codes/tables';

/** One demo account per user type. They exist, and log in with DEMO_OTP, only in demo mode. */
export const DEMO_OTP = '123456';

export const DEMO_ACCOUNTS: ReadonlyArray<{
  userType: UserTypeCode;
  mobileNumber: string;
  fullName: string;
  salutation: SalutationCode | null;
  doctorCategory: number;
  /** Verification status the demo starts with (null: nothing to verify). */
  verificationStatus: number | null;
  /** The demo patient's gender and date of birth, already on record (a video consultation asks for them otherwise). */
  gender?: number;
  dateOfBirth?: string;
}> = [
  { userType: 1, mobileNumber: '9000000001', fullName: 'Asha Verma', salutation: 3, doctorCategory: 0, verificationStatus: null, gender: 2, dateOfBirth: '1988-03-14' },
  { userType: 2, mobileNumber: '9000000002', fullName: 'Raghav Sharma', salutation: 1, doctorCategory: 2, verificationStatus: 0 },
  { userType: 3, mobileNumber: '9000000003', fullName: 'Dhanvantari Ayurveda Clinic', salutation: null, doctorCategory: 1, verificationStatus: 1 },
  { userType: 4, mobileNumber: '9000000004', fullName: 'Meera Nair', salutation: 4, doctorCategory: 0, verificationStatus: 0, gender: 2, dateOfBirth: '2001-08-21' },
  { userType: 5, mobileNumber: '9000000005', fullName: 'Kiran Medical Store', salutation: 2, doctorCategory: 1, verificationStatus: 1 },
  { userType: 6, mobileNumber: '9000000006', fullName: 'Suresh Gupta', salutation: 2, doctorCategory: 3, verificationStatus: 3 },
  { userType: 7, mobileNumber: '9000000007', fullName: 'Vaidya Distributors', salutation: 2, doctorCategory: 4, verificationStatus: 1 },
  { userType: 8, mobileNumber: '9000000008', fullName: 'Ganga Pharma Distributors', salutation: 2, doctorCategory: 5, verificationStatus: 1 },
];

/** The back-office operator of demo mode, so a person can try the review queue (/admin/verifications). */
export const DEMO_OPERATOR = { mobile: '9000000009', name: 'Operations Desk' } as const;

/** Verified demo doctors of the care directory (issue 8) who log in with DEMO_OTP (the doctor above stays unverified). */
export const DEMO_CARE_DOCTOR_MOBILES = ['9000001001', '9000001002'] as const;
/** Listed doctors who are Nirog Partners in the demo, with patients and partner orders (issue 25 part 9). */
export const DEMO_PARTNER_MOBILES = ['9100001002', '9100001003'] as const;

export const isDemoMobile = (mobile: string) =>
  mobile === DEMO_OPERATOR.mobile || DEMO_ACCOUNTS.some((a) => a.mobileNumber === mobile) || (DEMO_CARE_DOCTOR_MOBILES as readonly string[]).includes(mobile) || (DEMO_PARTNER_MOBILES as readonly string[]).includes(mobile);
