/**
 * The API's routes by method and path (below /api), each with the zod schema of its success entity (decision 018).
 * The API takes each route's response schema from here, so the OpenAPI document, the serialiser and the web's typed
 * client read one definition. Every JSON route of the API is listed (the contract test fails on one that is not).
 */
import { z } from 'zod';
import { noEntity } from './schemas/envelope.ts';
import {
  accessEntity,
  deactivationEntity,
  loginLinkEntity,
  meEntity,
  sendOtpResponse,
  sessionEntity,
  signupEntity,
  userEntity,
} from './schemas/auth.ts';
import { addressList, addressView, gstVerifiedEntity, practiceLocation } from './schemas/address.ts';
import { deliveryEstimate, gstRegistryEntry, pincodeInfo, serviceability, serviceableRule, serviceableRuleList, stateList } from './schemas/location.ts';
import { emailCodeSent, PROFILE_SECTIONS, profileEntryView, profilePicture, profileView, type ProfileSection } from './schemas/profile.ts';
import { REGISTRATION_CALLS, REGISTRATION_KINDS, registrationInfo, reviewDecision, reviewDetail, reviewQueue, verificationStatusView } from './schemas/verification.ts';
import { walletAdjustment, walletSummary } from './schemas/wallet.ts';
import { adminUserPoints, pointsRedemption, pointsSummary, referralSummary, rewardSettingsEntity } from './schemas/rewards.ts';
import { cartCount, cartView } from './cart.ts';
import { uploadReadUrl, uploadReceived, uploadSlot } from './schemas/uploads.ts';
import { jobList, jobRetried } from './schemas/jobs.ts';
import { OPERATOR_ROUTES } from './schemas/operators.ts';
import { AUDIT_ROUTES } from './schemas/audit.ts';
import { STOCK_ROUTES } from './schemas/stock.ts';
import { SCHEME_ROUTES } from './schemas/schemes.ts';
import { ADMIN_USER_ROUTES } from './schemas/admin-users.ts';
import { DASHBOARD_ROUTES } from './schemas/dashboard.ts';
import { CATALOG_ADMIN_ROUTES } from './schemas/catalog-admin.ts';
import {
  bookmarkState,
  brandSummary,
  brandView,
  catalogSitemap,
  categoryNode,
  dealList,
  inventoryView,
  offerList,
  offerWithProducts,
  productDetail,
  productPage,
  stockAlertList,
  stockAlertState,
  suggestion,
  tradeDiscount,
} from './schemas/catalog.ts';
import { couponAdminItem, couponAdminList, couponList, couponReleased } from './schemas/coupons.ts';
import { PRICES_ADMIN_ROUTES } from './schemas/prices-admin.ts';
import { shareLinkCreated, shareLinkView } from './share-links.ts';
import { botInfo, codeTables, liveness, readiness } from './schemas/system.ts';
import { INVOICE_ROUTES } from './schemas/invoices.ts';
import { PAYMENT_ROUTES } from './schemas/payments.ts';
import { ORDER_ROUTES } from './schemas/orders.ts';
import { TRADE_ROUTES } from './schemas/trade.ts';
import { PRIVACY_ROUTES } from './schemas/privacy.ts';
import { CARE_ROUTES } from './schemas/care.ts';
import { ARTICLE_ROUTES } from './schemas/articles.ts';
import { EVENT_ROUTES } from './schemas/events.ts';
import { KNOWLEDGE_ROUTES } from './schemas/knowledge.ts';
import { SUPPORT_ROUTES } from './schemas/support.ts';
import { FEED_ROUTES } from './schemas/feeds.ts';
import { QUIZ_ROUTES } from './schemas/quiz.ts';
import { QUIZ_AUTHOR_ROUTES } from './schemas/quiz-author.ts';
import { CERTIFICATE_ROUTES } from './schemas/certificates.ts';
import { PARTNER_ROUTES } from './schemas/partner.ts';
import { WEBINAR_ROUTES } from './schemas/webinar.ts';
import { LEARNING_ROUTES } from './schemas/learning.ts';
import { OLYMPIAD_ROUTES } from './schemas/olympiad.ts';
import { ASSISTANT_ROUTES } from './schemas/assistant.ts';
import { PAYOUT_ROUTES } from './schemas/payouts.ts';
import { NOTIFICATION_ROUTES } from './schemas/notifications.ts';

