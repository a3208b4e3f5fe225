/** Every code table of spec section 3. */
import type { CodeEntry } from './code-table.ts';

const t = <const T extends readonly CodeEntry[]>(x: T) => x;

export const USER_TYPES = t([
  { code: 1, key: 'individual', label: 'Individual' },
  { code: 2, key: 'doctor', label: 'Doctor' },
  { code: 3, key: 'clinic', label: 'Clinic' },
  { code: 4, key: 'student', label: 'Student' },
  { code: 5, key: 'retailer', label: 'Retailer' },
  { code: 6, key: 'chemist', label: 'Chemist' },
  { code: 7, key: 'doctorDistributor', label: 'Doctor distributor' },
  { code: 8, key: 'chemistDistributor', label: 'Chemist distributor' },
] as const);

/** User types a person can choose on the practitioner sign-up page (everything but the individual). */
export const PRACTITIONER_USER_TYPES = USER_TYPES.filter((u) => u.code !== 1);

export const USER_STATUS = t([
  { code: 1, key: 'active', label: 'Active' },
  { code: 2, key: 'deleted', label: 'Deleted' },
] as const);

export const SALUTATIONS = t([
  { code: 1, key: 'dr', label: 'Dr.' },
  { code: 2, key: 'mr', label: 'Mr.' },
  { code: 3, key: 'mrs', label: 'Mrs.' },
  { code: 4, key: 'miss', label: 'Miss' },
] as const);

export const GENDERS = t([
  { code: 1, key: 'male', label: 'Male' },
  { code: 2, key: 'female', label: 'Female' },
  { code: 3, key: 'other', label: 'Other' },
] as const);

export const COUNCIL_TYPES = t([
  { code: 1, key: 'central', label: 'Central' },
  { code: 2, key: 'state', label: 'State' },
] as const);

export const CHEMIST_DOCUMENT_TYPES = t([
  { code: 1, key: 'pan', label: 'PAN' },
  { code: 2, key: 'gst', label: 'GST' },
] as const);

export const MEDICAL_SYSTEMS = t([
  { code: 1, key: 'ayurveda', label: 'Ayurveda' },
  { code: 2, key: 'naturopathy', label: 'Naturopathy' },
  { code: 3, key: 'siddha', label: 'Siddha' },
  { code: 4, key: 'unani', label: 'Unani' },
  { code: 5, key: 'homeopathy', label: 'Homeopathy' },
  { code: 6, key: 'yoga', label: 'Yoga' },
] as const);

export const RETURN_TYPES = t([
  { code: 'fullReturn', key: 'fullReturn', label: 'Full return' },
  { code: 'partialReturn', key: 'partialReturn', label: 'Partial return' },
] as const);

/** Customer tiers (doctor_category codes 0-5). */
export const CUSTOMER_TIERS = t([
  { code: 0, key: 'website', label: 'Website' },
  { code: 1, key: 'iron', label: 'Iron' },
  { code: 2, key: 'silver', label: 'Silver' },
  { code: 3, key: 'gold', label: 'Gold' },
  { code: 4, key: 'diamond', label: 'Diamond' },
  { code: 5, key: 'platinum', label: 'Platinum' },
] as const);

/** Payment methods; 0 is the "all" value of list filters, not a method. */
export const PAYMENT_METHODS = t([
  { code: 1, key: 'cod', label: 'Cash on delivery' },
  { code: 2, key: 'prepaid', label: 'Prepaid / online' },
  { code: 4, key: 'postpaid', label: 'Postpaid (NEFT)' },
] as const);
export const PAYMENT_METHOD_FILTER_ALL = 0;

export const PAYMENT_OPTION_TYPES = t([
  { code: 'bankAccount', key: 'bankAccount', label: 'Bank account' },
  { code: 'upiId', key: 'upiId', label: 'UPI ID' },
] as const);

