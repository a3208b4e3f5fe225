/**
 * Which search the header's bar offers on a page. Kept apart from route-access.ts: the root layout runs this in the
 * browser on every page, and the route table (every public and protected path) need not travel with it.
 */
import { matchPath } from 'react-router';

const BLOG_MEDIA = ['blogs', 'news', 'photos', 'videos', 'shorts'];
const BLOG_LANGUAGES = ['en', 'hi'];

export function isBlogPath(pathname: string): boolean {
  const m = matchPath('/:mediaType/:blogLanguage/:blogCategory/:blogTitle', pathname);
  return !!m && BLOG_MEDIA.includes(m.params.mediaType!) && BLOG_LANGUAGES.includes(m.params.blogLanguage!);
}

/** The listings of the blog routes (decision 046): /{mediaType}/{lang} and /{mediaType}/{lang}/{category}, public. */
export function isBlogListPath(pathname: string): boolean {
  const m = matchPath('/:mediaType/:blogLanguage/:blogCategory?', pathname);
  return !!m && BLOG_MEDIA.includes(m.params.mediaType!) && BLOG_LANGUAGES.includes(m.params.blogLanguage!);
}

/** What the header's search bar searches on a page, and where it sends the words. */
export interface SearchTarget {
  scope: 'medicines' | 'doctors' | 'clinics' | 'content';
  action: string;
}

const CITY_PAGE = /^\/ayurveda\/(?!doctors$|clinics$)([^/]+)/;

/**
 * The header's search bar (spec section 2: it shows for medicines, blogs, clinics and doctors) searches what the page
 * is about: doctors on doctor pages (in the page's city), clinics on clinic pages, medicines on the shop's pages,
 * content on article pages and listings (decision 046). Null: no search bar on this page.
 */
export function searchTargetOf(pathname: string): SearchTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The glossary is not a city: it and the other knowledge pages carry their own search form, which finds the same
  // glossary, conditions and services as the content search (decision 049); a second box in the header would repeat it.
  if (/^\/(ayurveda\/glossary|treatments|services|health-conditions)(\/|$)/.test(path)) return null;
  const city = CITY_PAGE.exec(path)?.[1];
  if (/^\/(clinics)(\/|$)/.test(path) || /^\/ayurveda\/(clinics$|[^/]+\/(clinics|clinic)(\/|$))/.test(path)) {
    const clinicCity = city ?? /^\/clinics\/([^/]+)/.exec(path)?.[1];
    return { scope: 'clinics', action: clinicCity ? `/ayurveda/${clinicCity}/clinics` : '/clinics' };
  }
  if (/^\/(ayurveda|ayurvedic-doctor)(\/|$)/.test(path)) {
    const doctorCity = city ?? /^\/ayurvedic-doctor\/([^/]+)/.exec(path)?.[1];
    return { scope: 'doctors', action: doctorCity ? `/ayurveda/${doctorCity}/doctors` : '/ayurveda/doctors' };
  }
  // Content pages search content (decision 046): articles, and the knowledge pages once they join the search.
  if (isBlogPath(path) || isBlogListPath(path) || path === '/content/search') return { scope: 'content', action: '/content/search' };
  if (/^\/(medicines|medicine|brands)(\/|$)/.test(path)) return { scope: 'medicines', action: '/medicines/allMedicines' };
  return null;
}

/** Pages whose header shows the search bar. */
export function showsSearchBar(pathname: string): boolean {
  return searchTargetOf(pathname) !== null;
}

