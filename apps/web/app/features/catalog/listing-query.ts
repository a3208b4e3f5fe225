/**
 * A product listing's state lives in the URL query (search, filters, sort, page), so every listing works as plain
 * links and GET forms without JavaScript, and a link to it shows the same list. Pure functions: browser and server.
 */
import { PRODUCT_FORMS, PRODUCT_SORTS, type ProductSort } from '@nirog/shared/catalog';
import { currentLocale } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';

export const PER_PAGE = 20;
const MAX_PAGE = 500;

export interface ListingState {
  search: string;
  category: string;
  brand: string;
  form: string;
  otc: boolean;
  deal: boolean;
  sort: ProductSort | '';
  page: number;
}

export const EMPTY_LISTING: ListingState = { search: '', category: '', brand: '', form: '', otc: false, deal: false, sort: '', page: 1 };

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const FORMS = new Set<string>(PRODUCT_FORMS.map((f) => f.code));
const SORTS = new Set<string>(PRODUCT_SORTS.map((s) => s.code));
const on = (v: string | null) => v === '1' || v === 'true' || v === 'on';

/** Reads the listing from a URL query; anything malformed is dropped rather than sent on. */
export function parseListing(params: URLSearchParams): ListingState {
  const slug = (v: string | null) => {
    const s = (v ?? '').trim().toLowerCase();
    return SLUG.test(s) ? s : '';
  };
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const form = (params.get('form') ?? '').trim();
  const sort = (params.get('sort') ?? '').trim();
  return {
    search: (params.get('search') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100),
    category: slug(params.get('category')),
    brand: slug(params.get('brand')),
    form: FORMS.has(form) ? form : '',
    otc: on(params.get('otc')),
    deal: on(params.get('deal')),
    sort: SORTS.has(sort) ? (sort as ProductSort) : '',
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query for GET /pub/v3/products. */
export function productsApiQuery(state: ListingState, perPage = PER_PAGE): string {
  const q = new URLSearchParams();
  q.set('skip', String((state.page - 1) * perPage));
  q.set('limit', String(perPage));
  if (state.search) q.set('search', state.search);
  if (state.category) q.set('category', state.category);
  if (state.brand) q.set('brand', state.brand);
  if (state.form) q.set('form', state.form);
  if (state.otc) q.set('otc', '1');
  if (state.deal) q.set('deal', '1');
  if (state.sort) q.set('sort', state.sort);
  return q.toString();
}

/**
 * A link to this listing with some parts changed. Changing anything but the page goes back to page 1. Parts fixed
 * by the page itself (the category of /medicines/category/:id, the brand of /brands/:slug) are left out. At the
 * reader's language's address (a Hindi page's pagination and filters stay under /hi, decision 020).
 */
export function listingHref(pathname: string, state: ListingState, change: Partial<ListingState> = {}, fixed: ReadonlyArray<keyof ListingState> = []): string {
  const next: ListingState = { ...state, ...change };
  if (!('page' in change)) next.page = 1;
  const q = new URLSearchParams();
  const put = (key: keyof ListingState, value: string) => {
    if (value && !fixed.includes(key)) q.set(key, value);
  };
  put('search', next.search);
  put('category', next.category);
  put('brand', next.brand);
  put('form', next.form);
  put('otc', next.otc ? '1' : '');
  put('deal', next.deal ? '1' : '');
  put('sort', next.sort);
  put('page', next.page > 1 ? String(next.page) : '');
  const s = q.toString();
  return addressIn(currentLocale(), s ? `${pathname}?${s}` : pathname);
}

export function pageCount(total: number, perPage = PER_PAGE): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / perPage)));
}

/** Whether any filter narrows the list (the search text aside). */
export function hasFilters(state: ListingState): boolean {
  return !!(state.category || state.brand || state.form || state.otc || state.deal);
}
