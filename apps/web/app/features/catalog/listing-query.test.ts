import { describe, expect, it } from 'vitest';
import { pageNumbers } from '../../components/ui/pagination.tsx';
import { EMPTY_LISTING, listingHref, pageCount, parseListing, productsApiQuery } from './listing-query.ts';

describe('product listing state in the URL', () => {
  it('reads search, filters, sort and page, dropping malformed values', () => {
    const s = parseListing(new URLSearchParams('search=  aswa   gandha &category=By-Form&brand=dabur&form=churna&otc=1&deal=on&sort=price_asc&page=3'));
    expect(s).toEqual({ search: 'aswa gandha', category: 'by-form', brand: 'dabur', form: 'churna', otc: true, deal: true, sort: 'price_asc', page: 3 });
    const bad = parseListing(new URLSearchParams('category=%3Cscript%3E&form=poison&sort=random&page=-2&otc=yes'));
    expect(bad).toEqual(EMPTY_LISTING);
    expect(parseListing(new URLSearchParams('page=99999')).page).toBe(500);
  });

  it('turns the page number into skip and limit for the API', () => {
    const q = new URLSearchParams(productsApiQuery({ ...EMPTY_LISTING, search: 'triphala', deal: true, page: 3 }));
    expect(Object.fromEntries(q)).toEqual({ skip: '40', limit: '20', search: 'triphala', deal: '1' });
  });

  it('links keep the other filters, go back to page 1 on a change and leave out what the page fixes', () => {
    const s = { ...EMPTY_LISTING, search: 'oil', brand: 'kottakal', page: 4 };
    expect(listingHref('/medicines/allMedicines', s, { page: 5 })).toBe('/medicines/allMedicines?search=oil&brand=kottakal&page=5');
    expect(listingHref('/medicines/allMedicines', s, { otc: true })).toBe('/medicines/allMedicines?search=oil&brand=kottakal&otc=1');
    expect(listingHref('/brands/kottakal', s, { brand: '' })).toBe('/brands/kottakal?search=oil');
    expect(listingHref('/brands/kottakal', s, { sort: 'name' }, ['brand'])).toBe('/brands/kottakal?search=oil&sort=name');
    expect(listingHref('/medicines/allMedicines', EMPTY_LISTING)).toBe('/medicines/allMedicines');
  });

  it('numbers the pages with gaps', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageNumbers(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });
});
