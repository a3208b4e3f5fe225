/**
 * The demo catalogue for Nirog, read from data/demo-catalog.json: brands, a two-level category tree and a few hundred
 * Ayurvedic, Siddha and Unani products, for seeding development and demo environments. The file is data, not code;
 * the schema below checks it when the seed reads it, so a typo in a field fails the seed instead of seeding nonsense.
 *
 * Notes for anyone editing the data:
 * - Licence numbers are ILLUSTRATIVE placeholders in the usual "Form 25-D" style, not the manufacturers' real
 *   licence numbers. Do not show them to customers as real licence details.
 * - Compositions list the principal ingredients only (at most 12), with botanical names and parts. Quantities
 *   are given only where commonly stated. Proprietary products list representative ingredients: check them
 *   against the manufacturer's label before any product goes live.
 * - MRPs are realistic-looking demo prices in paise, not current manufacturer prices.
 * - Texts describe traditional use only and make no cure claims (see the Drugs and Magic Remedies
 *   (Objectionable Advertisements) Act, 1954). prescriptionRequired marks bhasma, rasa and other
 *   herbo-mineral preparations carrying the Schedule E(1) "to be taken under medical supervision" caution.
 * - otc is true for proprietary over-the-counter products (syrups, tablets, balms, juices, soaps, shampoos...).
 *   Classical medicines have otc false: no prescription is needed unless prescriptionRequired is true, but they
 *   are catalogued as physician-recommended medicines rather than consumer OTC products.
 * - HSN codes: 30049011 Ayurvedic, 30049012 Unani and 30049013 Siddha medicaments; 33049990 cosmetics;
 *   34011190 soaps; 33051090 shampoos; 33061010 / 33061020 toothpaste / tooth powder; 21069099 juices and
 *   food supplements.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { moduleDataFile } from '../../paths.ts';

export const PRODUCT_FORMS = ['churna', 'vati', 'gutika', 'asava', 'arishta', 'taila', 'ghrita', 'bhasma', 'pishti', 'kwath', 'kashayam', 'avaleha', 'guggulu', 'rasa', 'capsule', 'tablet', 'syrup', 'cream', 'gel', 'powder', 'juice', 'drops', 'soap', 'shampoo'] as const;

const demoBrand = z.strictObject({ slug: z.string(), name: z.string(), manufacturer: z.string(), licence: z.string(), description: z.string() });
const demoCategory = z.strictObject({ slug: z.string(), name: z.string(), parent: z.string().nullable(), description: z.string() });
const demoIngredient = z.strictObject({ ingredient: z.string(), botanical: z.string().optional(), part: z.string().optional(), quantity: z.string().optional() });
const demoPack = z.strictObject({ label: z.string(), mrpPaise: z.int().positive() });
const demoProduct = z.strictObject({
  name: z.string(),
  /** A brand's slug. */
  brand: z.string(),
  kind: z.enum(['classical', 'proprietary']),
  form: z.enum(PRODUCT_FORMS),
  /** 1 Ayurveda, 2 Naturopathy, 3 Siddha, 4 Unani, 5 Homeopathy, 6 Yoga (MEDICAL_SYSTEMS). */
  medicalSystem: z.literal([1, 2, 3, 4, 5, 6]),
  /** Category slugs: one form category, then one or two health-concern categories. */
  categories: z.array(z.string()),
  composition: z.array(demoIngredient),
  /** Traditional use, in plain English. */
  indications: z.string(),
  dosage: z.string(),
  contraindications: z.string(),
  description: z.string(),
  /** Classical source text, for classical formulations. */
  reference: z.string().optional(),
  prescriptionRequired: z.boolean(),
  otc: z.boolean(),
  hsn: z.string(),
  gstRatePercent: z.literal([5, 12, 18]),
  packs: z.array(demoPack).min(1),
});
const demoCatalogFile = z.strictObject({ brands: z.array(demoBrand), categories: z.array(demoCategory), products: z.array(demoProduct) });

export type DemoBrand = z.infer<typeof demoBrand>;
export type DemoCategory = z.infer<typeof demoCategory>;
export type DemoProduct = z.infer<typeof demoProduct>;
export type DemoCatalog = z.infer<typeof demoCatalogFile>;

export const DEMO_CATALOG_FILE = moduleDataFile('catalog', 'demo-catalog.json');

/** Reads and checks the demo catalogue file (about 0.7 MB), only when the demo is seeded. */
export function loadDemoCatalog(file = DEMO_CATALOG_FILE): DemoCatalog {
  return demoCatalogFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
