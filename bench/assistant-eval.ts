/**
 * `npm run eval` (issue 26, decision 071): a benchmark, not a test. 50+ questions, each with the sources an answer
 * must cite; on a fresh embedded database with the demo knowledge, articles and catalog, it retrieves exactly as
 * POST /pub/v1/assistant/ask does (as a practitioner) and prints:
 * - retrieval recall@5: the share of questions where a relevant source is among the 5 passages retrieved to cite;
 * - citation precision: the share of the sources the (extractive, offline) answer cites that are among the question's
 *   relevant sources (decision 077: the answer cites the passages within half the best score);
 * - answer recall: the share of questions whose answer cites a relevant source.
 * Aim: recall@5 ≥ 0.9, precision ≥ 0.8.
 */
import { createTestDatabase } from '../apps/api/src/test-support/test-db.ts';
import { seedDemoKnowledge } from '../apps/api/src/modules/knowledge/knowledge.seed.ts';
import { seedDemoArticles } from '../apps/api/src/modules/articles/articles.seed.ts';
import { seedDemoCatalog } from '../apps/api/src/modules/catalog/catalog.seed.ts';
import { createRetrieval } from '../apps/api/src/modules/assistant/retrieval.ts';
import { ASK_KINDS, citable } from '../apps/api/src/modules/assistant/assistant.service.ts';
import { answerPassages, extractiveParts } from '../apps/api/src/modules/assistant/answer.ts';

const g = (slug: string) => `/ayurveda/glossary/${slug}`;
const c = (slug: string) => `/health-conditions/${slug}`;
const tr = (slug: string) => `/treatments/${slug}`;

/** [question, sources that count as relevant (any one of them cited is a hit)] */
const QUESTIONS: Array<[string, string[]]> = [
  ['What are Ayurvedic remedies for acidity?', [c('acidity'), '/blogs/en/digestion/acidity-and-meal-timing', g('avipattikar-churna'), tr('digestive-issues'), g('yashtimadhu'), g('amalaki')]],
  ['How is migraine managed according to the dosha involved?', [g('vata'), g('pitta'), g('kapha'), g('nasya'), g('shirodhara'), g('jatamansi'), g('brahmi')]],
  ['Which classical formulations are used in diabetes (Madhumeha)?', [c('type-2-diabetes'), g('chandraprabha-vati'), g('guduchi'), g('haridra'), g('shilajit'), tr('lifestyle-disorders')]],
  ['Which herbs support liver health?', [c('fatty-liver'), c('raised-liver-enzymes'), c('jaundice'), tr('liver-problems'), g('bhumi-amalaki'), g('kalmegh'), g('katuki'), g('arogyavardhini-vati'), g('punarnava')]],
  ['What is a good summer routine for Pitta?', [g('pitta'), g('amalaki'), g('virechana')]],
  ['Lifestyle tips for IT professionals with anxiety', [c('stress-and-sleep'), g('brahmi'), g('ashwagandha'), g('jatamansi'), g('shankhpushpi'), g('shirodhara'), g('abhyanga')]],
  ['What is ashwagandha used for?', [g('ashwagandha'), g('ashwagandharishta')]],
  ['aswagandha benefits', [g('ashwagandha'), g('ashwagandharishta')]],
  ['ashwgandha for stress', [g('ashwagandha'), c('stress-and-sleep')]],
  ['What is Triphala?', [g('triphala'), '/blogs/en/digestion/triphala-what-it-is-and-how-it-is-used', g('haritaki'), g('bibhitaki'), g('amalaki')]],
  ['What does Vata dosha govern?', [g('vata')]],
  ['What are the qualities of Kapha?', [g('kapha')]],
  ['What is Pitta dosha?', [g('pitta')]],
  ['What is abhyanga and how is it done?', [g('abhyanga'), '/photos/en/daily-routine/abhyanga-step-by-step']],
  ['What is Panchakarma?', [g('panchakarma'), g('vamana'), g('virechana'), g('basti'), g('nasya'), g('raktamokshana')]],
  ['What is Shirodhara used for?', [g('shirodhara')]],
  ['How is Basti given?', [g('basti'), g('kati-basti')]],
  ['What is Nasya therapy?', [g('nasya')]],
  ['What is Virechana?', [g('virechana')]],
  ['What is Vamana used for?', [g('vamana')]],
  ['Herbs for cough and breathlessness', [g('vasa'), g('sitopaladi-churna'), g('pippali'), g('tulsi'), g('yashtimadhu'), c('chronic-cough'), c('asthma'), tr('respiratory-problems'), g('trikatu')]],
  ['What is Sitopaladi churna?', [g('sitopaladi-churna')]],
  ['Ayurvedic care for constipation', [c('constipation'), g('triphala'), g('haritaki'), g('purisha')]],
  ['What helps with piles?', [c('piles'), g('kshara-sutra')]],
  ['Ayurveda for psoriasis', [c('psoriasis'), g('manjishtha'), g('neem'), tr('skin-diseases')]],
  ['Herbs for acne and pimples', [c('acne'), g('manjishtha'), g('neem'), g('haridra'), tr('skin-diseases'), g('kumari')]],
  ['How does Ayurveda look at eczema?', [c('eczema'), tr('skin-diseases')]],
  ['Ayurvedic management of knee osteoarthritis', [c('knee-osteoarthritis'), g('yogaraja-guggulu'), g('guggulu'), g('mahanarayan-taila'), tr('pain-management')]],
  ['Treatment for low back pain and sciatica', [c('low-back-pain'), c('sciatica'), g('kati-basti'), tr('pain-management'), g('dashamoola')]],
  ['Neck pain Ayurveda', [c('neck-pain'), tr('pain-management')]],
  ['What is Guggulu?', [g('guggulu'), g('yogaraja-guggulu'), g('kaishore-guggulu')]],
  ['Kaishore guggulu uses', [g('kaishore-guggulu')]],
  ['What is Chyawanprash?', [g('chyawanprash')]],
  ['Uses of Guduchi (giloy)', [g('guduchi')]],
  ['Benefits of Brahmi for memory', [g('brahmi'), g('shankhpushpi')]],
  ['What is Shatavari used for in women?', [g('shatavari'), tr('female-health-issues')]],
  ['Ayurveda for PCOS', [c('pcos'), tr('female-health-issues')]],
  ['Painful periods remedies', [c('painful-periods'), tr('female-health-issues')]],
  ['Menopause hot flushes Ayurveda', [c('menopause'), tr('female-health-issues')]],
  ['Kidney stones Ayurvedic care', [c('kidney-stones'), tr('kidney-problems'), g('gokshura'), g('punarnava')]],
  ['Burning urination', [c('burning-urination'), tr('kidney-problems'), g('gokshura'), g('mutra')]],
  ['High blood pressure Ayurveda', [c('high-blood-pressure'), g('arjuna'), tr('lifestyle-disorders')]],
  ['Arjuna bark for the heart', [g('arjuna')]],
  ['Obesity and weight loss in Ayurveda', [c('obesity'), g('meda'), g('guggulu'), tr('lifestyle-disorders'), g('trikatu')]],
  ['Irritable bowel syndrome Ayurveda', [c('irritable-bowel-syndrome'), g('bilva'), tr('digestive-issues')]],
  ['Gas and bloating after meals', ['/videos/en/digestion/doctor-explains-bloating', g('hingvashtak-churna'), g('ajwain'), tr('digestive-issues'), c('irritable-bowel-syndrome')]],
  ['What is Hingvashtak churna?', [g('hingvashtak-churna')]],
  ['Allergic rhinitis sneezing Ayurveda', [c('allergic-rhinitis'), tr('respiratory-problems'), g('nasya')]],
  ['Jaundice in Ayurveda', [c('jaundice'), tr('liver-problems'), g('bhumi-amalaki'), g('kalmegh')]],
  ['Fluid retention and swelling', [c('fluid-retention'), g('punarnava')]],
  ['What is Rasa dhatu?', [g('rasa')]],
  ['What are the seven dhatus?', [g('rasa'), g('rakta'), g('mamsa'), g('meda'), g('asthi'), g('majja'), g('shukra')]],
  ['What is Shilajit?', [g('shilajit')]],
  ['Tulsi tea for colds', [g('tulsi')]],
  ['What is Trikatu?', [g('trikatu'), g('shunthi'), g('pippali')]],
  ['Turmeric in Ayurveda', [g('haridra')]],
  ['अश्वगंधा', [g('ashwagandha')]],
  ['White discharge treatment', [c('white-discharge'), tr('female-health-issues')]],
];

