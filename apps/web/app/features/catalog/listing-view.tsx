import { SearchX, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { PRODUCT_FORMS, PRODUCT_SORTS } from '@nirog/shared/catalog';
import { currentLocale, t } from '@nirog/shared/messages/catalogue';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import type { BrandSummary, CategoryNode, ProductPage, Suggestion } from '@nirog/shared/schemas/catalog';
import { listingHref, pageCount, PER_PAGE, type ListingState } from './listing-query.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ProductGrid } from './product-card.tsx';
import { formLabel } from './product-badges.tsx';
import { addressIn } from '@nirog/shared/messages/locale-path';

export interface ListingViewProps {
  pathname: string;
  state: ListingState;
  /** Filters the page itself decides (the category of a category page, the brand of a brand page). */
  fixed?: ReadonlyArray<keyof ListingState>;
  result: ProductPage;
  categories: CategoryNode[];
  brands: BrandSummary[];
  /** For "no results": products whose names are close to the search. */
  suggestions?: Suggestion[];
  /** The suggestions are popular medicines, not names close to the search. */
  suggestionsArePopular?: boolean;
  /** The page's own heading and intro, above the list. */
  header?: ReactNode;
  perPage?: number;
}

const selectClass =
  'block h-11 w-full rounded-lg border border-line bg-white px-2.5 text-[15px] text-ink focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 sm:h-10';

/** A product list with its filters, sort, result count, active-filter chips, page numbers and the empty state. */
export function ListingView({
  pathname,
  state,
  fixed = [],
  result,
  categories,
  brands,
  suggestions = [],
  suggestionsArePopular = false,
  header,
  perPage = PER_PAGE,
}: ListingViewProps) {
  const pages = pageCount(result.total, perPage);
  const href = (change: Partial<ListingState>) => listingHref(pathname, state, change, fixed);
  const from = result.total === 0 ? 0 : (state.page - 1) * perPage + 1;
  const to = Math.min(result.total, (state.page - 1) * perPage + result.items.length);
  const chips = activeChips(state, fixed, categories, brands);

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
      <FilterPanel pathname={pathname} state={state} fixed={fixed} categories={categories} brands={brands} activeCount={chips.length} />

      <section aria-labelledby="results-heading" className="min-w-0">
        {header}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="results-heading" className="text-base font-semibold text-ink" aria-live="polite">
            {state.search
              ? t(result.total === 1 ? 'catalog.list.resultsForOne' : 'catalog.list.resultsFor', { count: result.total, query: state.search })
              : t(result.total === 1 ? 'catalog.list.countOne' : 'catalog.list.count', { count: result.total })}
          </h2>
          {result.total > 0 && <p className="text-sm text-muted">{t('catalog.list.showing', { from, to, total: result.total })}</p>}
        </div>
        {state.search && result.didYouMean && (
          <div className="mt-2 text-[15px]" data-testid="did-you-mean">
            <p>
              {t('search.didYouMean.prefix')}{' '}
              <Link to={href({ search: result.didYouMean, sort: '' })} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {result.didYouMean}
              </Link>
              ?
            </p>
            {result.total > 0 && <p className="text-sm text-muted">{t('search.didYouMean.shown', { query: state.search, fix: result.didYouMean })}</p>}
          </div>
        )}

        {chips.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('catalog.filters.active')}>
            {chips.map((c) => (
              <li key={c.key}>
                <Link
                  to={href(c.clear)}
                  className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm text-brand-900 hover:bg-brand-100"
                  aria-label={t('catalog.filters.remove', { filter: c.label })}
                >
                  {c.label}
                  <X size={14} aria-hidden />
                </Link>
              </li>
            ))}
            {chips.length > 1 && (
              <li>
                <Link to={href(Object.assign({}, ...chips.map((c) => c.clear)))} className="inline-flex py-1 text-sm font-medium text-brand-700 underline underline-offset-2">
                  {t('catalog.filters.clearAll')}
                </Link>
              </li>
            )}
          </ul>
        )}

        {result.items.length > 0 ? (
          <>
            <ProductGrid products={result.items} className="mt-4 xl:grid-cols-3" />
            <Pagination page={state.page} pages={pages} hrefFor={(page) => href({ page })} />
          </>
        ) : (
            <NoResults
            state={state}
            suggestions={suggestions}
            suggestionsArePopular={suggestionsArePopular}
            clearHref={chips.length ? href(Object.assign({}, ...chips.map((c) => c.clear))) : null}
            beyondLastPage={result.total > 0}
            lastPageHref={href({ page: pages })}
          />
        )}
      </section>
    </div>
  );
}

