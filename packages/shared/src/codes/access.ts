/**
 * The per-section access map (spec section 6): for each section, write (1: full use), read (2: view only; actions
 * raise the alert popup) or none (3: the section sends the user home). Defaults by user type; operators override
 * per user.
 */
import { ACCESS_LEVELS, ACCESS_SECTIONS, type UserTypeCode } from './tables.ts';

export type AccessSection = (typeof ACCESS_SECTIONS)[number]['code'];
export type AccessLevel = (typeof ACCESS_LEVELS)[number]['code'];
export type AccessKey = (typeof ACCESS_LEVELS)[number]['key'];
export const SECTION_CODES = ACCESS_SECTIONS.map((s) => s.code) as AccessSection[];

const W = 1 as const;
const R = 2 as const;
const N = 3 as const;

type Map = Record<AccessSection, AccessLevel>;

/** Patients: care and shopping; the professional areas are not theirs. */
const PATIENT: Map = {
  Learning: N, Feed: N, Quiz: N, Webinar: N, Olympiad: N, Medicine: W, Offers: W, Blogs: W,
  FindDoctors: W, FindClinics: W, D2C: W, NirogPartner: N, AiAssistant: N,
};
/** Doctors and clinics: everything, including reselling to their own patients. */
const PRACTITIONER: Map = {
  Learning: W, Feed: W, Quiz: W, Webinar: W, Olympiad: W, Medicine: W, Offers: W, Blogs: W,
  FindDoctors: W, FindClinics: W, D2C: W, NirogPartner: W, AiAssistant: W,
};
/** Students learn and take part; they do not resell. */
const STUDENT: Map = { ...PRACTITIONER, NirogPartner: N };
/** The trade: buying and reselling; the professional community is theirs to read. */
const TRADE: Map = {
  Learning: R, Feed: R, Quiz: R, Webinar: R, Olympiad: N, Medicine: W, Offers: W, Blogs: W,
  FindDoctors: W, FindClinics: W, D2C: W, NirogPartner: W, AiAssistant: N,
};

export function defaultAccess(userType: UserTypeCode | number): Map {
  switch (userType) {
    case 1:
      return { ...PATIENT };
    case 2:
    case 3:
      return { ...PRACTITIONER };
    case 4:
      return { ...STUDENT };
    default:
      return { ...TRADE };
  }
}

export const accessKey = (level: AccessLevel): AccessKey => (level === 1 ? 'write' : level === 2 ? 'read' : 'none');

/** What the alert popup says when a read-only user tries an action. */
export function readOnlyAlert(section: AccessSection) {
  const label = ACCESS_SECTIONS.find((s) => s.code === section)?.label ?? section;
  return {
    title: 'View only',
    message: `Your account can view ${label} but not take part yet. Complete your verification or contact support for full access.`,
    actionLabel: 'OK',
  };
}
