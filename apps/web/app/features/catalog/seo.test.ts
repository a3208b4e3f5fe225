import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@nirog/shared/schemas/catalog';
import { jsonForScript, languageLinks, productJsonLd, seoMeta } from './seo.ts';

const product: ProductDetail = {
  id: 7,
  slug: 'triphala-churna-dabur',
  name: 'Triphala Churna',
  brand: { slug: 'dabur', name: 'Dabur', manufacturer: 'Dabur India Ltd.', licence: 'L-1', noNirogMoney: false },
  medicalSystem: 1,
  kind: 'classical',
  form: 'churna',
  composition: [{ ingredient: 'Haritaki', botanical: 'Terminalia chebula', part: 'fruit' }],
  indications: 'Digestion',
  dosage: '3-6 g at bedtime',
  contraindications: 'Pregnancy',
  description: 'A classical blend of three fruits. </script><script>alert(1)</script>',
  reference: null,
  prescriptionRequired: false,
  otc: false,
  hsnCode: '30049011',
  gstRatePercent: 12,
  images: [],
  pictures: [],
  metaTitle: null,
  metaDescription: null,
  categories: [],
  packages: [
    { id: 1, label: '100 g', sku: 'NR-7-1', inStock: true, available: 10, mrp: 12000, price: 10250, priceType: 'retail', percentOff: 14, dealPercent: null },
    { id: 2, label: '500 g', sku: 'NR-7-2', inStock: false, available: 0, mrp: 50000, price: 45000, priceType: 'retail', percentOff: 10, dealPercent: null },
  ],
  bookmarked: false,
};

describe('catalog SEO', () => {
  it('gives title, description, canonical URL and Open Graph tags', () => {
    const tags = seoMeta({ title: 'Triphala Churna', description: 'x '.repeat(200), url: 'https://nirog.in/medicines/t', type: 'product' });
    expect(tags).toContainEqual({ title: 'Triphala Churna | Nirog' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://nirog.in/medicines/t' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://nirog.in/medicines/t' });
    const description = tags.find((t) => 'name' in t && t.name === 'description') as { content: string };
    expect(description.content.length).toBeLessThanOrEqual(160);
  });

  it('names the page in English and Hindi for search engines, canonical in the language shown (decision 020)', () => {
    const inEnglish = seoMeta({ title: 'Triphala Churna', description: 'x', url: 'https://nirog.in/medicines/t?pack=2' }).filter((tag) => 'tagName' in tag);
    expect(languageLinks('https://nirog.in/medicines/t?pack=2', 'hi').links).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://nirog.in/hi/medicines/t?pack=2' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://nirog.in/medicines/t?pack=2' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: 'https://nirog.in/hi/medicines/t?pack=2' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://nirog.in/medicines/t?pack=2' },
    ]);
    expect(inEnglish).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://nirog.in/medicines/t?pack=2' }); // read in English here
    expect(languageLinks('https://nirog.in/', 'hi').canonical).toBe('https://nirog.in/hi');
    // A page with one address (offers) has no alternates.
    expect(languageLinks('https://nirog.in/offers', 'hi').links).toEqual([{ tagName: 'link', rel: 'canonical', href: 'https://nirog.in/offers' }]);
  });

  it('describes the product with one offer per pack, in rupees, INR, with availability', () => {
    const ld = productJsonLd(product, 'https://nirog.in', product.packages[1]);
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Triphala Churna', sku: 'NR-7-2', brand: { name: 'Dabur' } });
    expect(ld.offers).toEqual([
      expect.objectContaining({ sku: 'NR-7-1', price: '102.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ sku: 'NR-7-2', price: '450.00', priceCurrency: 'INR', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('cannot close its script element, whatever the text says', () => {
    const text = jsonForScript(productJsonLd(product, 'https://nirog.in'));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).description).toContain('</script>');
  });
});