type SectionRoutes<M extends string, Suffix extends string, S> = Record<`${M} /v1/users/:id/profile/${ProfileSection}${Suffix}`, S>;
const perSection = <M extends string, Suffix extends string, S extends z.ZodType>(method: M, suffix: Suffix, schema: S) =>
  Object.fromEntries(PROFILE_SECTIONS.map((s) => [`${method} /v1/users/:id/profile/${s}${suffix}`, schema])) as SectionRoutes<M, Suffix, S>;

const registrationRoutes = Object.fromEntries(
  REGISTRATION_KINDS.map((kind) => [`POST /users/:id/${REGISTRATION_CALLS[kind].path}`, verificationStatusView]),
) as Record<`POST /users/:id/${'dr-registration' | 'student-registration' | 'chemist-registration' | 'retailer-registration'}`, typeof verificationStatusView>;

export const API_ROUTES = {
  // Health and reference
  'GET /health/live': liveness,
  'GET /health/ready': readiness,
  'GET /pub/v1/codes': codeTables,
  'GET /pub/v1/bot-info': botInfo,

  // Identity and account
  'POST /pub/users/sendOtp/register': sendOtpResponse,
  'POST /pub/users/sendOtp/mobile': sendOtpResponse,
  'POST /pub/users/sendOtp/update': sendOtpResponse,
  'POST /pub/users/verifyOtp/mobile': signupEntity,
  'POST /pub/users/login/mobile': sessionEntity,
  'POST /pub/v1/users/otp/verify': userEntity,
  'GET /v1/users/me': meEntity,
  'POST /v1/users/logout': noEntity,
  'PUT /v1/users/language': userEntity,
  'GET /v1/users/user-access/:userId': accessEntity,
  'PUT /v1/users/user-access/:userId': accessEntity,
  'POST /users/deactivate/:userId': deactivationEntity,
  'POST /users/reactivate/:userId': deactivationEntity,
  'POST /v1/login-links': loginLinkEntity,
  'POST /pub/v1/users/login-link': sessionEntity,
  'POST /v1/analytics/events': noEntity,
  'GET /v1/users/:userId/summary': userEntity,

  // Addresses, GST and location
  'GET /v1/address': addressList,
  'GET /v1/address/user/:userId': addressList,
  'GET /v0/address/:id': addressView,
  'POST /v1/address': addressView,
  'PUT /v1/address/:id': addressView,
  'POST /v1/address/default-billing': addressView,
  'DELETE /v1/address/:id': noEntity,
  'POST /v1/gst/verify': gstVerifiedEntity,
  'GET /pub/states': stateList,
  'GET /pub/pincodes/:pincode': pincodeInfo,
  'GET /serviceable_pincodes/:pincode': serviceability,
  'GET /pub/serviceable_pincodes/:pincode': serviceability,
  'GET /v2/deliverytime': deliveryEstimate,
  'GET /v1/admin/serviceable-pincodes': serviceableRuleList,
  'PUT /v1/admin/serviceable-pincodes': serviceableRule,
  'PUT /v1/admin/gst-registry': gstRegistryEntry,

  // Profile
  'GET /v1/doctor-profile/:userId': practiceLocation,
  'PUT /v1/doctor-profile/:userId/location': practiceLocation,
  'GET /v1/users/:id/profile': profileView,
  'PUT /v1/users/:id/profile': profileView,
  ...perSection('POST', '', profileEntryView),
  ...perSection('PUT', '/:entryId', profileEntryView),
  ...perSection('DELETE', '/:entryId', noEntity),
  'POST /v1/users/:id/email/send': emailCodeSent,
  'POST /v1/users/:id/email/verify': profileView,
  'PUT /v1/users/:id/profile-picture': profilePicture,
  'DELETE /v1/users/:id/profile-picture': profilePicture,

  // Verification
  ...registrationRoutes,
  'GET /v3/is_verified/:userId': verificationStatusView,
  'GET /users/:id/registration': registrationInfo,
  'GET /v1/admin/verifications': reviewQueue,
  'GET /v1/admin/verifications/:userId': reviewDetail,
  'POST /v1/admin/verifications/:userId/decision': reviewDecision,

  // Nirog money
  'GET /v1/nirogmoney': walletSummary,
  'GET /nirogmoney': walletSummary,
  'POST /v1/admin/nirogmoney/:userId/adjust': walletAdjustment,
  'GET /v1/referral': referralSummary,
  'GET /v1/rewards/points': pointsSummary,
  'POST /v1/rewards/points/redeem': pointsRedemption,
  'GET /v1/admin/rewards/settings': rewardSettingsEntity,
  'PUT /v1/admin/rewards/settings': rewardSettingsEntity,
  'GET /v1/admin/rewards/points/:userId': adminUserPoints,

  // Catalog
  'GET /pub/v3/products': productPage,
  'GET /pub/v1/products/suggest': z.array(suggestion),
  'GET /v0/products/:slug': productDetail,
  'GET /pub/v0/products/:slug': productDetail,
  'GET /v3/products/:packageId/inventory': inventoryView,
  'GET /pub/v1/categories': z.array(categoryNode),
  'GET /pub/v1/brands': z.array(brandSummary),
  'GET /pub/v1/brands/:slug': brandView,
  'POST /v1/bookmarks': bookmarkState,
  'DELETE /v1/bookmarks/:productId': bookmarkState,
  'POST /v1/stock-alerts': stockAlertState,
  'GET /v1/stock-alerts': stockAlertList,
  'GET /pub/v1/offers': offerList,
  'GET /pub/v1/offers/:slug': offerWithProducts,
  'GET /v1/deals': dealList,
  'GET /pub/v1/catalog/sitemap': catalogSitemap,
  'PUT /v1/admin/trade-discounts': tradeDiscount,

  // Coupons
  'GET /v1/coupons/:userId': couponList,
  'POST /v1/coupons/release': couponReleased,
  'GET /v1/admin/coupons': couponAdminList,
  'POST /v1/admin/coupons': couponAdminItem,
  'GET /v1/admin/coupons/:id': couponAdminItem,
  'PATCH /v1/admin/coupons/:id': couponAdminItem,
  'PUT /v1/admin/coupons/:id': couponAdminItem,
  'PUT /v1/admin/coupons/:id/active': couponAdminItem,

  // Prices, deals and offers (back office)
  ...PRICES_ADMIN_ROUTES,

  // Share links
  'POST /v1/share-links': shareLinkCreated,
  'POST /pub/v1/share-links': shareLinkCreated,
  'GET /pub/v1/share-links/:code': shareLinkView,

  // Cart
  'POST /v2/cart': cartCount,
  'POST /v2/cart/:id/delete': cartCount,
  'GET /v2/cart/:userId/count': cartCount,
  'GET /v2/cart/:userId': cartView,
  'GET /v2/guest-cart': cartView,
  'GET /v2/guest-cart/count': cartCount,

  // Uploads
  'POST /v1/uploads/presign': uploadSlot,
  'PUT /uploads/:id': uploadReceived,
  'POST /v1/uploads/:id/complete': uploadReceived,
  'GET /v1/uploads/:id/url': uploadReadUrl,

  // Background jobs (operators)
  'GET /v1/admin/jobs': jobList,
  'POST /v1/admin/jobs/:id/retry': jobRetried,

  // Operators and their roles (admin)
  ...OPERATOR_ROUTES,
  ...ARTICLE_ROUTES,

  // The audit trail of back-office writes
  ...AUDIT_ROUTES,
  ...STOCK_ROUTES,
  ...SCHEME_ROUTES,

  // The back office's users (support)
  ...ADMIN_USER_ROUTES,
  ...DASHBOARD_ROUTES,
  // Events and their registrations (issue 20 part 3)
  ...EVENT_ROUTES,
  ...CATALOG_ADMIN_ROUTES,

  // Checkout, orders, after-sales and the back office's orders
  ...ORDER_ROUTES,
  ...TRADE_ROUTES,

  // Online payment
  ...PAYMENT_ROUTES,

  // Tax documents and my data
  ...INVOICE_ROUTES,
  ...PRIVACY_ROUTES,

  // Care (directory, schedule, appointments, requests, desk, patients, consultations)
  ...CARE_ROUTES,
  ...KNOWLEDGE_ROUTES,
  // Support tickets and "Need help" (issue 21 parts 2 and 3, decision 055)
  ...SUPPORT_ROUTES,
  // The professional community: posts, comments, likes, follows, bookmarks, moderation (issue 22, decision 060)
  ...FEED_ROUTES,
  ...NOTIFICATION_ROUTES,
  // Quizzes (issue 23 part 1, decision 063)
  ...QUIZ_ROUTES,
  // Authoring quizzes in the back office (issue 23 part 3, decision 066)
  ...QUIZ_AUTHOR_ROUTES,
  ...CERTIFICATE_ROUTES,
  ...PARTNER_ROUTES,
  ...WEBINAR_ROUTES,
  ...LEARNING_ROUTES,
  // The olympiad (issue 23 part 2, decision 065)
  ...OLYMPIAD_ROUTES,
  ...ASSISTANT_ROUTES,
  // Bank details, the earnings ledger and payouts (issue 25 parts 6-8, decision 072)
  ...PAYOUT_ROUTES,
} satisfies Record<string, z.ZodType>;

