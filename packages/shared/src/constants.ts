/** Business constants and limits of spec section 9 (and the security limits of the foundation issue). */
export const SESSION_MAX_AGE_SECONDS = 604_800; // 7 days
export const SESSION_COOKIE = 'AUTH';
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

export const OTP_COUNTRY_CODE = 91;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_SENDS_PER_NUMBER = 5;
export const OTP_SENDS_PER_IP = 30;
export const OTP_SEND_WINDOW_SECONDS = 600;

export const CART_PAGE_PLATFORM = 1;
export const STATE_LIST_COUNTRY = 101;

export const ADDRESS_LIMITS = {
  house: { min: 10, max: 250 },
  landmark: { min: 2, max: 200 },
  city: { min: 3, max: 30 },
  mobile: 10,
  pincode: 6,
  gst: 15,
} as const;

export const PAGING = {
  defaultLimit: 10,
  defaultOffset: 0,
  maxLimit: 100,
  quizAndArticleSearchLimit: 20,
  clinicSearchLimit: 10,
  offerDiscountLimit: 10,
  pendingListingDefault: 11,
} as const;

export const OLYMPIAD_WINDOW_TEXT = 'December 8, 9AM to December 11, 9PM';

export const ASSISTANT_FEEDBACK = {
  helpfulQuestion: 'What did you like about this information ?',
  helpfulChoices: [
    'Correct Ayurvedic terms',
    'Relevant to my practice',
    'Followed classical texts',
    'Practical remedies given',
    'Clear Ayurvedic concepts',
    'Other',
  ],
  notHelpfulQuestion: "What didn't you like about this information ?",
  notHelpfulChoices: [
    'Wrong information',
    'Not relevant to Ayurveda',
    'Missed classical references',
    'Remedies not practical',
    'Concepts were unclear',
    'Other',
  ],
} as const;

/** Deactivated account: response code 111 (spec sections 4 and 8). */
export const DEACTIVATED_CODE = 111;

export const COMPANY = {
  name: 'Nirog',
  legalName: 'Nirog Ayurveda Private Limited',
  addressLines: ['3rd Floor, 14 Community Centre', 'Saket, New Delhi 110017', 'India'],
  phone: '+91 11 4050 7788',
  phoneHref: 'tel:+911140507788',
  infoEmail: 'info@nirog.in',
  supportEmail: 'support@nirog.in',
  grievanceEmail: 'grievance@nirog.in',
  social: {
    facebook: 'https://www.facebook.com/nirog.ayurveda',
    twitter: 'https://twitter.com/nirog_ayurveda',
    linkedin: 'https://www.linkedin.com/company/nirog-ayurveda',
    youtube: 'https://www.youtube.com/@nirog-ayurveda',
  },
} as const;

/** Nirog money: the welcome reward every new sign-up receives (once), in paise, and how long it stays valid. */
export const WELCOME_NIROG_MONEY_PAISE = 10_000; // ₹100
export const WELCOME_NIROG_MONEY_VALID_DAYS = 90;

/**
 * How much nirog money one order may use, by user type: a percentage of the order value, capped.
 * Individuals (patients): 10 % of the order, at most ₹200. Practitioners and trade buyers (user types 2-8) buy at
 * trade prices with thin margins and larger baskets: 5 % of the order, at most ₹500.
 * Computed by nirogMoneyLimitFor() in `@nirog/shared/nirog-money`.
 */
export const NIROG_MONEY_LIMIT_PAISE = {
  individual: { percent: 10, capPaise: 20_000 },
  practitioner: { percent: 5, capPaise: 50_000 },
} as const;
