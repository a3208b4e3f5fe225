/**
 * The route table of spec section 2 in one place: which paths exist, which are public and which need a session.
 * A path that matches neither list is unknown (404). Patterns use React Router syntax.
 * Pages are built one feature at a time (app/routes.ts); a known path whose page does not exist yet shows the 404
 * page, after login when it is protected.
 */
import { matchPath } from 'react-router';
import { TREATMENT_CATEGORIES } from '@nirog/shared/knowledge';
import { isBlogListPath, isBlogPath } from './search-target.ts';

export { searchTargetOf, showsSearchBar, type SearchTarget } from './search-target.ts';


export const PUBLIC_PATTERNS: readonly string[] = [
  '/', '/connect-peers', '/learn', '/manage',
  '/medicines', '/medicines/category', '/medicines/category/:id', '/medicines/topDeals', '/medicines/allMedicines', '/medicines/:slug', '/medicine/*',
  '/offers', '/offers/sabse-sasta-sunday', '/offers/clearance-sale', '/offers/:slug',
  '/sign-up', '/login', '/login-individual', '/login-practitioner', '/sign-up-individual', '/sign-up-practitioner', '/practitioner',
  '/company', '/about-us', '/terms-of-service', '/privacy-policy', '/cancellation-policy', '/refunds-returns-policy', '/support',
  '/likes/:feedId', '/followers', '/followings', '/followers/:userId', '/followings/:userId', '/category',
  '/core/followers', '/core/followings', '/core/followers/:userId', '/core/followings/:userId', '/core/category',
  '/olympiad', '/olympiad/all-time-leaderboard', '/olympiad/today-leaderboard', '/olympiad/top-performers',
  '/reseller', '/reseller/about', '/reseller/prescription/:orderId',
  '/order/:routeContext',
  '/clinics', '/clinics/:city', '/clinics/:city/:clinicName',
  '/ayurvedic-doctor', '/ayurvedic-doctor/:city/:doctorName',
  '/ayurveda', '/ayurveda/doctors', '/ayurveda/clinics', '/ayurveda/glossary/:slug',
  '/ayurveda/:city', '/ayurveda/:city/doctors', '/ayurveda/:city/doctor/:doctorSlug', '/ayurveda/:city/clinics', '/ayurveda/:city/clinic/:clinicName',
  '/myorders/:id', '/myorders/:id/postpaidpayment', '/myorders/prepaidpayment',
  '/events', '/events/ayuransh',
  // The glossary's index (decision 049): public like its entries, for readers and search engines.
  '/ayurveda/glossary',
  // An event's page (decision 050); the series page above is matched first.
  '/events/:slug',
  '/treatments', ...TREATMENT_CATEGORIES.flatMap((c) => [`/treatments/${c}`, `/treatments/${c}/:slug`]), '/treatments/:slug/:subslug',
  '/services', '/services/:slug', '/health-conditions', '/health-conditions/:slug',
  '/request-appointment', '/brands/:slug', '/nirogpartner', '/about-nirog-partner', '/smartcenter',
  '/feeds', '/quizzes', '/webinar', '/webinar/presenter', '/webinar/participant/:webinarId', '/learning', '/bot', '/404',
  '/sanchaalak/privacy-policy', '/dl/:shortCode', '/r/:code', '/sitemap.xml', '/robots.txt',
  // The sitemap index's children (decision 051).
  '/sitemaps/:file',
  // The language switch (not a page: it remembers the choice and goes back).
  '/language',
  // Article listings per media type and language (and category), and the content search (decision 046).
  '/content/search',
  // A certificate's verification page, for anyone who scans its QR code (decision 067).
  '/certificates/:id',
  // Universal search (decision 071).
  '/search',
];

