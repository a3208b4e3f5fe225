import { describe, expect, it } from 'vitest';
import { idOr404, optionalIdOr404, positiveId } from './route-params.ts';

const status = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { init?: { status?: number } }).init?.status;
  }
  return 'no throw';
};

describe('ids in page addresses', () => {
  it('takes whole numbers from 1 to the integer maximum, nothing else', () => {
    expect(positiveId('42')).toBe(42);
    expect(positiveId('2147483647')).toBe(2147483647);
    for (const bad of ['', '0', '-1', '1.5', '1e3', ' 7', 'abc', '2147483648', '99999999999', undefined, null, 7]) expect(positiveId(bad)).toBeNull();
  });
  it('an id that is not one is the page\'s 404; no id on an editor is a new record', () => {
    expect(idOr404('9')).toBe(9);
    expect(status(() => idOr404('x'))).toBe(404);
    expect(status(() => idOr404(undefined))).toBe(404);
    expect(optionalIdOr404(undefined)).toBeNull();
    expect(optionalIdOr404('3')).toBe(3);
    expect(status(() => optionalIdOr404('0'))).toBe(404);
  });
});
