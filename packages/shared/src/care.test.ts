import { describe, expect, it } from 'vitest';
import { CITY_ALIASES, cityAlias, slugify } from './care.ts';

describe('city aliases', () => {
  it('maps the names people type to the city page slug, and leaves canonical slugs alone', () => {
    expect(cityAlias('delhi')).toBe('new-delhi');
    expect(cityAlias('bangalore')).toBe('bengaluru');
    expect(cityAlias('bombay')).toBe('mumbai');
    expect(cityAlias('gurgaon')).toBe('gurugram');
    expect(cityAlias('Calcutta')).toBe('kolkata');
    expect(cityAlias('New Delhi')).toBe('new-delhi');
    expect(cityAlias('new-delhi')).toBeNull();
    expect(cityAlias('kochi')).toBeNull();
    expect(cityAlias('atlantis')).toBeNull();
  });

  it('every alias leads to a slug that is itself canonical (no chains)', () => {
    for (const [alias, target] of Object.entries(CITY_ALIASES)) {
      expect(slugify(alias), alias).toBe(alias);
      expect(CITY_ALIASES[target], `${alias} -> ${target}`).toBeUndefined();
    }
  });
});
