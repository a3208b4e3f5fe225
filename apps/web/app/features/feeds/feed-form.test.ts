import { describe, expect, it } from 'vitest';
import { withTags } from './feed-form.ts';

describe('withTags: the Tags field joins the text as #tags (the API reads tags from the text)', () => {
  it('appends new tags after a blank line, lower-cased, with or without #, split by spaces or commas', () => {
    expect(withTags('PCOS case.', '#PCOS panchakarma, #diet')).toBe('PCOS case.\n\n#pcos #panchakarma #diet');
  });
  it('leaves out tags the text already has and repeated ones', () => {
    expect(withTags('Case on #pcos', 'pcos Diet diet')).toBe('Case on #pcos\n\n#diet');
  });
  it('drops what is not a tag and leaves the text alone when nothing is left', () => {
    expect(withTags('Text', '## -x @me')).toBe('Text');
    expect(withTags('', 'ayurveda')).toBe('#ayurveda');
  });
});
