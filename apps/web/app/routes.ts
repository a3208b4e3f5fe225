/**
 * The pages that exist today. Which paths are public or protected is decided in route-access.ts (spec section 2);
 * every other path falls to the catch-all, which answers 404 (after login for a protected path).
 */
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { hasHindiAddress } from '@nirog/shared/messages/locale-path';
import { ARTICLE_MEDIA_TYPES } from '@nirog/shared/schemas/articles';

/**
 * The public pages people search for also have a Hindi address (decision 020): the same modules under `/hi`, ids
 * prefixed `hi/`, for the paths `hasHindiAddress` names (home, the shop and brands, doctors and clinics).
 */
function inHindi(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((r): RouteConfigEntry[] => {
    const id = `hi/${r.id ?? r.file.replace(/\.tsx?$/, '')}`;
    if (r.index) return [{ ...r, id, index: true, path: 'hi' }];
    if (r.path === undefined) {
      const children = inHindi(r.children ?? []);
      return children.length ? [{ ...r, id, children }] : [];
    }
    if (!hasHindiAddress(`/${r.path}`)) return [];
    return [{ ...r, id, path: `hi/${r.path}`, children: r.children && inHindi(r.children) }];
  });
}

/** The pages of the site's first part; `inHindi` gives those with a Hindi address their second one. */
const pages: RouteConfigEntry[] = [
  index('routes/home.tsx'),
  route('language', 'routes/language.tsx'),
  route('about-us', 'routes/company/about-us.tsx'),
  route('company', 'routes/company/company.tsx'),
  route('terms-of-service', 'routes/company/terms-of-service.tsx'),
  route('privacy-policy', 'routes/company/privacy-policy.tsx'),
  route('cancellation-policy', 'routes/company/cancellation-policy.tsx'),
  route('refunds-returns-policy', 'routes/company/refunds-returns-policy.tsx'),
  route('support', 'routes/company/support.tsx'),
  route('sanchaalak/privacy-policy', 'routes/company/sanchaalak-privacy-policy.tsx'),
  route('practitioner', 'routes/company/practitioner.tsx'),
  // Issue 20 part 3 (decisions 050, 051): events, the Ayuransh series, and the landing pages.
  route('events', 'routes/events/events.tsx'),
  route('events/ayuransh', 'routes/events/ayuransh.tsx'),
  route('events/:slug', 'routes/events/event.tsx'),
  route('learn', 'routes/landing/learn.tsx'),
  route('manage', 'routes/landing/manage.tsx'),
  route('smartcenter', 'routes/landing/smartcenter.tsx'),
  route('connect-peers', 'routes/landing/connect-peers.tsx'),
  // Issue 23 part 1 (decision 063): the quizzes.
  route('quizzes', 'routes/quiz/quizzes.tsx'),
  // Issue 25 (decision 070): Nirog Partner's public pages (the join action is on them).
  route('reseller', 'routes/partner/programme.tsx', { id: 'partner-reseller' }),
  route('reseller/about', 'routes/partner/programme.tsx', { id: 'partner-reseller-about' }),
  route('nirogpartner', 'routes/partner/programme.tsx', { id: 'partner-nirogpartner' }),
  route('about-nirog-partner', 'routes/partner/programme.tsx', { id: 'partner-about' }),
  // Issue 24 (decision 069): webinars, the presenter's page and the live page.
  route('webinar', 'routes/webinar/webinars.tsx'),
  route('webinar/presenter', 'routes/webinar/presenter.tsx'),
  route('webinar/participant/:webinarId', 'routes/webinar/participant.tsx'),
  // Issue 24 (decision 068): the learning library's courses by category.
  route('learning', 'routes/learning/learning.tsx'),
  // Issue 23 part 2 (decision 065): the olympiad and its three leaderboards (one module, the board from the path).
  route('olympiad', 'routes/olympiad/olympiad.tsx', { id: 'olympiad' }),
  route('olympiad/all-time-leaderboard', 'routes/olympiad/olympiad.tsx', { id: 'olympiad-all-time' }),
  route('olympiad/today-leaderboard', 'routes/olympiad/olympiad.tsx', { id: 'olympiad-today' }),
  route('olympiad/top-performers', 'routes/olympiad/olympiad.tsx', { id: 'olympiad-top' }),
  // Issue 26 (decision 071): the public Vaidya assistant and universal search.
  route('bot', 'routes/assistant/bot.tsx'),
  route('search', 'routes/assistant/search.tsx'),
  // Issue 22 parts 5 and 6 (decision 062): the feed's people pages and topics; the /core/... variants redirect here.
  route('followers', 'routes/feeds-people/people.tsx', { id: 'feed-people-followers' }),
  route('followings', 'routes/feeds-people/people.tsx', { id: 'feed-people-followings' }),
  route('followers/:userId', 'routes/feeds-people/people.tsx', { id: 'feed-people-user-followers' }),
  route('followings/:userId', 'routes/feeds-people/people.tsx', { id: 'feed-people-user-followings' }),
  route('likes/:feedId', 'routes/feeds-people/likes.tsx'),
  route('category', 'routes/feeds-people/category.tsx'),
  route('core/followers', 'routes/feeds-people/core-redirect.tsx', { id: 'feed-people-core-followers' }),
  route('core/followings', 'routes/feeds-people/core-redirect.tsx', { id: 'feed-people-core-followings' }),
  route('core/followers/:userId', 'routes/feeds-people/core-redirect.tsx', { id: 'feed-people-core-followers-user' }),
  route('core/followings/:userId', 'routes/feeds-people/core-redirect.tsx', { id: 'feed-people-core-followings-user' }),
  route('core/category', 'routes/feeds-people/core-redirect.tsx', { id: 'feed-people-core-category' }),

  route('sign-up', 'routes/auth/sign-up.tsx'),
  route('sign-up-individual', 'routes/auth/sign-up-individual.tsx'),
  route('sign-up-practitioner', 'routes/auth/sign-up-practitioner.tsx'),
  route('login', 'routes/auth/login.tsx'),
  route('login-individual', 'routes/auth/login-individual.tsx'),
  route('login-practitioner', 'routes/auth/login-practitioner.tsx'),
  route('logout', 'routes/auth/logout.tsx'),
  route('signup-modal', 'routes/signup-modal.tsx'),

  // Medicine catalog (issue 5): shop home, categories, listings, product pages, brands, offers.
  // Each section's layout applies the access map (spec section 6).
  layout('routes/medicines/section-medicine.tsx', [
    route('medicines', 'routes/medicines/shop-home.tsx'),
    route('medicines/category', 'routes/medicines/categories.tsx'),
    route('medicines/category/:id', 'routes/medicines/category.tsx'),
    route('medicines/topDeals', 'routes/medicines/top-deals.tsx'),
    route('medicines/allMedicines', 'routes/medicines/all-medicines.tsx'),
    route('medicines/:slug', 'routes/medicines/product.tsx'),
    route('medicine/*', 'routes/medicines/legacy-product.tsx'),
    route('brands/:slug', 'routes/medicines/brand.tsx'),
  ]),
  layout('routes/medicines/section-offers.tsx', [route('offers', 'routes/medicines/offers.tsx'), route('offers/:slug', 'routes/medicines/offer.tsx')]),

  // Care (issue 8): doctors and clinics by city, doctor and clinic pages. Each section's layout applies the access map.
  layout('routes/care/section-find-doctors.tsx', [
    route('ayurveda', 'routes/care/hub.tsx'),
    route('ayurveda/doctors', 'routes/care/doctors.tsx', { id: 'care-doctors' }),
    route('ayurvedic-doctor', 'routes/care/doctors.tsx', { id: 'care-ayurvedic-doctor' }),
    route('ayurveda/:city', 'routes/care/city.tsx'),
    route('ayurveda/:city/doctors', 'routes/care/doctors.tsx', { id: 'care-city-doctors' }),
    route('ayurveda/:city/doctor/:doctorSlug', 'routes/care/doctor.tsx', { id: 'care-doctor' }),
    route('ayurvedic-doctor/:city/:doctorName', 'routes/care/doctor.tsx', { id: 'care-ayurvedic-doctor-page' }),
  ]),
  layout('routes/care/section-find-clinics.tsx', [
    route('ayurveda/clinics', 'routes/care/clinics.tsx', { id: 'care-clinics' }),
    route('ayurveda/:city/clinics', 'routes/care/clinics.tsx', { id: 'care-city-clinics' }),
    route('clinics', 'routes/care/clinics.tsx', { id: 'care-clinics-short' }),
    route('clinics/:city', 'routes/care/clinics.tsx', { id: 'care-clinics-short-city' }),
    route('ayurveda/:city/clinic/:clinicName', 'routes/care/clinic.tsx', { id: 'care-clinic' }),
    route('clinics/:city/:clinicName', 'routes/care/clinic.tsx', { id: 'care-clinic-short' }),
  ]),

  // Issue 20 part 2 (decisions 048, 049): the glossary, treatments, services and health conditions. Reading pages.
  route('ayurveda/glossary', 'routes/knowledge/glossary.tsx'),
  route('ayurveda/glossary/:slug', 'routes/knowledge/glossary-term.tsx'),
  route('treatments', 'routes/knowledge/treatments.tsx'),
  route('treatments/:category', 'routes/knowledge/treatment-category.tsx'),
  route('treatments/:category/:condition', 'routes/knowledge/treatment.tsx'),
  route('services', 'routes/knowledge/services.tsx'),
  route('services/:slug', 'routes/knowledge/service.tsx'),
  route('health-conditions', 'routes/knowledge/health-conditions.tsx'),
  route('health-conditions/:slug', 'routes/knowledge/health-condition.tsx'),
];

