import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../codes/states.ts';
import { addressSchema } from './address.ts';
import { GSTIN_PATTERN, gstinCheckChar, isValidGstin, makeGstin } from './gstin.ts';

const valid = {
  contact_person_name: 'Asha Verma',
  contact_person_phone: '9876543210',
  alt_mobile: '',
  address: 'House 12, Lajpat Nagar II',
  landmark: 'Near the metro station',
  pin_code: '110024',
  city: 'New Delhi',
  state: 7,
  gst: '',
  legalEntityName: '',
  tradeName: '',
};
const individual = addressSchema({ userType: 1 });
const chemist = addressSchema({ userType: 6 });
const retailer = addressSchema({ userType: 5 });

function errors(schema: ReturnType<typeof addressSchema>, patch: Record<string, unknown>) {
  const r = schema.safeParse({ ...valid, ...patch });
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
}

describe('address form rules (spec section 5)', () => {
  it('accepts a valid address', () => {
    expect(individual.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ contact_person_name: '' }, 'contact_person_name', 'Full Name is Required'],
    [{ contact_person_name: 'A' }, 'contact_person_name', 'Name must have at least 2 letters'],
    [{ contact_person_name: 'Asha 2' }, 'contact_person_name', 'Name can only have alphabets.'],
    [{ contact_person_name: 'आशा' }, 'contact_person_name', 'Enter your name in English'],
    [{ contact_person_phone: '' }, 'contact_person_phone', 'Enter your 10 digit mobile number'],
    [{ contact_person_phone: '98765x3210' }, 'contact_person_phone', 'Mobile can only have Numbers.'],
    [{ contact_person_phone: '98765432100' }, 'contact_person_phone', 'Max 10 digits are valid'],
    [{ alt_mobile: '5876543210' }, 'alt_mobile', 'Mobile number is not valid'],
    [{ alt_mobile: '9876543210' }, 'alt_mobile', 'Please enter a different mobile number'],
    [{ address: '' }, 'address', 'Enter your house number and street'],
    [{ address: 'Flat 1' }, 'address', 'House / street must be 10 to 250 characters'],
    [{ address: 'x'.repeat(251) }, 'address', 'House / street must be 10 to 250 characters'],
    [{ address: 'House 12 & sons' }, 'address', 'Do not use & \\ % # ; in the address'],
    [{ address: 'House #12, Main Road' }, 'address', 'Do not use & \\ % # ; in the address'],
    [{ address: 'मकान 12, मुख्य सड़क' }, 'address', 'Enter the address in English'],
    [{ landmark: 'x' }, 'landmark', 'Locality / landmark must be 2 to 200 characters'],
    [{ landmark: 'Near 50% off shop' }, 'landmark', 'Do not use & \\ % # ; in the address'],
    [{ pin_code: '' }, 'pin_code', 'Enter your Valid 6 digit Pin Code.'],
    [{ pin_code: '011002' }, 'pin_code', 'Enter your Valid 6 digit Pin Code.'],
    [{ pin_code: '11002' }, 'pin_code', 'Enter your Valid 6 digit Pin Code.'],
    [{ city: 'Ab' }, 'city', 'City must be 3 to 30 characters'],
    [{ city: 'Delhi!' }, 'city', "City can have English letters, digits, spaces and . , - ' ( ) /"],
    [{ state: '' }, 'state', 'Select your state'],
    [{ state: 25 }, 'state', 'Select your state'],
    [{ gst: '07ABCDE1234F1Z' }, 'gst', 'Enter a valid 15 character GSTIN'],
  ])('%o gives "%s: %s"', (patch, field, message) => {
    expect(errors(individual, patch)[field]).toBe(message);
  });

  it('a chemist cannot save a billing address without GST; anyone may without billing', () => {
    expect(errors(chemist, { is_billing: 1 }).gst).toBe('GST is Required');
    expect(errors(chemist, { is_billing: 0 })).toEqual({});
    expect(errors(addressSchema({ userType: 8 }), { is_billing: 1 }).gst).toBe('GST is Required');
    expect(errors(individual, { is_billing: 1 })).toEqual({});
  });

  it('GSTIN state code must match the chosen state; legal name is needed with a GSTIN and for retailers', () => {
    const delhi = makeGstin('07', 'AAACN1234F');
    const haryana = makeGstin('06', 'AAACN1234F');
    expect(errors(chemist, { is_billing: 1, gst: haryana, legalEntityName: 'Nirog Pharma' }).gst).toBe("State code of GSTIN and address don't match");
    expect(errors(chemist, { is_billing: 1, gst: delhi }).legalEntityName).toBe('Legal entity name is required');
    expect(errors(chemist, { is_billing: 1, gst: delhi, legalEntityName: 'Nirog Pharma' })).toEqual({});
    expect(errors(retailer, { is_billing: 1 }).legalEntityName).toBe('Legal entity name is required');
    expect(errors(individual, { gst: delhi.toLowerCase(), legalEntityName: 'Verma Traders' })).toEqual({});
  });

  it('a GSTIN with a wrong check character is refused', () => {
    const good = makeGstin('07', 'AAACN1234F');
    const bad = good.slice(0, 14) + (good[14] === 'A' ? 'B' : 'A');
    expect(errors(individual, { gst: bad, legalEntityName: 'X Traders' }).gst).toBe('This GSTIN is not valid: its last character does not match');
  });
});

describe('GSTIN check character (property)', () => {
  const pan = fc.tuple(
    fc.stringMatching(/^[A-Z]{5}$/),
    fc.stringMatching(/^[0-9]{4}$/),
    fc.stringMatching(/^[A-Z]$/),
  ).map(([a, b, c]) => a + b + c);
  const state = fc.constantFrom(...INDIAN_STATES.map((s) => s.stateCode));
  const entity = fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));

  it('every GSTIN built with its check character is valid and matches the pattern', () => {
    fc.assert(
      fc.property(state, pan, entity, (s, p, e) => {
        const g = makeGstin(s, p, e);
        return GSTIN_PATTERN.test(g) && isValidGstin(g);
      }),
    );
  });

  it('changing any one character of a valid GSTIN makes it invalid', () => {
    fc.assert(
      fc.property(state, pan, entity, fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 35 }), (s, p, e, pos, shift) => {
        const g = makeGstin(s, p, e);
        const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
        const changed = g.slice(0, pos) + alphabet[(alphabet.indexOf(g[pos]) + shift) % 36] + g.slice(pos + 1);
        return !isValidGstin(changed);
      }),
    );
  });

  it('a known real-format GSTIN checks out', () => {
    // 27AAPFU0939F1ZV is the GSTIN used in the GST portal's own examples.
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('pincodes: any 6 digits not starting with 0 pass, anything else fails', () => {
    const schema = addressSchema({ userType: 1 });
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 999999 }), (n) => schema.safeParse({ ...valid, pin_code: String(n) }).success),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^(0[0-9]{5}|[0-9]{1,5}|[0-9]{7,8}|[0-9]{0,5}[^0-9][0-9]{0,5})$/), (p) => !schema.safeParse({ ...valid, pin_code: p }).success),
    );
  });
});
