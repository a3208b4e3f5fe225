import { describe, expect, it } from 'vitest';
import { addressIn, englishPathOf, hasHindiAddress, isHindiAddress } from './locale-path.ts';

describe('Hindi addresses of public pages (issue 15)', () => {
  it('exist for home, the shop, brands, doctors and clinics, not for account pages or the legacy product path', () => {
    for (const p of ['/', '/medicines', '/medicines/ashwagandha-churna', '/brands/dabur', '/ayurveda/doctors', '/ayurveda/lucknow/doctor/x', '/ayurvedic-doctor', '/clinics/delhi']) expect(hasHindiAddress(p), p).toBe(true);
    for (const p of ['/profile', '/myorders', '/medicine/old-slug', '/cart', '/login', '/hindi', '/medicinesx', '/ayurveda/glossary', '/ayurveda/glossary/pitta', '/treatments', '/services/shirodhara']) expect(hasHindiAddress(p), p).toBe(false);
  });

  it('map each way, keeping the query, and leave pages without a Hindi address alone', () => {
    expect(addressIn('hi', '/')).toBe('/hi');
    expect(addressIn('hi', '/medicines/allMedicines?page=2')).toBe('/hi/medicines/allMedicines?page=2');
    expect(addressIn('hi', '/hi/medicines')).toBe('/hi/medicines');
    expect(addressIn('en', '/hi/ayurveda/doctors?city=delhi')).toBe('/ayurveda/doctors?city=delhi');
    expect(addressIn('en', '/hi')).toBe('/');
    expect(addressIn('hi', '/profile')).toBe('/profile');
    expect(isHindiAddress('/hi/x')).toBe(true);
    expect(isHindiAddress('/hindi')).toBe(false);
    expect(englishPathOf('/history')).toBe('/history');
  });
});