export default [
  ...pages,
  ...inHindi(pages),

  layout('routes/protected.tsx', [
    route('profile', 'routes/account/profile.tsx'),
    route('profile/delete-account', 'routes/account/delete-account.tsx'),
    route('myAddress', 'routes/account/my-address.tsx'),
    route('nirogmoney', 'routes/account/nirog-money.tsx'),
    route('referral', 'routes/account/referral.tsx'),
    route('bookmarks', 'routes/account/bookmarks.tsx'),
    // Trade buyers (decision 043): many packs into the cart at once.
    route('quick-order', 'routes/orders/quick-order.tsx'),
    route('myorders', 'routes/orders/my-orders.tsx'),
    // The bell's inbox and its settings (decision 054).
    route('notifications', 'routes/notifications/inbox.tsx'),
    route('notifications/settings', 'routes/notifications/settings.tsx'),
    route('profile-verification', 'routes/account/profile-verification.tsx'),
    // Issue 21 part 2 (decision 055): one of the customer's support tickets.
    route('support/tickets/:id', 'routes/support/ticket.tsx'),
    // Issue 23 part 1 (decision 063): a quiz, its attempt and its result; the /quiz/{quiz} variants open the quiz.
    route('quizzes/:quizzId', 'routes/quiz/quiz.tsx'),
    // Issue 26 (decision 071): the Vaidya assistant for practitioners.
    route('ai-assistant', 'routes/assistant/ai-assistant.tsx'),
    route('quiz/:quiz', 'routes/quiz/quiz-redirect.tsx'),
    route('quiz/:quiz/*', 'routes/quiz/quiz-redirect.tsx', { id: 'quiz-redirect-deep' }),
    route('attempt-quiz', 'routes/quiz/attempt.tsx'),
    route('quiz-result', 'routes/quiz/result.tsx'),
    route('webinar/:webinarId', 'routes/webinar/webinar.tsx'),
    // Issue 24 (decision 068): a course, a topic's video (spec section 2's route) and the player's progress saves.
    route('learning/:categoryId/:courseId', 'routes/learning/course.tsx'),
    route('learning/:categoryId/:courseId/:topicId/:topicVideoId', 'routes/learning/video.tsx'),
    route('learning-progress', 'routes/learning/progress.tsx'),
    // Issue 23 part 2 (decision 065): an edition's questions of the day, and a participant's result.
    route('olympiad/:olympiadId', 'routes/olympiad/play.tsx'),
    route('olympiad-result', 'routes/olympiad/result.tsx'),
    // Issue 25 parts 6-7 (decision 072): payout details, and the partner's earnings and payouts.
    route('reseller/bankdetails', 'routes/reseller/bank-details.tsx'),
    route('reseller/earnings', 'routes/reseller/earnings.tsx'),
    route('dealPage', 'routes/medicines/deal-page.tsx'),
    route('upcomingDealPage', 'routes/medicines/upcoming-deal-page.tsx'),
    // The back office's own layout: its header, no shop header, search or footer (issue 19 item 10).
    layout('routes/admin/office-layout.tsx', [
      route('admin', 'routes/admin/dashboard.tsx'),
      route('admin/verifications', 'routes/admin/verifications.tsx'),
      route('admin/verifications/:userId', 'routes/admin/verification-detail.tsx'),
      // Back office (issue 7 part 7): the order pipeline, returns and refunds, NEFT transfers and credit limits.
      route('admin/orders', 'routes/admin/orders.tsx'),
      route('admin/orders/:id', 'routes/admin/order-detail.tsx'),
      route('admin/returns', 'routes/admin/returns.tsx'),
      route('admin/payments', 'routes/admin/payments.tsx'),
      // Decision 072: payouts to partners, doctors and clinics; the consultation fee and TDS settings.
      route('admin/payouts', 'routes/admin/payouts.tsx'),
      // Issue 21 part 7 (decision 056): the amount above which cash on delivery needs the buyer's code.
      route('admin/cod-confirmation', 'routes/admin/cod-confirmation.tsx'),
      // Decision 076: Nirog Partners, their orders (settle a due one now) and the rates per tier.
      route('admin/partners', 'routes/admin/partners.tsx'),
      // Background jobs that ran out of attempts, and their retry (issue 16; decision 021).
      route('admin/jobs', 'routes/admin/jobs.tsx'),
      // Issue 18: the audit trail, and the CSV export of any back-office list (decision 033).
      route('admin/audit', 'routes/admin/audit.tsx'),
      route('admin/stock', 'routes/admin/stock.tsx'),
      route('admin/stock/import', 'routes/admin/stock-import.tsx'),
      route('admin/stock/imports/:id', 'routes/admin/stock-import-status.tsx'),
      route('admin/stock/movements', 'routes/admin/stock-movements.tsx'),
      route('admin/prices', 'routes/admin/prices.tsx'),
      route('admin/deals', 'routes/admin/deals.tsx'),
      route('admin/deals/:id', 'routes/admin/deal.tsx'),
      route('admin/offers', 'routes/admin/offers.tsx'),
      route('admin/offers/:id', 'routes/admin/offer.tsx'),
      route('admin/coupons', 'routes/admin/coupons.tsx'),
      route('admin/coupons/:id', 'routes/admin/coupon.tsx'),
      route('admin/schemes', 'routes/admin/schemes.tsx'),
      route('admin/schemes/:id', 'routes/admin/scheme.tsx'),
      route('admin/rewards', 'routes/admin/rewards.tsx'),
      route('admin/export/:list', 'routes/admin/export.tsx'),
      // Issue 18 parts 1 and 6 (decision 037): users (support) and operators with their roles (admin).
      route('admin/users', 'routes/admin/users.tsx'),
      route('admin/users/:userId', 'routes/admin/user-detail.tsx'),
      route('admin/operators', 'routes/admin/operators.tsx'),
      // Issue 21 part 2 (decision 055): the support queue and a ticket.
      route('admin/tickets', 'routes/admin/tickets.tsx'),
      route('admin/tickets/:id', 'routes/admin/ticket.tsx'),
      // Issue 22 part 6 (decision 062): reported posts and comments.
      route('admin/moderation', 'routes/admin/moderation.tsx'),
      // Issue 23 part 3 (decision 066): question banks and quizzes assembled from them.
      route('admin/quiz-banks', 'routes/admin/quiz-banks.tsx'),
      route('admin/quiz-banks/:id', 'routes/admin/quiz-bank.tsx'),
      route('admin/quiz-banks/:id/questions/new', 'routes/admin/quiz-question.tsx', { id: 'admin-quiz-question-new' }),
      route('admin/quiz-banks/:id/questions/:questionId', 'routes/admin/quiz-question.tsx', { id: 'admin-quiz-question-edit' }),
      route('admin/quizzes', 'routes/admin/quizzes-office.tsx'),
      route('admin/quizzes/new', 'routes/admin/quiz-edit.tsx', { id: 'admin-quiz-new' }),
      route('admin/quizzes/:id', 'routes/admin/quiz-edit.tsx', { id: 'admin-quiz-edit' }),
      // Issue 23 part 4 (decision 067): look up a certificate and revoke it.
      route('admin/certificates', 'routes/admin/certificates.tsx'),
      // Issue 24 part 5 (decision 069): webinars.
      route('admin/webinars', 'routes/admin/webinars.tsx'),
      // Issue 24 part 5 (decision 068): the learning library's categories, courses, topics and videos.
      route('admin/learning', 'routes/admin/learning.tsx'),
      route('admin/learning/:courseId', 'routes/admin/learning-course.tsx'),
      // Issue 23 part 3 (decision 065): the olympiad schedule.
      route('admin/olympiads', 'routes/admin/olympiads.tsx'),
      route('admin/olympiads/:id', 'routes/admin/olympiad.tsx'),
      route('admin/assistant-feedback', 'routes/admin/assistant-feedback.tsx'),
      // Issue 18 parts 2 and 4: products with packs and pictures, brands, categories (decision 034).
      route('admin/products', 'routes/admin/products.tsx'),
      route('admin/products/new', 'routes/admin/product-new.tsx'),
      route('admin/products/:id', 'routes/admin/product-edit.tsx'),
      route('admin/products/:id/images', 'routes/admin/product-images.tsx'),
      route('admin/brands', 'routes/admin/brands.tsx'),
      route('admin/categories', 'routes/admin/categories.tsx'),
      // Issue 20 (decision 047): the editors' desk.
      route('admin/articles', 'routes/admin/articles.tsx'),
      route('admin/articles/new', 'routes/admin/article-edit.tsx', { id: 'admin-article-new' }),
      route('admin/articles/images', 'routes/admin/article-images.tsx'),
      route('admin/articles/:id', 'routes/admin/article-edit.tsx', { id: 'admin-article-edit' }),
      route('admin/articles/:id/preview', 'routes/admin/article-preview.tsx'),
      route('admin/articles/:id/revisions/:revisionId', 'routes/admin/article-revision.tsx'),
    ]),
  ]),

  // Checkout and orders (issue 6): the checkout steps and the order pages the spec lists as public (they show a
  // login prompt to visitors); /checkout/release is where the payment page's beacon goes when the buyer leaves.
  route('order/:routeContext', 'routes/orders/order-step.tsx'),
  route('checkout/release', 'routes/orders/checkout-release.tsx'),
  route('myorders/prepaidpayment', 'routes/orders/prepaid-payment.tsx'),
  route('myorders/:id', 'routes/orders/order-detail.tsx'),
  route('myorders/:id/postpaidpayment', 'routes/orders/postpaid-payment.tsx'),

  // Care desk (issue 8, parts 6-8): appointment requests (public form), and behind login the doctor's desk and the
  // consultation room.
  route('request-appointment', 'routes/care-desk/request-appointment.tsx'),
  layout('routes/protected.tsx', { id: 'protected-care-desk' }, [
    route('appointment-requests', 'routes/care-desk/appointment-requests.tsx'),
    route('my-leads', 'routes/care-desk/my-leads.tsx'),
    route('my-appointments', 'routes/care-desk/my-appointments.tsx'),
    route('my-appointments/reschedule/:id', 'routes/care-desk/my-appointments-reschedule.tsx'),
    route('my-appointments/:id', 'routes/care-desk/my-appointment.tsx'),
    route('appointment-calendar', 'routes/care-desk/appointment-calendar.tsx'),
    route('myclinic', 'routes/care-desk/myclinic.tsx'),
    route('my-patients', 'routes/care-desk/my-patients.tsx'),
    route('my-patients/view', 'routes/care-desk/my-patients-view.tsx'),
    route('my-patients/select-address', 'routes/care-desk/my-patients-select-address.tsx'),
    route('my-patients/edit/:patientId', 'routes/care-desk/my-patients-edit.tsx'),
    route('appointment-consultation/:apptId', 'routes/care-desk/appointment-consultation.tsx'),
  ]),

  // Health articles (issue 20, decision 046): /{mediaType}/{lang}, /{mediaType}/{lang}/{category} and the article
  // page /{mediaType}/{lang}/{category}/{slug}; the content search behind the search bar of these pages.
  ...ARTICLE_MEDIA_TYPES.flatMap((m) => [
    route(`${m}/:lang/:category?`, 'routes/articles/list.tsx', { id: `articles-${m}` }),
    route(`${m}/:lang/:category/:slug`, 'routes/articles/article.tsx', { id: `articles-${m}-page` }),
  ]),
  route('content/search', 'routes/articles/search.tsx'),

  // The professional feed (issue 22, decision 061): /feeds is public (visitors see public posts only); a post, an
  // author's posts and /community need a session. The Feed section's layout applies the access map.
  layout('routes/feeds/section-feed.tsx', [
    route('feeds', 'routes/feeds/feeds.tsx'),
    layout('routes/protected.tsx', { id: 'protected-feeds' }, [
      route('feeds/compose', 'routes/feeds/compose.tsx'),
      route('feeds/user/:userId', 'routes/feeds/user-posts.tsx'),
      route('feeds/:feedId', 'routes/feeds/post.tsx'),
      route('community', 'routes/feeds/community.tsx'),
    ]),
  ]),

  // A certificate's public verification page (decision 067): what its QR code opens.
  route('certificates/:id', 'routes/certificates/verify.tsx'),
  // Issue 25 (decision 070): the partner area (behind login) and the prescription a payment link shows (public).
  route('reseller/prescription/:orderId', 'routes/partner/prescription.tsx'),
  layout('routes/protected.tsx', { id: 'protected-partner' }, [
    route('reseller/selectPatientAddress', 'routes/partner/select-patient-address.tsx'),
    route('reseller/medicines', 'routes/partner/medicines.tsx'),
    route('reseller/cart', 'routes/partner/cart.tsx'),
    route('reseller/orders', 'routes/partner/orders.tsx'),
    route('reseller/:tokenCode', 'routes/partner/payment-link.tsx'),
  ]),

  // Short share links: /dl/{shortCode} opens the shared page; the Share button gets its link from /share-links.
  route('dl/:shortCode', 'routes/share/short-link.tsx'),
  // A referral link (decision 057): on to sign-up with the code.
  route('r/:code', 'routes/auth/referral-link.tsx'),
  route('share-links', 'routes/share/share-links.tsx'),
  route('sitemap.xml', 'routes/seo/sitemap.tsx'),
  route('sitemaps/:file', 'routes/seo/sitemap-child.tsx'),
  route('robots.txt', 'routes/seo/robots.tsx'),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