function activeChips(state: ListingState, fixed: ReadonlyArray<keyof ListingState>, categories: CategoryNode[], brands: BrandSummary[]) {
  const chips: Array<{ key: string; label: string; clear: Partial<ListingState> }> = [];
  const categoryName = (slug: string) => categories.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.slug === slug)?.name ?? slug;
  if (state.category && !fixed.includes('category')) chips.push({ key: 'category', label: categoryName(state.category), clear: { category: '' } });
  if (state.brand && !fixed.includes('brand')) chips.push({ key: 'brand', label: brands.find((b) => b.slug === state.brand)?.name ?? state.brand, clear: { brand: '' } });
  if (state.form && !fixed.includes('form')) chips.push({ key: 'form', label: formLabel(state.form), clear: { form: '' } });
  if (state.otc && !fixed.includes('otc')) chips.push({ key: 'otc', label: t('catalog.filters.otc'), clear: { otc: false } });
  if (state.deal && !fixed.includes('deal')) chips.push({ key: 'deal', label: t('catalog.filters.deal'), clear: { deal: false } });
  return chips;
}

/**
 * The filters as one GET form: it works without JavaScript. On small screens it folds away behind "Filters and
 * sort"; on wide screens it opens once JavaScript runs (without it, one click opens it).
 */
