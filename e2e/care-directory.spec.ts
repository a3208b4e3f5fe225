/**
 * Issue 8, parts 1-3: a patient finds an Ayurvedic doctor in a city with the GET-form filters, reads the doctor's
 * and the clinic's pages (titles, canonical URLs, schema.org data, address and map link, fees per mode, timings,
 * reviews), copies a page's link; unknown cities and doctors are real 404s; the sitemap lists the pages.
 */
import { expect, test, type Page } from './test.ts';

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((x) => JSON.parse(x) as Record<string, any>);
}

test('find a Panchakarma doctor in Kochi who speaks Malayalam, and read the page', async ({ page, context }) => {
  await page.goto('/ayurveda');
  await expect(page.getByRole('heading', { name: 'Find an Ayurvedic doctor or clinic' })).toBeVisible();
  await page.getByRole('link', { name: /^Kochi/ }).click();
  await expect(page).toHaveURL('/ayurveda/kochi');
  await expect(page.getByRole('heading', { name: 'Ayurveda in Kochi', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'All doctors in Kochi' }).click();
  await expect(page).toHaveURL('/ayurveda/kochi/doctors');
  await expect(page).toHaveTitle('Ayurvedic doctors in Kochi | Nirog');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ayurveda\/kochi\/doctors$/);
  await expect(page.getByTestId('doctor-card')).toHaveCount(2);

  // The filters are a plain GET form.
  const filters = page.getByRole('complementary', { name: 'Filters and sort' });
  // On a wide screen the panel opens by itself.
  await expect(filters.getByLabel('Sort by')).toBeVisible();
  await filters.getByLabel('Specialization').selectOption('Shalakya Tantra');
  await filters.getByLabel('Speaks').selectOption('Malayalam');
  await filters.getByLabel('Consultation').selectOption('0');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/specialization=Shalakya\+Tantra/);
  await expect(page.getByRole('heading', { name: '1 doctor' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  const card = page.getByTestId('doctor-card');
  await expect(card).toContainText('Dr. Anjali Menon');
  await expect(card).toContainText('BAMS, MS (Ayu) - Shalakya Tantra');
  await expect(card).toContainText('₹450');

  await card.getByRole('link', { name: 'Dr. Anjali Menon', exact: true }).click();
  await expect(page).toHaveURL('/ayurveda/kochi/doctor/dr-anjali-menon');
  await expect(page).toHaveTitle('Dr. Anjali Menon, Panchakarma in Kochi | Nirog');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ayurveda\/kochi\/doctor\/dr-anjali-menon$/);
  const physician = (await jsonLd(page)).find((x) => x['@type'] === 'Physician')!;
  expect(physician).toMatchObject({ name: 'Dr. Anjali Menon', medicalSpecialty: ['Panchakarma', 'Shalakya Tantra'] });
  expect(physician.aggregateRating).toMatchObject({ ratingValue: '4.7', reviewCount: 3 });
  await expect(page.getByTestId('fee-video')).toHaveText('₹450');
  await expect(page.getByTestId('fee-clinic')).toHaveText('₹600');
  await expect(page.getByTestId('care-section-education')).toContainText('Vaidyaratnam Ayurveda College, Ollur · 2007');
  await expect(page.getByTestId('care-section-clinics')).toContainText('TD Road, Ernakulam North, opposite Town Hall');
  await expect(page.getByTestId('care-section-clinics').getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByTestId('review')).toHaveCount(3);

  // Copying the link.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('link', { name: "Copy the link to Dr. Anjali Menon's page" }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  // A short link to the page (e2e/share-links.spec.ts follows it).
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/dl\/[A-Za-z0-9]{8}$/);

  // The other address of the same page points search engines to this one.
  await page.goto('/ayurvedic-doctor/kochi/dr-anjali-menon');
  await expect(page.getByRole('heading', { name: 'Dr. Anjali Menon', level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ayurveda\/kochi\/doctor\/dr-anjali-menon$/);
});

test('a clinic page: address, map, hours, doctors, MedicalClinic data', async ({ page }) => {
  await page.goto('/clinics/new-delhi');
  await expect(page.getByRole('heading', { name: 'Ayurvedic clinics in New Delhi', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Dhanvantari Ayurveda Clinic' }).first().click();
  await expect(page).toHaveURL('/ayurveda/new-delhi/clinic/dhanvantari-ayurveda-clinic');
  await expect(page.getByTestId('clinic-address')).toHaveText('B-14, Lajpat Nagar II, near Central Market, Lajpat Nagar, New Delhi, Delhi 110024');
  await expect(page.getByTestId('care-section-hours')).toContainText('Monday');
  await expect(page.getByTestId('care-section-hours')).toContainText('9:00 AM - 8:00 PM');
  await expect(page.getByTestId('care-section-hours')).toContainText('Closed');
  await expect(page.getByTestId('care-section-doctors').getByTestId('doctor-card')).toHaveCount(2);
  const clinic = (await jsonLd(page)).find((x) => x['@type'] === 'MedicalClinic')!;
  expect(clinic.address).toMatchObject({ postalCode: '110024', addressLocality: 'New Delhi', addressCountry: 'IN' });
  expect(clinic.openingHoursSpecification).toHaveLength(6);
  await page.goto('/clinics/new-delhi/dhanvantari-ayurveda-clinic');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ayurveda\/new-delhi\/clinic\/dhanvantari-ayurveda-clinic$/);
});

test('the search bar on doctor and clinic pages searches doctors and clinics, in the page city', async ({ page }) => {
  await page.goto('/ayurveda/kochi/doctor/dr-anjali-menon');
  const search = page.getByRole('banner').getByRole('search').getByRole('combobox');
  await expect(search).toHaveAttribute('placeholder', 'Search doctors by name, specialisation or condition');
  await search.fill('Anjali');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/ayurveda\/kochi\/doctors\?search=Anjali$/);
  await expect(page.getByRole('main').getByRole('link', { name: /Anjali Menon/ }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('search').getByRole('combobox')).toHaveValue('Anjali');

  await page.goto('/ayurveda/kochi/clinic/kerala-vaidyashala');
  const clinics = page.getByRole('banner').getByRole('search').getByRole('combobox');
  await expect(clinics).toHaveAttribute('placeholder', 'Search clinics by name, locality or service');
  await clinics.fill('Vaidyashala');
  await clinics.press('Enter');
  await expect(page).toHaveURL(/\/ayurveda\/kochi\/clinics\?search=Vaidyashala$/);
  await expect(page.getByRole('main').getByRole('link', { name: /Kerala Vaidyashala/ }).first()).toBeVisible();

  // In the shop it still searches medicines.
  await page.goto('/medicines');
  await expect(page.getByRole('banner').getByRole('search').getByRole('combobox')).toHaveAttribute('placeholder', 'Search medicines by name, brand or ingredient');
});

test('city names people type lead to the city page with a 301: Delhi, Bangalore, Bombay', async ({ page, request }) => {
  for (const [typed, canonical] of [
    ['/ayurveda/delhi/doctors?language=hindi', '/ayurveda/new-delhi/doctors?language=hindi'],
    ['/ayurveda/Bangalore', '/ayurveda/bengaluru'],
    ['/ayurveda/bombay/clinics', '/ayurveda/mumbai/clinics'],
    ['/clinics/delhi', '/clinics/new-delhi'],
  ]) {
    const res = await request.get(typed, { maxRedirects: 0 });
    expect(res.status(), typed).toBe(301);
    expect(res.headers().location, typed).toBe(canonical);
  }
  const res = await page.goto('/ayurveda/delhi/doctors');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/ayurveda\/new-delhi\/doctors$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New Delhi');
});

test('unknown cities, doctors and clinics are real 404s; the sitemap lists care pages', async ({ page, request }) => {
  for (const path of ['/ayurveda/atlantis', '/ayurveda/atlantis/doctors', '/clinics/atlantis', '/ayurveda/kochi/doctor/dr-nobody', '/ayurveda/mumbai/doctor/dr-anjali-menon', '/clinics/kochi/no-such-clinic', '/ayurvedic-doctor/kochi/dr-nobody']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  // A doctor still under review is not listed anywhere.
  expect((await page.goto('/ayurveda/jaipur/doctor/dr-mohit-agarwal'))?.status()).toBe(404);
  // The sitemap index's doctor and clinic children (decision 051).
  const sitemap = (await (await request.get('/sitemaps/doctors.xml')).text()) + (await (await request.get('/sitemaps/clinics.xml')).text());
  expect(sitemap).toContain('/ayurveda/kochi/doctor/dr-anjali-menon</loc>');
  expect(sitemap).toContain('/ayurveda/new-delhi/clinic/dhanvantari-ayurveda-clinic</loc>');
  expect(sitemap).toContain('/ayurveda/varanasi/doctors</loc>');
  expect(sitemap).not.toContain('dr-mohit-agarwal');
});

test('choosing a city in the all-doctors filters moves to that city page and keeps the other filters', async ({ page }) => {
  await page.goto('/ayurveda/doctors');
  await expect(page).toHaveTitle('Ayurvedic doctors in India | Nirog');
  const filters = page.getByRole('complementary', { name: 'Filters and sort' });
  // On a wide screen the panel opens by itself.
  await expect(filters.getByLabel('Sort by')).toBeVisible();
  await filters.getByLabel('City').selectOption('pune');
  await filters.getByLabel('Medical system').selectOption('2');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/ayurveda\/pune\/doctors\?.*system=2/);
  await expect(page.getByTestId('doctor-card')).toHaveCount(1);
  await expect(page.getByTestId('doctor-card')).toContainText('Dr. Pallavi Deshpande');
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL('/ayurveda/pune/doctors');
  await expect(page.getByTestId('doctor-card')).toHaveCount(2);
});
