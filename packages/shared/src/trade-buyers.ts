/**
 * Who shops as the trade (decision 043): every user type but the individual patient (doctors, clinics, students,
 * retailers, chemists, distributors), as the shop's trade deals and the quick order grid count them. Whether they see
 * trade prices depends on their verification (catalog.ts `seesTradePrices`).
 */
export const isTradeBuyer = (userType: number | null | undefined): boolean => !!userType && userType !== 1;

/** The quick order grid's page. */
export const QUICK_ORDER_PATH = '/quick-order';
