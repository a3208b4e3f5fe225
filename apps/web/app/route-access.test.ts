import { describe, expect, it } from 'vitest';
import { loginRedirectUrl, roleHomeOf, routeAccess, safeRedirect, searchTargetOf, showsSearchBar } from './route-access.ts';

describe('route table (spec section 2)', () => {
  it('knows public, protected and unknown paths', () => {
    expect(routeAccess('/')).toBe('public');
    expect(routeAccess('/about-us')).toBe('public');
    expect(routeAccess('/medicines/ashwagandha-churna')).toBe('public');
    expect(routeAccess('/blogs/en/digestion/ama-and-agni')).toBe('public');
    expect(routeAccess('/treatments/skin-diseases/eczema')).toBe('public');
    expect(routeAccess('/ayurveda/glossary')).toBe('public');
    expect(routeAccess('/ayurveda/glossary/pitta')).toBe('public');
    expect(routeAccess('/profile')).toBe('protected');
    expect(routeAccess('/myAddress')).toBe('protected');
    expect(routeAccess('/reseller/abc123')).toBe('protected');
    expect(routeAccess('/reseller/about')).toBe('public');
    expect(routeAccess('/myorders/prepaidpayment')).toBe('public');
    expect(routeAccess('/no-such-page')).toBe('unknown');
    expect(routeAccess('/blogs/fr/x/y')).toBe('unknown');
    expect(routeAccess('/myaddress')).toBe('unknown');
  });

  it('shows the search bar on medicines, blogs, clinics and doctors pages only', () => {
    expect(showsSearchBar('/medicines')).toBe(true);
    expect(showsSearchBar('/clinics/delhi')).toBe(true);
    expect(showsSearchBar('/ayurveda/pune/doctors')).toBe(true);
    expect(showsSearchBar('/blogs/hi/diet/khichdi')).toBe(true);
    expect(showsSearchBar('/')).toBe(false);
    expect(showsSearchBar('/about-us')).toBe(false);
  });

  it('lands each role on its own home after a login with no page to return to (issue 19)', () => {
    expect(roleHomeOf({ userType: 1, isOperator: false })).toBe('/');
    expect(roleHomeOf({ userType: 2, isOperator: false })).toBe('/my-appointments');
    expect(roleHomeOf({ userType: 3, isOperator: false })).toBe('/my-appointments');
    for (const trade of [4, 5, 6, 7, 8]) expect(roleHomeOf({ userType: trade, isOperator: false })).toBe('/medicines');
    // An operator is staff first, whatever account type they also have.
    expect(roleHomeOf({ userType: 1, isOperator: true })).toBe('/admin');
    expect(roleHomeOf({ userType: 2, isOperator: true })).toBe('/admin');
  });

  it('only redirects to local pages after login', () => {
    expect(safeRedirect('/profile?tab=1')).toBe('/profile?tab=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null, '/medicines')).toBe('/medicines');
  });
});

describe('the search bar searches what the page is about (spec section 2)', () => {
  it('doctors on doctor pages (keeping the city), clinics on clinic pages, medicines in the shop', () => {
    expect(searchTargetOf('/ayurveda/doctors')).toEqual({ scope: 'doctors', action: '/ayurveda/doctors' });
    expect(searchTargetOf('/ayurveda')).toEqual({ scope: 'doctors', action: '/ayurveda/doctors' });
    expect(searchTargetOf('/ayurveda/kochi')).toEqual({ scope: 'doctors', action: '/ayurveda/kochi/doctors' });
    // The glossary is not a city; its pages have their own search form (decision 049).
    expect(searchTargetOf('/ayurveda/glossary')).toBeNull();
    expect(searchTargetOf('/ayurveda/glossary/pitta')).toBeNull();
    expect(searchTargetOf('/ayurveda/pune/doctors')).toEqual({ scope: 'doctors', action: '/ayurveda/pune/doctors' });
    expect(searchTargetOf('/ayurveda/kochi/doctor/dr-anjali-menon')).toEqual({ scope: 'doctors', action: '/ayurveda/kochi/doctors' });
    expect(searchTargetOf('/ayurvedic-doctor/new-delhi/dr-x')).toEqual({ scope: 'doctors', action: '/ayurveda/new-delhi/doctors' });
    expect(searchTargetOf('/clinics')).toEqual({ scope: 'clinics', action: '/clinics' });
    expect(searchTargetOf('/clinics/delhi')).toEqual({ scope: 'clinics', action: '/ayurveda/delhi/clinics' });
    expect(searchTargetOf('/ayurveda/clinics')).toEqual({ scope: 'clinics', action: '/clinics' });
    expect(searchTargetOf('/ayurveda/kochi/clinics')).toEqual({ scope: 'clinics', action: '/ayurveda/kochi/clinics' });
    expect(searchTargetOf('/ayurveda/kochi/clinic/kerala-vaidyashala')).toEqual({ scope: 'clinics', action: '/ayurveda/kochi/clinics' });
    expect(searchTargetOf('/medicines/ashwagandha')).toEqual({ scope: 'medicines', action: '/medicines/allMedicines' });
    expect(searchTargetOf('/brands/dabur')).toEqual({ scope: 'medicines', action: '/medicines/allMedicines' });
    expect(searchTargetOf('/about-us')).toBeNull();
  });

  it('content on article pages, their listings and the content search (decision 046)', () => {
    for (const path of ['/blogs/en', '/news/hi/digestion', '/videos/en/digestion/a-doctor-explains', '/content/search']) {
      expect(searchTargetOf(path)).toEqual({ scope: 'content', action: '/content/search' });
    }
  });
});

describe('article listings are public (decision 046)', () => {
  it('per media type and language, and per category; other languages are unknown', () => {
    for (const path of ['/blogs/en', '/blogs/hi', '/news/hi/digestion', '/shorts/en/daily-routine', '/content/search']) expect(routeAccess(path)).toBe('public');
    expect(routeAccess('/blogs/fr')).toBe('unknown');
    expect(routeAccess('/podcasts/en')).toBe('unknown');
    expect(routeAccess('/admin/articles/3')).toBe('protected');
  });
});

describe('where a protected page sends someone to log in', () => {
  const login = (path: string) => loginRedirectUrl(new URL(path, 'https://nirog.example'));
  it('the professional areas go to the practitioner login, with the page to come back to', () => {
    expect(login('/feeds/42')).toBe('/login-practitioner?redirectTo=%2Ffeeds%2F42');
    expect(login('/quizzes/7?x=1')).toBe('/login-practitioner?redirectTo=%2Fquizzes%2F7%3Fx%3D1');
    for (const path of ['/community', '/webinar/3', '/olympiad/2', '/learning/1/2/3/4', '/my-patients', '/appointment-requests', '/ai-assistant']) {
      expect(login(path), path).toMatch(/^\/login-practitioner\?/);
    }
  });
  it("a patient's pages and a partner's payment link keep the individual login", () => {
    for (const path of ['/profile', '/myorders', '/order/cart', '/my-appointments', '/nirogmoney', `/reseller/${'a'.repeat(43)}`, '/feedsx', '/learningx']) {
      expect(login(path), path).toMatch(/^\/login-individual\?/);
    }
  });
});
