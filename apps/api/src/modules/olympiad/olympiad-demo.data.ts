/**
 * Demo olympiad editions (issue 23 part 6, decision 065). Each question: prompt, options, the indexes of the right
 * options (more than one: multiple choice), an explanation and the classical reference.
 *
 * - `live` runs around the day the demo is seeded: day 1 was yesterday (closed, so its answers are explained), day 2
 *   is today (India time), days 3 and 4 follow; each day is a whole India day. A later start of the demo that finds it
 *   no longer live moves it so that day 2 is today again (olympiad.seed.ts).
 * - `ended` finished ten days before the seeding day.
 * - `december-2026` is the spec's edition (section 9): December 8, 9AM to December 11, 9PM India time, fixed dates.
 */
export type DemoOlympiadQuestion = [prompt: string, options: string[], correct: number[], explanation: string, reference: string];
export interface DemoOlympiad {
  demoKey: 'live' | 'ended' | 'december-2026';
  title: string;
  description: string;
  days: DemoOlympiadQuestion[][];
}

export const DEMO_OLYMPIADS: DemoOlympiad[] = [
  {
    demoKey: 'live',
    title: 'Nirog Ayurveda Olympiad: Dravyaguna week',
    description: 'Four days of questions on medicinal plants and their actions: three questions a day, released at midnight India time. Ties go to the faster total time.',
    days: [
      [
        ['Which part of Ashwagandha (Withania somnifera) is chiefly used in classical formulations?', ['Root', 'Leaf', 'Flower', 'Seed'], [0], 'The root (mula) is the official part: balya and rasayana, named for the smell of a horse its fresh root gives off.', 'Bhavaprakasha Nighantu, Guduchyadi Varga'],
        ['Guduchi (Tinospora cordifolia) is also known by which name, meaning "nectar"?', ['Amrita', 'Vacha', 'Mandukaparni', 'Yashtimadhu'], [0], 'Guduchi is called Amrita for its rejuvenating action; it is tridosha-shamaka and the foremost drug for fevers.', 'Bhavaprakasha Nighantu, Guduchyadi Varga 8-10'],
        ['Which fruits make up Triphala?', ['Haritaki', 'Bibhitaki', 'Amalaki', 'Pippali', 'Maricha'], [0, 1, 2], 'Triphala is Haritaki (Terminalia chebula), Bibhitaki (Terminalia bellirica) and Amalaki (Emblica officinalis). Pippali and Maricha belong with Shunthi in Trikatu.', 'Sharngadhara Samhita, Madhyama Khanda 6'],
      ],
      [
        ['What is the virya (potency) of Amalaki?', ['Shita (cold)', 'Ushna (hot)', 'Anushna-shita (neutral)', 'Tikshna (sharp)'], [0], 'Amalaki is shita virya with madhura vipaka: though sour, it pacifies Pitta. It has every rasa but lavana.', 'Charaka Samhita, Chikitsasthana 1.1'],
        ['Which rasa is absent in Haritaki?', ['Madhura', 'Amla', 'Lavana', 'Kashaya'], [2], 'Haritaki has five rasas, kashaya foremost; lavana alone is missing.', 'Bhavaprakasha Nighantu, Haritakyadi Varga 18'],
        ['Which drugs make up Trikatu?', ['Shunthi', 'Maricha', 'Pippali', 'Haritaki', 'Chitraka'], [0, 1, 2], 'Dry ginger, black pepper and long pepper: the "three pungents", deepana and pachana, that clear Kapha and ama.', 'Bhavaprakasha Nighantu, Haritakyadi Varga 62'],
      ],
      [
        ['Which rasa predominates in Yashtimadhu (Glycyrrhiza glabra)?', ['Madhura', 'Tikta', 'Katu', 'Kashaya'], [0], 'The "sweet stick" is madhura in rasa and vipaka and shita in virya: good for the voice and complexion, it pacifies Vata and Pitta.', 'Bhavaprakasha Nighantu, Haritakyadi Varga 145'],
        ['Which drug is called Vishwabheshaja, the universal medicine?', ['Shunthi', 'Guduchi', 'Tulasi', 'Nimba'], [0], 'Dry ginger (Shunthi) is called Vishwabheshaja and Mahaushadha for its wide use as a digestive and carminative.', 'Bhavaprakasha Nighantu, Haritakyadi Varga 44-45'],
        ["Which are Charaka's four Medhya Rasayanas?", ['Mandukaparni', 'Yashtimadhu', 'Guduchi', 'Shankhapushpi', 'Ashwagandha'], [0, 1, 2, 3], 'Juice of Mandukaparni, powder of Yashtimadhu, juice of Guduchi with its root and flower, and paste of Shankhapushpi promote intellect.', 'Charaka Samhita, Chikitsasthana 1.3.30-31'],
      ],
      [
        ['What is the post-digestive transformation of a drug\'s taste called?', ['Vipaka', 'Virya', 'Prabhava', 'Rasa'], [0], 'Vipaka is the taste that results after digestion by jatharagni: madhura, amla or katu.', 'Charaka Samhita, Sutrasthana 26.57-58'],
        ['Which drug does Charaka name the best for easy purgation (sukha virechana)?', ['Trivrit', 'Madanaphala', 'Kutaja', 'Bilva'], [0], '"Trivrit sukhavirechananam": Trivrit purges gently; Madanaphala is the best for emesis.', 'Charaka Samhita, Sutrasthana 25.40'],
        ['Which drug does Charaka name the best absorbent, appetiser and digestive (sangrahika, dipaniya, pachaniya)?', ['Musta', 'Shunthi', 'Pippali', 'Chitraka'], [0], '"Musta sangrahika-dipaniya-pachaniyanam": Musta (Cyperus rotundus) is the agrya drug for these actions.', 'Charaka Samhita, Sutrasthana 25.40'],
      ],
    ],
  },
  {
    demoKey: 'ended',
    title: 'Nirog Ayurveda Olympiad: Samhita edition',
    description: 'Three days on the classical texts and their authors.',
    days: [
      [
        ['Which classical text is the foundation of Ayurvedic surgery (Shalya tantra)?', ['Sushruta Samhita', 'Charaka Samhita', 'Madhava Nidana', 'Bhavaprakasha'], [0], 'Taught by Divodasa Dhanvantari to Sushruta, the Sushruta Samhita is the classical text of surgery.', 'Sushruta Samhita, Sutrasthana 1'],
        ['How many chapters does the Ashtanga Hridaya have?', ['120', '150', '186', '100'], [0], "Vagbhata's Ashtanga Hridaya has six sthanas and 120 chapters.", 'Ashtanga Hridaya, Sutrasthana 1'],
        ['Madhava Nidana is chiefly a text on:', ['Diagnosis of diseases', 'Pharmacy', 'Surgery', 'Rejuvenation'], [0], "Madhavakara's Rugvinishchaya describes the causes, early signs, signs, pathogenesis and prognosis of diseases.", 'Madhava Nidana, Panchanidana Lakshana'],
      ],
      [
        ['Pulse examination (nadi pariksha) is first described in a classical compendium by:', ['Sharngadhara', 'Charaka', 'Sushruta', 'Bhela'], [0], 'The Sharngadhara Samhita is the earliest of the classical compendia to describe nadi pariksha; it also standardised pharmaceutical preparations.', 'Sharngadhara Samhita, Purva Khanda 3'],
        ['What are the eight branches of Ayurveda together called?', ['Ashtanga Ayurveda', 'Ashtavidha Pariksha', 'Ashtamahadosha', 'Ashtanga Yoga'], [0], 'Kaya, Bala, Graha, Urdhvanga, Shalya, Damshtra, Jara and Vrisha: the eight limbs of Ayurveda.', 'Ashtanga Hridaya, Sutrasthana 1.5'],
        ['Which of these are branches of Ashtanga Ayurveda?', ['Kaya chikitsa', 'Shalya tantra', 'Kaumarabhritya', 'Rasa shastra', 'Agada tantra'], [0, 1, 2, 4], 'Rasa shastra (iatrochemistry) developed later and is not one of the eight limbs.', 'Sushruta Samhita, Sutrasthana 1.7'],
      ],
      [
        ['The eightfold examination (Ashtavidha pariksha) is described in:', ['Yogaratnakara', 'Charaka Samhita', 'Bhela Samhita', 'Kashyapa Samhita'], [0], 'Nadi, mutra, mala, jihva, shabda, sparsha, drik and akriti: the eightfold examination of the Yogaratnakara.', 'Yogaratnakara, Ashtavidha Pariksha'],
        ['The Kashyapa Samhita is chiefly devoted to:', ['Kaumarabhritya (care of children)', 'Surgery', 'Toxicology', 'Aphrodisiacs'], [0], 'The Kashyapa Samhita (Vriddha Jivakiya Tantra) is the classical text of paediatrics and obstetrics.', 'Kashyapa Samhita, Sutrasthana'],
        ["Which of these are part of Charaka's tenfold examination of the patient (Dashavidha pariksha)?", ['Prakriti', 'Sara', 'Satmya', 'Nadi', 'Vaya'], [0, 1, 2, 4], 'Prakriti, vikriti, sara, samhanana, pramana, satmya, sattva, aharashakti, vyayamashakti and vaya. Nadi is not among them.', 'Charaka Samhita, Vimanasthana 8.94'],
      ],
    ],
  },
  {
    demoKey: 'december-2026',
    title: 'Nirog Ayurveda Olympiad 2026',
    description: 'Panchakarma and Swasthavritta over four days. Questions are released at 9 AM and close at 9 PM, India time.',
    days: [
      [
        ["Which procedures make up Charaka's Panchakarma?", ['Vamana', 'Virechana', 'Niruha basti', 'Anuvasana basti', 'Nasya', 'Raktamokshana'], [0, 1, 2, 3, 4], 'Charaka counts the two kinds of basti separately; Sushruta counts raktamokshana instead.', 'Charaka Samhita, Siddhisthana 1'],
        ['What are snehana and swedana before a purification therapy called?', ['Purvakarma', 'Pradhanakarma', 'Paschatkarma', 'Samsarjana'], [0], 'Oleation and sudation prepare the body by bringing the doshas to the gut: the preparatory procedures.', 'Charaka Samhita, Sutrasthana 13-14'],
        ['What is Samsarjana krama after a purification therapy?', ['A graded diet that restores agni', 'Bloodletting', 'Oil massage', 'A complete fast'], [0], 'Peya, vilepi, yusha and the rest in order, rebuilding the digestive fire weakened by shodhana.', 'Charaka Samhita, Siddhisthana 1.11'],
      ],
      [
        ['Vamana is the chief therapy for which dosha?', ['Kapha', 'Pitta', 'Vata', 'Rakta'], [0], '"Vamanam kaphe, virechanam pitte, basti vate": emesis for Kapha, purgation for Pitta, enema for Vata.', 'Ashtanga Hridaya, Sutrasthana 1.25'],
        ['Basti is the best treatment for which dosha?', ['Vata', 'Pitta', 'Kapha', 'All equally'], [0], 'Basti is called half of all treatment, and the best for Vata.', 'Charaka Samhita, Siddhisthana 1.39'],
        ['Nasya is the treatment of choice for disorders of:', ['The region above the clavicles (urdhvajatru)', 'The gut (koshtha)', 'The limbs (shakha)', 'The vital points (marma)'], [0], '"Nasa hi shiraso dvaram": the nose is the gateway to the head.', 'Ashtanga Hridaya, Sutrasthana 20.1'],
      ],
      [
        ['When is Brahma muhurta, the time to wake up?', ['About 96 minutes before sunrise', 'At sunrise', 'At midnight', 'An hour after sunrise'], [0], 'A healthy person should rise in Brahma muhurta to protect their life.', 'Ashtanga Hridaya, Sutrasthana 2.1'],
        ['In which season is Vamana advised for the Kapha accumulated in winter?', ['Vasanta (spring)', 'Grishma (summer)', 'Varsha (rains)', 'Hemanta (early winter)'], [0], 'Kapha gathered in Hemanta and Shishira is melted by the spring sun, so Vasanta calls for emesis.', 'Ashtanga Hridaya, Sutrasthana 3.18-19'],
        ['Which of these natural urges must not be suppressed?', ['Sneezing', 'Yawning', 'Hunger', 'Anger', 'Thirst'], [0, 1, 2, 4], 'Thirteen natural urges must not be held back; anger is among the urges of the mind one should restrain.', 'Charaka Samhita, Sutrasthana 7.3-4, 7.27'],
      ],
      [
        ['Daily oil massage (abhyanga) should be given especially to:', ['The head', 'The ears', 'The feet', 'The abdomen'], [0, 1, 2], '"Shirah shravana padeshu tam visheshena shilayet": the head, ears and feet above all.', 'Ashtanga Hridaya, Sutrasthana 2.8-9'],
        ['How much exercise does Vagbhata advise for the strong in the cold seasons?', ['Half of one\'s strength', 'Full strength', 'A quarter of one\'s strength', 'Until exhaustion'], [0], 'Ardhashakti vyayama: exercise to half one\'s strength, less in other seasons and for the weak.', 'Ashtanga Hridaya, Sutrasthana 2.11'],
        ['At which time of the day does Pitta predominate?', ['Midday', 'Early morning', 'Evening', 'Dawn'], [0], 'Kapha rules the first part of the day and night, Pitta the middle and Vata the end.', 'Ashtanga Hridaya, Sutrasthana 1.8'],
      ],
    ],
  },
];

/** Demo participants on the leaderboards: their names, and how often (of 10) they answer right. */
export const DEMO_PARTICIPANTS: Array<[name: string, skill: number]> = [
  ['Ananya Kulkarni', 9], ['Rohit Deshmukh', 8], ['Priya Menon', 9], ['Arjun Reddy', 7], ['Sneha Patil', 8],
  ['Vikram Joshi', 6], ['Kavitha Raman', 8], ['Aditya Mishra', 7], ['Neha Bhatt', 9], ['Sanjay Pillai', 5],
  ['Divya Iyer', 7], ['Harish Chandra', 6], ['Pooja Saxena', 8], ['Manoj Tiwari', 5], ['Lakshmi Narayanan', 7],
  ['Farhan Qureshi', 6], ['Ishita Banerjee', 8], ['Gaurav Sethi', 4], ['Meenakshi Sundaram', 7], ['Tanvi Kapoor', 6],
];
/** Their mobile numbers: 9100000101, 9100000102, ... (accounts of type student, made by the seed). */
export const DEMO_PARTICIPANT_MOBILE_BASE = 9_100_000_101;