export const PROTECTED_PATTERNS: readonly string[] = [
  '/ai-assistant', '/myAddress',
  '/my-patients', '/my-patients/view', '/my-patients/select-address', '/my-patients/edit/:patientId',
  '/my-appointments', '/my-appointments/reschedule/:id', '/appointment-calendar', '/appointment-requests', '/my-leads', '/myclinic', '/appointment-consultation/:apptId',
  '/profile', '/profile/delete-account', '/profile-verification', '/community', '/bookmarks', '/feeds/:feedId', '/feeds/user/:userId',
  '/quizzes/:quizzId', '/quiz/:quiz', '/quiz/:quiz/*', '/attempt-quiz', '/quiz-result',
  '/webinar/:webinarId', '/olympiad/:olympiadId', '/olympiad-result', '/dealPage', '/upcomingDealPage',
  '/learning/:categoryId/:courseId/:topicId/:topicVideoId',
  // A course's page and the player's progress saves (decision 068).
  '/learning/:categoryId/:courseId', '/learning-progress',
  '/reseller/selectPatientAddress', '/reseller/medicines', '/reseller/cart', '/reseller/orders', '/reseller/bankdetails', '/reseller/:tokenCode',
  // The partner's earnings and payouts (decision 072).
  '/reseller/earnings',
  '/myorders', '/nirogmoney', '/referral', '/quick-order', '/notifications', '/notifications/settings',
  // A customer's support ticket (decision 055).
  '/support/tickets/:id',
  // Back office (operators; everyone else gets the 404 page).
  '/admin', '/admin/verifications', '/admin/verifications/:userId',
  '/admin/orders', '/admin/orders/:id', '/admin/returns', '/admin/payments', '/admin/jobs',
  '/admin/audit', '/admin/export/:list', '/admin/payouts', '/admin/partners', '/admin/cod-confirmation',
  '/admin/stock', '/admin/stock/import', '/admin/stock/movements',
  '/admin/prices', '/admin/deals', '/admin/deals/:id', '/admin/offers', '/admin/offers/:id', '/admin/coupons', '/admin/coupons/:id', '/admin/schemes', '/admin/schemes/:id', '/admin/rewards',
  '/admin/users', '/admin/users/:userId', '/admin/operators', '/admin/tickets', '/admin/tickets/:id', '/admin/moderation', '/admin/certificates', '/admin/assistant-feedback',
  '/admin/olympiads', '/admin/olympiads/:id',
  '/admin/quiz-banks', '/admin/quiz-banks/:id', '/admin/quiz-banks/:id/questions/new', '/admin/quiz-banks/:id/questions/:questionId', '/admin/quizzes', '/admin/quizzes/new', '/admin/quizzes/:id', '/admin/webinars', '/admin/learning', '/admin/learning/:courseId',
  '/admin/products', '/admin/products/new', '/admin/products/:id', '/admin/products/:id/images', '/admin/brands', '/admin/categories',
  '/admin/articles', '/admin/articles/new', '/admin/articles/images', '/admin/articles/:id', '/admin/articles/:id/preview', '/admin/articles/:id/revisions/:revisionId',
];

const matches = (patterns: readonly string[], pathname: string) => patterns.some((p) => matchPath({ path: p, caseSensitive: true }, pathname));

export type RouteAccess = 'public' | 'protected' | 'unknown';

/** Public wins where a pattern could match both (e.g. /myorders/prepaidpayment). */
export function routeAccess(pathname: string): RouteAccess {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (matches(PUBLIC_PATTERNS, path) || isBlogPath(path) || isBlogListPath(path)) return 'public';
  if (matches(PROTECTED_PATTERNS, path)) return 'protected';
  return 'unknown';
}

/** Only local paths may be used as the after-login destination. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  if (/^\/(login|sign-up)/.test(to)) return fallback;
  return to;
}

/**
 * Where a login lands when there is no page to return to (issue 19, decision 045): an operator on the back office, a
 * doctor or clinic on their desk, a trade buyer (student, retailer, chemist, distributors) on the shop with their
 * prices, an individual on the home page. The page the user meant to reach (`redirectTo`) always wins over this.
 */
export function roleHomeOf(user: { userType: number; isOperator: boolean }): string {
  if (user.isOperator) return '/admin';
  if (user.userType === 2 || user.userType === 3) return '/my-appointments';
  if (user.userType >= 4) return '/medicines';
  return '/';
}

export const LOGIN_PATH = '/login-individual';
/**
 * The professional areas (community, quizzes, webinars, olympiad, courses, the doctor's desk, the assistant): a person
 * sent to log in there is a practitioner or student, so they land on the practitioner login, whose "Sign up" opens the
 * practitioner's form. Everything else (a patient's pages, a partner's payment link to a patient) keeps the individual one.
 */
const PRACTITIONER_AREA = /^\/(feeds|community|quizzes|quiz|attempt-quiz|quiz-result|webinar|olympiad|olympiad-result|learning|my-patients|appointment-calendar|appointment-requests|my-leads|myclinic|ai-assistant)(\/|$)/;
export function loginRedirectUrl(url: URL): string {
  const login = PRACTITIONER_AREA.test(url.pathname) ? '/login-practitioner' : LOGIN_PATH;
  return `${login}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}