export const ACCOUNT_VERIFICATION = t([
  { code: 0, key: 'invalid', label: 'Invalid' },
  { code: 1, key: 'valid', label: 'Valid' },
  { code: 2, key: 'inconclusive', label: 'Inconclusive' },
] as const);

export const ORDER_TYPES = t([
  { code: 3, key: 'medicine', label: 'Medicine' },
  { code: 4, key: 'appointment', label: 'Appointment' },
  { code: 5, key: 'dropShipping', label: 'Drop shipping' },
] as const);

export const CONSULTATION_MODES = t([
  { code: 0, key: 'video', label: 'Video' },
  { code: 1, key: 'inClinic', label: 'In-clinic' },
] as const);

export const APPOINTMENT_TYPES = t([
  { code: 0, key: 'reseller', label: 'Reseller' },
  { code: 1, key: 'online', label: 'Online' },
  { code: 2, key: 'inClinic', label: 'In-clinic' },
] as const);

export const WEBINAR_ROLES = t([
  { code: 1, key: 'host', label: 'Host / admin' },
  { code: 2, key: 'coHost', label: 'Co-host' },
  { code: 3, key: 'presenter', label: 'Presenter' },
  { code: 4, key: 'participant', label: 'Participant' },
] as const);

export const MEDIA_FEED_TYPES = t([
  { code: 'image', key: 'image', label: 'Image' },
  { code: 'video', key: 'video', label: 'Video' },
  { code: 'document', key: 'document', label: 'Document' },
] as const);

export const DEEP_LINK_ENTITIES = t([
  { code: 'doctor', key: 'doctor', label: 'Doctor' },
  { code: 'clinic', key: 'clinic', label: 'Clinic' },
  { code: 'quiz', key: 'quiz', label: 'Quiz' },
  { code: 'webinar', key: 'webinar', label: 'Webinar' },
  { code: 'learningCategory', key: 'learningCategory', label: 'Learning category' },
  { code: 'learningCourse', key: 'learningCourse', label: 'Learning course' },
  { code: 'learningTopic', key: 'learningTopic', label: 'Learning topic' },
  { code: 'learningVideo', key: 'learningVideo', label: 'Learning video' },
  { code: 'feed', key: 'feed', label: 'Feed' },
  { code: 'medicineDetails', key: 'medicineDetails', label: 'Medicine details' },
] as const);

export const CERTIFICATE_CONTEXTS = t([
  { code: 'quiz', key: 'quiz', label: 'Quiz' },
  { code: 'webinar', key: 'webinar', label: 'Webinar' },
  { code: 'lms', key: 'lms', label: 'Learning' },
  { code: 'olympiad', key: 'olympiad', label: 'Olympiad' },
] as const);

/**
 * Notification modules. The spec names these modules of 1-14 without their numbers ("full list not shown");
 * the numbering here is ours and is the one the API uses.
 */
export const NOTIFICATION_MODULES = t([
  { code: 1, key: 'webinars', label: 'Webinars' },
  { code: 2, key: 'quiz', label: 'Quiz' },
  { code: 3, key: 'learning', label: 'Learning' },
  { code: 4, key: 'partnerOrders', label: 'Partner orders' },
  { code: 5, key: 'blogs', label: 'Blogs' },
  { code: 6, key: 'b2bOrders', label: 'B2B orders' },
  { code: 7, key: 'findClinicsDoctors', label: 'Find clinics and doctors' },
  { code: 8, key: 'feeds', label: 'Feeds' },
  { code: 9, key: 'd2cAppointmentRequests', label: 'D2C appointment requests' },
  { code: 10, key: 'd2cFeedback', label: 'D2C feedback' },
  { code: 11, key: 'd2cOrders', label: 'D2C orders' },
  { code: 12, key: 'doctorsFeedback', label: 'Doctors feedback' },
  { code: 13, key: 'olympiad', label: 'Olympiad' },
  { code: 14, key: 'account', label: 'Account' },
] as const);