function FilterPanel({
  pathname,
  state,
  fixed,
  categories,
  brands,
  activeCount,
}: {
  pathname: string;
  state: ListingState;
  fixed: ReadonlyArray<keyof ListingState>;
  categories: CategoryNode[];
  brands: BrandSummary[];
  activeCount: number;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (ref.current && window.matchMedia('(min-width: 64rem)').matches) ref.current.open = true;
  }, []);
  const sorts = PRODUCT_SORTS.filter((s) => s.code !== 'relevance' || state.search);
  const sortValue = state.sort || (state.search ? 'relevance' : 'popular');
  // A key per listing state: after a navigation the form shows the values of the new URL.
  const formKey = listingHref(pathname, state);

  return (
    <aside aria-label={t('catalog.filters.title')} className="lg:self-start">
      <details ref={ref} className="group rounded-xl border border-line bg-white">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal size={18} aria-hidden className="text-brand-700" />
            {t('catalog.filters.title')}
            {activeCount > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs leading-5 text-white">{activeCount}</span>}
          </span>
          <span className="text-sm font-normal text-brand-700 group-open:hidden">{t('catalog.filters.show')}</span>
          <span className="hidden text-sm font-normal text-brand-700 group-open:inline">{t('catalog.filters.hide')}</span>
        </summary>
        <Form key={formKey} method="get" action={addressIn(currentLocale(), pathname)} className="space-y-4 border-t border-line px-4 pt-3 pb-4">
          {state.search && <input type="hidden" name="search" value={state.search} />}
          <FilterSelect label={t('catalog.filters.sort')} name="sort" defaultValue={sortValue}>
            {sorts.map((s) => (
              <option key={s.code} value={s.code}>
                {t(`catalog.sort.${s.code}`)}
              </option>
            ))}
          </FilterSelect>
          {!fixed.includes('category') && (
            <FilterSelect label={t('catalog.filters.category')} name="category" defaultValue={state.category}>
              <option value="">{t('catalog.filters.allCategories')}</option>
              {categories.map((root) => (
                <optgroup key={root.id} label={root.name}>
                  {(root.children ?? []).map((c) => (
                    <option key={c.id} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </FilterSelect>
          )}
          {!fixed.includes('brand') && (
            <FilterSelect label={t('catalog.filters.brand')} name="brand" defaultValue={state.brand}>
              <option value="">{t('catalog.filters.allBrands')}</option>
              {brands.map((b) => (
                <option key={b.id} value={b.slug}>
                  {b.name}
                </option>
              ))}
            </FilterSelect>
          )}
          <FilterSelect label={t('catalog.filters.form')} name="form" defaultValue={state.form}>
            <option value="">{t('catalog.filters.allForms')}</option>
            {PRODUCT_FORMS.map((f) => (
              <option key={f.code} value={f.code}>
                {f.label}
              </option>
            ))}
          </FilterSelect>
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('catalog.filters.more')}</legend>
            {!fixed.includes('otc') && <Check name="otc" label={t('catalog.filters.otc')} defaultChecked={state.otc} />}
            {!fixed.includes('deal') && <Check name="deal" label={t('catalog.filters.deal')} defaultChecked={state.deal} />}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3 pt-1">
            <button type="submit" className={buttonClass('primary', 'sm')}>
              {t('catalog.filters.apply')}
            </button>
            {activeCount > 0 && (
              <Link to={listingHref(pathname, state, { category: '', brand: '', form: '', otc: false, deal: false, sort: '' }, fixed)} className="text-sm font-medium text-brand-700 underline underline-offset-2">
                {t('catalog.filters.clearAll')}
              </Link>
            )}
          </div>
        </Form>
      </details>
    </aside>
  );
}

function FilterSelect({ label, name, defaultValue, children }: { label: string; name: string; defaultValue: string; children: ReactNode }) {
  const id = `filter-${name}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={selectClass}>
        {children}
      </select>
    </div>
  );
}

function Check({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-[15px]">
      <input type="checkbox" name={name} value="1" defaultChecked={defaultChecked} className="h-4 w-4 accent-brand-700" />
      {label}
    </label>
  );
}

function NoResults({
  state,
  suggestions,
  suggestionsArePopular,
  clearHref,
  beyondLastPage,
  lastPageHref,
}: {
  state: ListingState;
  suggestions: Suggestion[];
  suggestionsArePopular: boolean;
  clearHref: string | null;
  beyondLastPage: boolean;
  lastPageHref: string;
}) {
  if (beyondLastPage) {
    return (
      <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-8 text-center">
        <p className="text-[15px]">{t('catalog.list.beyondLastPage')}</p>
        <Link to={addressIn(currentLocale(), lastPageHref)} className={cn(buttonClass('secondary', 'sm'), 'mt-4')}>
          {t('catalog.list.lastPage')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 rounded-xl border border-dashed border-line bg-white p-6 sm:p-8">
      <SearchX size={32} className="text-brand-600" aria-hidden />
      <p className="mt-3 text-lg font-semibold text-ink">
        {state.search ? t('catalog.empty.titleSearch', { query: state.search }) : t('catalog.empty.title')}
      </p>
      {suggestions.length > 0 && (
        <div className="mt-4">
          <p className="text-[15px] font-medium">{suggestionsArePopular ? t('catalog.empty.popular') : t('catalog.empty.didYouMean')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={s.slug}>
                <Link to={addressIn(currentLocale(), `/medicines/${s.slug}`)} className="inline-flex rounded-full border border-line bg-canvas px-3 py-1 text-sm hover:bg-brand-50">
                  {s.name} <span className="ml-1 text-muted">· {s.brand}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="mt-4 list-disc space-y-1 pl-5 text-[15px] text-muted">
        {state.search && <li>{t('catalog.empty.tipSpelling')}</li>}
        {clearHref && (
          <li>
            <Link to={addressIn(currentLocale(), clearHref)} className="font-medium text-brand-700 underline underline-offset-2">
              {t('catalog.empty.tipClearFilters')}
            </Link>
          </li>
        )}
        <li>
          <Link to="/medicines/category" className="font-medium text-brand-700 underline underline-offset-2">
            {t('catalog.empty.tipBrowse')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