const database = await createTestDatabase();
try {
  await seedDemoKnowledge(database.database);
  await seedDemoArticles(database.database, new Date('2030-01-01T00:00:00Z'));
  await seedDemoCatalog(database.database);
  const retrieval = createRetrieval({ db: database.database.db, now: () => new Date('2030-03-01T00:00:00Z') });
  const viewer = { userId: null, seesPractitionerPosts: true };
  let hits = 0;
  let answerHits = 0;
  let cited = 0;
  let relevant = 0;
  const misses: string[] = [];
  const started = Date.now();
  for (const [q, sources] of QUESTIONS) {
    const top = citable(await retrieval.search(viewer, q, ASK_KINDS, 6));
    const paths = top.map((p) => p.path);
    if (paths.some((p) => sources.includes(p))) hits++;
    else misses.push(`  ${q}\n    retrieved: ${paths.join(', ') || '(none)'}`);
    // What the answer cites, composed as the offline assistant composes it.
    const words = (await retrieval.terms(q)).words.map((w) => w.fix ?? w.word);
    const answered = extractiveParts(words, answerPassages(top)).cited.map((p) => p.path);
    if (answered.some((p) => sources.includes(p))) answerHits++;
    cited += answered.length;
    relevant += answered.filter((p) => sources.includes(p)).length;
  }
  const ms = (Date.now() - started) / QUESTIONS.length;
  console.log(`questions: ${QUESTIONS.length}`);
  console.log(`retrieval recall@5: ${(hits / QUESTIONS.length).toFixed(3)} (${hits}/${QUESTIONS.length})`);
  console.log(`citation precision: ${(relevant / Math.max(1, cited)).toFixed(3)} (${relevant}/${cited} sources cited by the answers)`);
  console.log(`answer recall: ${(answerHits / QUESTIONS.length).toFixed(3)} (${answerHits}/${QUESTIONS.length} answers cite a relevant source)`);
  console.log(`mean retrieval time: ${ms.toFixed(0)} ms per question (PGlite)`);
  if (misses.length) console.log(`missed:\n${misses.join('\n')}`);
} finally {
  await database.dispose();
}
