/**
 * The one door for article HTML (decision 046): everything an editor sends passes this allow-list sanitiser
 * (sanitize-html) before it is stored, and stored HTML is what pages render. Only text structure, links and our own
 * pictures survive: no script, style, iframe, event handler (onerror=...), style attribute or javascript: address.
 * A picture must be one of ours (/images/articles/{uuid}/{width}.{webp|jpg}); any other is dropped.
 */
import sanitizeHtml from 'sanitize-html';

const OUR_IMAGE = /^\/api\/images\/articles\/[0-9a-f-]{36}\/\d{2,4}\.(?:webp|jpg)$/;
const OUR_SRCSET = /^(?:\/api\/images\/articles\/[0-9a-f-]{36}\/\d{2,4}\.(?:webp|jpg) \d{2,4}w(?:, )?)+$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 's', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'br', 'img', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A heading level 1 is the page's title: an editor's h1 becomes h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: { ...attribs, ...(external ? { rel: 'noopener noreferrer nofollow', target: '_blank' } : { rel: '', target: '' }) } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async', ...(attribs.srcset && !OUR_SRCSET.test(attribs.srcset) ? { srcset: '' } : {}) } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OUR_IMAGE.test(frame.attribs.src ?? ''),
  nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
};

/** The HTML as it may be stored and shown. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(/ (rel|target|srcset)=""/g, '')
    .trim();
}

/** The words of stored HTML (for search and reading time). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption)>/g, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read: about 200 words a minute in English, 160 in Hindi; a picture or video counts as a minute at least. */
export function readingMinutes(text: string, language: 'en' | 'hi'): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / (language === 'hi' ? 160 : 200)));
}
