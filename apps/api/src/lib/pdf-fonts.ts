/**
 * The fonts our PDFs embed (subset), from npm so every machine draws the same document (decision 020). English
 * documents keep DejaVu Sans Condensed (the rupee sign, accented names; their layouts are measured in it); Hindi ones
 * use Noto Sans Devanagari, which also carries Latin and ₹. pdfkit lays text out through fontkit, which applies the
 * font's OpenType shaping for Devanagari (conjuncts, reph, the i-matra before its consonant): checked by rendering
 * Hindi prescriptions and data exports to images.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { currentLocale, type Locale } from '@nirog/shared/messages/catalogue';

const require = createRequire(import.meta.url);

type PdfKit = typeof import('pdfkit');
let pdfkit: Promise<PdfKit> | null = null;
/**
 * pdfkit, loaded at the first document rather than with the server: it (with fontkit) was a tenth of the modules a
 * start loads, for a download few requests ask for (decision 030).
 */
export function loadPdfKit(): Promise<PdfKit> {
  return (pdfkit ??= import('pdfkit').then((mod) => ((mod as { default?: PdfKit }).default ?? mod) as PdfKit));
}
const FILES: Record<Locale, { regular: string; bold: string }> = {
  en: { regular: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf' },
  hi: { regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf' },
};
type Fonts = { regular: Buffer; bold: Buffer; symbols: Buffer };
const loaded = new Map<Locale, Fonts>();

/**
 * The regular and bold fonts for a document in `locale` (the reader's language by default), read once; `symbols` is
 * DejaVu Sans Bold in every language, for the few signs Noto Sans Devanagari lacks (℞).
 */
export function pdfFonts(locale: Locale = currentLocale()): Fonts {
  let fonts = loaded.get(locale);
  if (!fonts) {
    const read = (file: string) => fs.readFileSync(require.resolve(file));
    fonts = { regular: read(FILES[locale].regular), bold: read(FILES[locale].bold), symbols: read(FILES.en.bold) };
    loaded.set(locale, fonts);
  }
  return fonts;
}