export type ApiRoutes = typeof API_ROUTES;
export type ApiRouteKey = keyof ApiRoutes & string;
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** '/v0/products/:slug' as the paths that match it: '/v0/products/${string}'. */
type PathPattern<P extends string> = P extends `${infer A}:${string}/${infer B}`
  ? `${A}${string}/${PathPattern<B>}`
  : P extends `${infer A}:${string}`
    ? `${A}${string}`
    : P;
type Matching<P extends string> = PathPattern<P> | `${PathPattern<P>}?${string}`;

/** Every concrete path (with or without a query string) a method's listed routes accept. */
export type ApiPath<M extends ApiMethod> = { [K in ApiRouteKey]: K extends `${M} ${infer P}` ? Matching<P> : never }[ApiRouteKey];

type StripQuery<S extends string> = S extends `${infer A}?${string}` ? A : S;
type Segments<S extends string> = S extends `${string}/${infer B}` ? [0, ...Segments<B>] : [0];
/** '${string}' also matches a slash: a path only matches a route with as many segments ('/v2/patients/1/2' is not '/v2/patients/:userId'). */
type SameDepth<Path extends string, P extends string> = Segments<StripQuery<Path>>['length'] extends Segments<P>['length'] ? true : false;
/** A route without a parameter in the caller's place: it wins, as in Fastify ('/v2/patients/member-patient' over '/v2/patients/:userId'). */
type StaticEntity<M extends ApiMethod, Path extends string> = {
  [K in ApiRouteKey]: K extends `${M} ${infer P}` ? (StripQuery<Path> extends P ? z.output<ApiRoutes[K]> : never) : never;
}[ApiRouteKey];
type PatternEntity<M extends ApiMethod, Path extends string> = {
  [K in ApiRouteKey]: K extends `${M} ${infer P}` ? (Path extends Matching<P> ? (SameDepth<Path, P> extends true ? z.output<ApiRoutes[K]> : never) : never) : never;
}[ApiRouteKey];

/** The entity a call answers with, as the client receives it (dates as ISO strings). */
export type ApiEntity<M extends ApiMethod, Path extends string> = [StaticEntity<M, Path>] extends [never] ? PatternEntity<M, Path> : StaticEntity<M, Path>;

/** The entity of a route by its key, as the client receives it. */
export type RouteEntity<K extends ApiRouteKey> = z.output<ApiRoutes[K]>;