/** Access levels of the per-section access map. */
export const ACCESS_LEVELS = t([
  { code: 1, key: 'write', label: 'Write' },
  { code: 2, key: 'read', label: 'Read' },
  { code: 3, key: 'none', label: 'None' },
] as const);

export const ACCESS_SECTIONS = t([
  { code: 'Learning', key: 'Learning', label: 'Learning' },
  { code: 'Feed', key: 'Feed', label: 'Feed' },
  { code: 'Quiz', key: 'Quiz', label: 'Quiz' },
  { code: 'Webinar', key: 'Webinar', label: 'Webinar' },
  { code: 'Olympiad', key: 'Olympiad', label: 'Olympiad' },
  { code: 'Medicine', key: 'Medicine', label: 'Medicine' },
  { code: 'Offers', key: 'Offers', label: 'Offers' },
  { code: 'Blogs', key: 'Blogs', label: 'Blogs' },
  { code: 'FindDoctors', key: 'FindDoctors', label: 'Find doctors' },
  { code: 'FindClinics', key: 'FindClinics', label: 'Find clinics' },
  { code: 'D2C', key: 'D2C', label: 'D2C' },
  { code: 'NirogPartner', key: 'NirogPartner', label: 'Nirog Partner' },
  { code: 'AiAssistant', key: 'AiAssistant', label: 'AI assistant' },
] as const);

/** Verification status of a practitioner (spec section 4). */
export const VERIFICATION_STATUS = t([
  { code: 0, key: 'pending', label: 'Unverified / pending' },
  { code: 1, key: 'approved', label: 'Verified' },
  { code: 2, key: 'underReview', label: 'Under review' },
  { code: 3, key: 'reverified', label: 'Re-verified' },
  { code: 4, key: 'rejected', label: 'Rejected' },
] as const);

export const UNIVERSAL_SEARCH_MODES = t([
  { code: 0, key: 'aggregation', label: 'Aggregation' },
  { code: 1, key: 'sequential', label: 'Sequential' },
  { code: 2, key: 'concurrent', label: 'Concurrent' },
  { code: 3, key: 'onlyProducts', label: 'Only products' },
  { code: 4, key: 'postsAndProducts', label: 'Posts and products' },
] as const);

export const BLOG_MEDIA_TYPES = t([
  { code: 'blogs', key: 'blogs', label: 'Blogs' },
  { code: 'news', key: 'news', label: 'News' },
  { code: 'photos', key: 'photos', label: 'Photos' },
  { code: 'videos', key: 'videos', label: 'Videos' },
  { code: 'shorts', key: 'shorts', label: 'Shorts' },
] as const);

export const BLOG_LANGUAGES = t([
  { code: 'en', key: 'en', label: 'English' },
  { code: 'hi', key: 'hi', label: 'हिन्दी' },
] as const);

export const FEEDBACK_REACTIONS = t([
  { code: 1, key: 'helpful', label: 'Helpful' },
  { code: 0, key: 'notHelpful', label: 'Not helpful' },
] as const);

export type UserTypeCode = (typeof USER_TYPES)[number]['code'];
export type UserTypeKey = (typeof USER_TYPES)[number]['key'];
export type SalutationCode = (typeof SALUTATIONS)[number]['code'];
export type VerificationStatusCode = (typeof VERIFICATION_STATUS)[number]['code'];

/** Login kind decides the footer and a few other variants (spec section 2). */
export type LoginKind = 'visitor' | 'individual' | 'practitioner' | 'chemist';
export const CHEMIST_LIKE_USER_TYPES: readonly UserTypeCode[] = [5, 6, 8];
export function loginKindOf(userType: UserTypeCode | null | undefined): LoginKind {
  if (userType == null) return 'visitor';
  if (userType === 1) return 'individual';
  if (CHEMIST_LIKE_USER_TYPES.includes(userType)) return 'chemist';
  return 'practitioner';
}
