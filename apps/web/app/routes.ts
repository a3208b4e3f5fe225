/**
 * The pages that exist today. Which paths are public or protected is decided in route-access.ts (spec section 2);
 * every other path falls to the catch-all, which answers 404 (after login for a protected path).
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('about-us', 'routes/company/about-us.tsx'),
  route('company', 'routes/company/company.tsx'),
  route('terms-of-service', 'routes/company/terms-of-service.tsx'),
  route('privacy-policy', 'routes/company/privacy-policy.tsx'),
  route('cancellation-policy', 'routes/company/cancellation-policy.tsx'),
  route('refunds-returns-policy', 'routes/company/refunds-returns-policy.tsx'),
  route('support', 'routes/company/support.tsx'),
  route('sanchaalak/privacy-policy', 'routes/company/sanchaalak-privacy-policy.tsx'),
  route('practitioner', 'routes/company/practitioner.tsx'),

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

  layout('routes/protected.tsx', [
    route('profile', 'routes/account/profile.tsx'),
    route('myAddress', 'routes/account/my-address.tsx'),
    route('nirogmoney', 'routes/account/nirog-money.tsx'),
    route('profile-verification', 'routes/account/profile-verification.tsx'),
    route('dealPage', 'routes/medicines/deal-page.tsx'),
    route('upcomingDealPage', 'routes/medicines/upcoming-deal-page.tsx'),
    route('admin/verifications', 'routes/admin/verifications.tsx'),
    route('admin/verifications/:userId', 'routes/admin/verification-detail.tsx'),
  ]),

  route('sitemap.xml', 'routes/seo/sitemap.tsx'),
  route('robots.txt', 'routes/seo/robots.tsx'),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
