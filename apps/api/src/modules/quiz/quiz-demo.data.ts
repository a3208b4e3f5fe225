/**
 * Demo quizzes (issue 23 part 6): ten quizzes from the classical texts. Each question: prompt, options, the indexes
 * of the right options (more than one: multiple choice), an explanation and the classical reference.
 */
export type DemoQuestion = [prompt: string, options: string[], correct: number[], explanation: string, reference: string];
export interface DemoQuiz {
  title: string;
  topic: string;
  description: string;
  difficulty: 1 | 2 | 3;
  minutes: number;
  /** Days before the seed's date it was published (for "newest"). */
  ageDays: number;
  questions: DemoQuestion[];
}

export const DEMO_QUIZZES: DemoQuiz[] = [
  {
    title: 'Charaka Samhita: Sutrasthana foundations',
    topic: 'Samhitas',
    description: 'The aim of Ayurveda, the definition of life and the four limbs of treatment as Charaka teaches them.',
    difficulty: 1,
    minutes: 6,
    ageDays: 1,
    questions: [
      ['How many sthanas (sections) make up the Charaka Samhita?', ['Six', 'Eight', 'Ten', 'Twelve'], [1], 'Charaka Samhita has eight sthanas (Sutra, Nidana, Vimana, Sharira, Indriya, Chikitsa, Kalpa and Siddhi) with 120 chapters in all.', 'Charaka Samhita, Sutrasthana 30 (Arthedashamahamuliya Adhyaya)'],
      ['What does Charaka call the union that is "Ayu" (life)?', ['Body, senses, mind and soul', 'Vata, Pitta and Kapha', 'Rasa, Rakta and Mamsa', 'Food, sleep and celibacy'], [0], 'Ayu is the union of sharira (body), indriya (senses), sattva (mind) and atma (soul): "shariendriyasattvatmasamyogo dhari jivitam".', 'Charaka Samhita, Sutrasthana 1.42'],
      ['Which are the three sub-pillars of life (Trayopastambha)?', ['Ahara (food)', 'Nidra (sleep)', 'Brahmacharya (regulated conduct)', 'Vyayama (exercise)', 'Snana (bathing)'], [0, 1, 2], 'Food, sleep and brahmacharya support the body as sub-pillars (upastambha); the doshas are its pillars.', 'Charaka Samhita, Sutrasthana 11.35'],
      ['What is the twofold purpose (prayojana) of Ayurveda?', ['To protect the health of the healthy and to relieve the disease of the sick', 'To prolong life and to give progeny', 'To purify the body and to rejuvenate it', 'To treat the body and to treat the mind'], [0], '"Svasthasya svasthya rakshanam, aturasya vikara prashamanam cha": preserving health comes first, curing disease second.', 'Charaka Samhita, Sutrasthana 30.26'],
      ['Which are the four limbs of treatment (Chikitsa Chatushpada)?', ['Bhishak (physician)', 'Dravya (medicine)', 'Upasthata (attendant)', 'Rogi (patient)', 'Kala (season)', 'Desha (place)'], [0, 1, 2, 3], 'Physician, medicine, attendant and patient, each with their four qualities, together bring about the cure; the physician leads.', 'Charaka Samhita, Sutrasthana 9.3'],
      ['Which disciple of Punarvasu Atreya first composed the treatise that Charaka later redacted?', ['Bhela', 'Agnivesha', 'Jatukarna', 'Harita'], [1], 'Atreya taught six disciples; Agnivesha wrote his tantra first. Charaka redacted it and Dridhabala completed the work.', 'Charaka Samhita, Sutrasthana 1.30-1.32'],
    ],
  },
  {
    title: 'Tridosha: qualities, seats and subtypes',
    topic: 'Tridosha',
    description: 'The gunas of Vata, Pitta and Kapha, where each predominates and the five subtypes of each, after Vagbhata.',
    difficulty: 1,
    minutes: 7,
    ageDays: 3,
    questions: [
      ['Which of these are qualities (gunas) of Vata?', ['Ruksha (dry)', 'Laghu (light)', 'Snigdha (unctuous)', 'Chala (mobile)', 'Guru (heavy)', 'Shita (cold)'], [0, 1, 3, 5], 'Vata is ruksha, laghu, shita, khara, sukshma and chala. Snigdha and guru are qualities of Kapha.', 'Ashtanga Hridaya, Sutrasthana 1.11'],
      ['Which of these qualities belongs to Kapha and not to Pitta?', ['Tikshna (sharp)', 'Ushna (hot)', 'Drava (liquid)', 'Sthira (stable)'], [3], 'Pitta is sasneha, tikshna, ushna, laghu, visra, sara and drava; Kapha is snigdha, shita, guru, manda, shlakshna, mritsna and sthira.', 'Ashtanga Hridaya, Sutrasthana 1.11-1.12'],
      ['Where in the body does Pitta predominantly reside?', ['Above the heart', 'Between the heart and the navel', 'Below the navel', 'In the head'], [1], 'Though pervading the body, Vata, Pitta and Kapha dwell mainly below the navel, between the heart and navel, and above the heart respectively.', 'Ashtanga Hridaya, Sutrasthana 1.7'],
      ['In which stage of life does Vata predominate?', ['Childhood', 'Middle age', 'Old age', 'It is equal throughout life'], [2], 'Kapha predominates at the beginning of life, Pitta in the middle and Vata at the end; the same order holds for the day, the night and digestion.', 'Ashtanga Hridaya, Sutrasthana 1.8'],
      ['What is the seat (sthana) of Prana Vayu?', ['Murdha (head)', 'Nabhi (navel)', 'Hridaya (heart)', 'Apana (anal region)'], [0], '"Sthanam pranasya murdha": Prana dwells in the head and moves in the chest and throat, governing the mind, senses, breath and swallowing.', 'Ashtanga Hridaya, Sutrasthana 12.4'],
      ['Which Pitta colours rasa into rakta?', ['Pachaka', 'Ranjaka', 'Sadhaka', 'Bhrajaka'], [1], 'Ranjaka Pitta, seated in the amashaya (stomach region), gives rasa dhatu its red colour, forming rakta.', 'Ashtanga Hridaya, Sutrasthana 12.13'],
      ['Where is Avalambaka Kapha seated?', ['Uras (chest)', 'Kantha (throat)', 'Shira (head)', 'Sandhi (joints)'], [0], 'Avalambaka Kapha in the chest supports the heart and the other seats of Kapha by its own strength.', 'Ashtanga Hridaya, Sutrasthana 12.15'],
    ],
  },
  {
    title: 'Dravyaguna: Rasa, Virya, Vipaka and Prabhava',
    topic: 'Dravyaguna',
    description: 'How a substance acts: its taste, potency, post-digestive effect and specific action.',
    difficulty: 2,
    minutes: 8,
    ageDays: 5,
    questions: [
      ['How many rasas (tastes) does Ayurveda describe?', ['Four', 'Five', 'Six', 'Eight'], [2], 'Madhura, amla, lavana, katu, tikta and kashaya: six rasas, each stronger in the order given.', 'Ashtanga Hridaya, Sutrasthana 1.14'],
      ['Which rasas pacify Kapha?', ['Madhura', 'Amla', 'Lavana', 'Katu', 'Tikta', 'Kashaya'], [3, 4, 5], 'The first three (madhura, amla, lavana) pacify Vata; tikta, katu and kashaya pacify Kapha; kashaya, tikta and madhura pacify Pitta.', 'Ashtanga Hridaya, Sutrasthana 1.15'],
      ['Which two mahabhutas predominate in tikta (bitter) rasa?', ['Prithvi and Jala', 'Vayu and Akasha', 'Agni and Vayu', 'Jala and Agni'], [1], 'Tikta is vayu and akasha; katu is vayu and agni; kashaya is vayu and prithvi; madhura is prithvi and jala.', 'Ashtanga Hridaya, Sutrasthana 10.1; Charaka Samhita, Sutrasthana 26.40'],
      ['What is the vipaka of tikta, katu and kashaya rasas?', ['Madhura', 'Amla', 'Katu', 'Lavana'], [2], 'Charaka names three vipakas: madhura and lavana become madhura, amla stays amla, and tikta, katu and kashaya become katu.', 'Charaka Samhita, Sutrasthana 26.57-26.58'],
      ['According to Vagbhata, of how many kinds is virya (potency)?', ['Two: ushna and shita', 'Three', 'Six', 'Eight'], [0], 'Some teachers count eight viryas (guru, snigdha, shita, mridu and their opposites); Vagbhata holds that virya is twofold, hot and cold, since the world is agneya and saumya.', 'Ashtanga Hridaya, Sutrasthana 9.17-9.18'],
      ['Danti and Chitraka share rasa, virya and vipaka, yet only Danti purges. What explains this?', ['Prabhava', 'Guna', 'Karma', 'Samyoga'], [0], 'An action that cannot be explained by rasa, virya and vipaka is due to the specific potency (prabhava) of the drug.', 'Charaka Samhita, Sutrasthana 26.67-26.68'],
      ['Haritaki has five rasas. Which rasa is absent in it?', ['Madhura', 'Amla', 'Lavana', 'Kashaya'], [2], 'Haritaki is "lavanena vivarjita": it has five rasas without salt, with kashaya predominant, ushna virya and madhura vipaka.', 'Bhavaprakasha Nighantu, Haritakyadi Varga (Haritaki)'],
    ],
  },
  {
    title: 'Panchakarma essentials',
    topic: 'Panchakarma',
    description: 'The five purification procedures, their preparation and their best drugs.',
    difficulty: 2,
    minutes: 7,
    ageDays: 7,
    questions: [
      ['Which procedure is NOT one of the five karmas counted by Charaka?', ['Vamana', 'Virechana', 'Nasya', 'Raktamokshana'], [3], 'Charaka counts vamana, virechana, asthapana (niruha) basti, anuvasana basti and nasya; Sushruta, the surgeon, counts raktamokshana among his five.', 'Charaka Samhita, Siddhisthana 1'],
      ['Which two procedures prepare the body before shodhana (purvakarma)?', ['Snehana (oleation)', 'Swedana (sudation)', 'Langhana (fasting)', 'Rasayana (rejuvenation)'], [0, 1], 'Oleation and sudation loosen the doshas and bring them to the gut, from where vamana or virechana removes them.', 'Charaka Samhita, Sutrasthana 13 and 14'],
      ['Which is the best purification for Pitta?', ['Vamana', 'Virechana', 'Basti', 'Nasya'], [1], 'Basti is best for Vata, virechana for Pitta and vamana for Kapha; among palliatives, oil, ghee and honey respectively.', 'Ashtanga Hridaya, Sutrasthana 1.25-1.26'],
      ['Which procedure do some call "half of all treatment" (ardha chikitsa)?', ['Vamana', 'Basti', 'Nasya', 'Virechana'], [1], 'Vata is the leader of the doshas and basti is its best remedy, so basti is said to be half the treatment, or even all of it.', 'Charaka Samhita, Siddhisthana 1.38-1.39'],
      ['Which drug does Charaka name the best for vamana, asthapana and anuvasana?', ['Madanaphala', 'Trivrit', 'Haritaki', 'Eranda'], [0], 'Madanaphala (Randia dumetorum) is agrya for emesis and bastis; trivrit is best for easy purgation.', 'Charaka Samhita, Sutrasthana 25.40'],
      ['How many vomiting bouts (vegas) mark the best (pravara) cleansing in vamana?', ['Four', 'Six', 'Eight', 'Ten'], [2], 'Eight vegas mark pravara shuddhi, six madhyama and four avara.', 'Charaka Samhita, Siddhisthana 1.13-1.14'],
      ['Why is nasya the treatment of choice for diseases of the head?', ['The nose is the gateway to the head', 'The head is the seat of Kapha', 'Drugs are absorbed fastest from the nose', 'The nose holds the Prana Vayu'], [0], '"Nasa hi shiraso dvaram": medicine given through the nose reaches the head and removes the doshas there.', 'Ashtanga Hridaya, Sutrasthana 20.1'],
    ],
  },
  {
    title: 'Nadi Pariksha: reading the pulse',
    topic: 'Nadi Pariksha',
    description: 'Where and how to feel the pulse, and the gaits of the doshas, after Sharangadhara and Yogaratnakara.',
    difficulty: 2,
    minutes: 6,
    ageDays: 9,
    questions: [
      ['Which text first describes Nadi Pariksha systematically?', ['Charaka Samhita', 'Sushruta Samhita', 'Sharangadhara Samhita', 'Ashtanga Hridaya'], [2], 'The Brihattrayi do not describe pulse examination; Sharangadhara (13th century) gives it a chapter, and Yogaratnakara expands it.', 'Sharangadhara Samhita, Purva Khanda 3'],
      ['Where is the pulse felt?', ['At the root of the thumb, on the wrist', 'On the neck', 'Above the ankle', 'At the temple'], [0], 'The nadi at the root of the thumb (angushtha mula) bears witness to the life and the state of the doshas.', 'Sharangadhara Samhita, Purva Khanda 3.1'],
      ['The Vata pulse moves like:', ['A swan', 'A snake or a leech', 'A frog', 'An elephant'], [1], 'Vata: the crooked gait of a snake or leech; Pitta: the jumping of a sparrow, crow or frog; Kapha: the slow gait of a swan or pigeon.', 'Sharangadhara Samhita, Purva Khanda 3.3'],
      ['The Kapha pulse moves like:', ['A swan or a pigeon', 'A crow', 'A snake', 'A quail'], [0], 'Kapha gives a slow, steady, gliding pulse, like the gait of a swan or pigeon.', 'Sharangadhara Samhita, Purva Khanda 3.3'],
      ['Under which finger is the Vata pulse felt?', ['Index finger', 'Middle finger', 'Ring finger', 'Thumb'], [0], 'Index, middle and ring fingers, placed from the thumb side, feel Vata, Pitta and Kapha respectively.', 'Yogaratnakara, Nadi Pariksha'],
      ['When is the pulse best examined?', ['In the early morning, on an empty stomach', 'Just after a meal', 'After exercise', 'After an oil massage'], [0], 'Food, bathing, exercise, oil massage, hunger, thirst and sleep disturb the pulse; the early morning with an empty stomach gives the truest reading.', 'Yogaratnakara, Nadi Pariksha'],
    ],
  },
  {
    title: 'Rasa Shastra: mercury, minerals and bhasma tests',
    topic: 'Rasa Shastra',
    description: 'Kajjali, the Maharasa group, purification of sulphur and the classical tests of a bhasma.',
    difficulty: 3,
    minutes: 7,
    ageDays: 11,
    questions: [
      ['How many samskaras of parada (mercury) do the texts describe?', ['Eight', 'Twelve', 'Eighteen', 'Twenty-one'], [2], 'Eighteen samskaras are described; the first eight (svedana to niyamana and dipana) suffice for therapeutic use.', 'Rasa Ratna Samuccaya, Adhyaya 11'],
      ['What is Kajjali?', ['Mercury and sulphur ground together without liquid into a black, lustreless powder', 'Mercury sublimed with sulphur in a glass bottle', 'Ash of mica', 'Purified sulphur in ghee'], [0], 'Kajjali is the murchana of mercury with sulphur by trituration, fine as collyrium (kajjala), with no free mercury seen.', 'Rasa Tarangini, Taranga 6'],
      ['Which of these belongs to the Maharasa group?', ['Abhraka (mica)', 'Gandhaka (sulphur)', 'Hingula (cinnabar)', 'Gairika (red ochre)'], [0], 'The eight Maharasas: abhraka, vaikranta, makshika, vimala, shilajatu, sasyaka, chapala and rasaka. Gandhaka and gairika are uparasas, hingula a sadharana rasa.', 'Rasa Ratna Samuccaya, Adhyaya 2.1'],
      ['Which tests show that a bhasma is fine and light enough?', ['Varitara (floats on water)', 'Rekhapurnata (enters the lines of the fingers)', 'Nishchandra (no shine)', 'Amla pariksha (fizzes in acid)'], [0, 1], 'Varitara and rekhapurnata test fineness and lightness; nishchandra tests that no lustre (chandrika) remains, as for abhraka.', 'Rasa Tarangini, Taranga 2'],
      ['How is gandhaka (sulphur) purified classically?', ['Melted in ghee and poured into milk', 'Boiled in lime water', 'Roasted on a dry pan', 'Soaked in cow urine for a week'], [0], 'Sulphur melted in ghee is poured through a cloth into milk; the process is repeated, removing its grit and toxic parts.', 'Rasa Tarangini, Taranga 8'],
      ['Which test confirms that Abhraka bhasma is ready?', ['Nishchandra: it shows no shine', 'It turns red in water', 'It smells of sulphur', 'It melts on heating'], [0], 'A mica ash that still glitters (sachandra) is unfit and causes disease; it is incinerated until it is nishchandra.', 'Rasa Tarangini, Taranga 10'],
    ],
  },
  {
    title: 'Sushruta Samhita: the surgeon\'s tools and methods',
    topic: 'Shalya Tantra',
    description: 'Yantras, shastras, the eight surgical acts and bloodletting in Sushruta\'s Sutrasthana.',
    difficulty: 2,
    minutes: 7,
    ageDays: 13,
    questions: [
      ['How many yantras (blunt instruments) does Sushruta describe?', ['Twenty', 'Sixty', 'One hundred and one', 'One hundred and eight'], [2], '"Shatam ekottaram": one hundred and one yantras, of six kinds.', 'Sushruta Samhita, Sutrasthana 7.3'],
      ['What does Sushruta call the most important yantra?', ['The hand', 'The svastika forceps', 'The probe', 'The tube'], [0], 'The hand is the chief of all instruments, since no yantra works without it.', 'Sushruta Samhita, Sutrasthana 7.3'],
      ['How many shastras (sharp instruments) are described?', ['Eight', 'Twenty', 'Forty', 'One hundred and one'], [1], 'Twenty sharp instruments, from the mandalagra to the badisha, are named in the chapter on shastras.', 'Sushruta Samhita, Sutrasthana 8.3'],
      ['Which of these are among the eight surgical acts (ashtavidha shastra karma)?', ['Chedana (excision)', 'Bhedana (incision)', 'Sivana (suturing)', 'Eshana (probing)', 'Bandhana (bandaging)', 'Agnikarma (cautery)'], [0, 1, 2, 3], 'The eight are chedana, bhedana, lekhana, vyadhana, eshana, aharana, visravana and sivana. Bandaging and cautery are separate measures.', 'Sushruta Samhita, Sutrasthana 5.5'],
      ['Leeches (jalauka) are the preferred way to let blood vitiated by which dosha?', ['Vata', 'Pitta', 'Kapha', 'All equally'], [1], 'Cold, water-dwelling leeches suit Pitta; the horn (shringa) suits Vata and the gourd (alabu) suits Kapha.', 'Sushruta Samhita, Sutrasthana 13'],
      ['What does Sushruta rank above kshara (caustic alkali)?', ['Agnikarma (cautery)', 'Raktamokshana', 'Bheshaja (drugs)', 'Vamana'], [0], '"Ksharad agnir gariyan": diseases burnt by fire do not recur, and fire cures what drugs, kshara and surgery cannot.', 'Sushruta Samhita, Sutrasthana 12.3'],
      ['What are the three stages of every operation?', ['Purva karma, pradhana karma, pashchat karma', 'Snehana, swedana, shodhana', 'Chedana, bhedana, sivana', 'Sanchaya, prakopa, prasara'], [0], 'Preparation, the main act and after-care make up every surgical procedure.', 'Sushruta Samhita, Sutrasthana 5.3'],
    ],
  },
  {
    title: 'Dinacharya and Ritucharya',
    topic: 'Swasthavritta',
    description: 'The daily and seasonal regimens that keep the healthy healthy.',
    difficulty: 1,
    minutes: 6,
    ageDays: 15,
    questions: [
      ['When should a healthy person rise?', ['In Brahma muhurta', 'At sunrise', 'After the first prahara', 'When hungry'], [0], 'A healthy person should rise in Brahma muhurta to protect life, after checking that the previous meal is digested.', 'Ashtanga Hridaya, Sutrasthana 2.1'],
      ['Which collyrium (anjana) is to be applied daily?', ['Sauviranjana', 'Rasanjana', 'Srotonjana only in winter', 'None: anjana is for disease only'], [0], 'Sauviranjana is applied every day; rasanjana once in five or eight nights to drain Kapha from the eyes.', 'Ashtanga Hridaya, Sutrasthana 2.5'],
      ['How much exercise does Vagbhata advise for the strong, in winter and spring?', ['To half of one\'s strength', 'To full exhaustion', 'A quarter of one\'s strength', 'None'], [0], '"Ardhashaktya nishevyah": strong people eating unctuous food exercise to half their capacity, in cold seasons and spring; less at other times.', 'Ashtanga Hridaya, Sutrasthana 2.11'],
      ['Which seasons form Adana kala (the northern solstice)?', ['Shishira', 'Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta'], [0, 1, 2], 'Shishira, vasanta and grishma make up adana kala, when the sun takes strength away; varsha, sharad and hemanta are visarga kala.', 'Ashtanga Hridaya, Sutrasthana 3.2-3.4'],
      ['Which purification is advised in Vasanta (spring)?', ['Vamana', 'Virechana', 'Basti', 'Raktamokshana'], [0], 'Kapha accumulated in winter liquefies in the spring sun and is removed by strong vamana and nasya.', 'Ashtanga Hridaya, Sutrasthana 3.18'],
      ['Which dosha is provoked in Sharad (autumn)?', ['Vata', 'Pitta', 'Kapha', 'None'], [1], 'Pitta accumulated in the rains is provoked by the autumn sun; bitter ghee, virechana and bloodletting are advised.', 'Ashtanga Hridaya, Sutrasthana 3.49'],
    ],
  },
  {
    title: 'Dravyaguna: classical herbs',
    topic: 'Dravyaguna',
    description: 'Names, parts used and famous groups: Triphala, Trikatu and the Medhya Rasayanas.',
    difficulty: 2,
    minutes: 7,
    ageDays: 17,
    questions: [
      ['What is the botanical name of Ashwagandha?', ['Withania somnifera', 'Tinospora cordifolia', 'Asparagus racemosus', 'Bacopa monnieri'], [0], 'Ashwagandha (Withania somnifera, Solanaceae) is a balya rasayana; its root is used.', 'Bhavaprakasha Nighantu, Guduchyadi Varga'],
      ['Which herb is called Amrita?', ['Guduchi', 'Amalaki', 'Haritaki', 'Tulasi'], [0], 'Guduchi (Tinospora cordifolia) is named Amrita and Amritavalli for its rasayana and fever-relieving action.', 'Bhavaprakasha Nighantu, Guduchyadi Varga'],
      ['Which fruits make up Triphala?', ['Haritaki', 'Bibhitaki', 'Amalaki', 'Pippali', 'Maricha'], [0, 1, 2], 'Triphala is haritaki, bibhitaki and amalaki in equal parts.', 'Bhavaprakasha Nighantu, Haritakyadi Varga'],
      ['Which drugs make up Trikatu?', ['Shunthi', 'Maricha', 'Pippali', 'Haritaki', 'Chitraka'], [0, 1, 2], 'Trikatu (the three pungents) is dry ginger, black pepper and long pepper.', 'Bhavaprakasha Nighantu, Haritakyadi Varga'],
      ['Which part of Arjuna is used as a heart tonic?', ['Bark', 'Root', 'Fruit', 'Flower'], [0], 'The bark (twak) of Arjuna (Terminalia arjuna) is hridya, and also heals fractures and wounds.', 'Bhavaprakasha Nighantu, Vatadi Varga'],
      ['Which four does Charaka name as Medhya Rasayanas?', ['Mandukaparni juice', 'Yashtimadhu powder', 'Guduchi juice', 'Shankhapushpi paste', 'Ashwagandha', 'Pippali'], [0, 1, 2, 3], 'Mandukaparni swarasa, yashtimadhu churna, guduchi swarasa and shankhapushpi kalka promote intellect; Shankhapushpi is the best of them.', 'Charaka Samhita, Chikitsasthana 1.3.30-1.3.31'],
      ['Which Shatavari action is classically noted for mothers?', ['It increases breast milk (stanyajanana)', 'It stops lactation', 'It induces labour', 'It causes vomiting'], [0], 'Shatavari (Asparagus racemosus) is a rasayana, shukrala and stanyajanana.', 'Bhavaprakasha Nighantu, Guduchyadi Varga'],
    ],
  },
  {
    title: 'Roga Pariksha: diagnosis in Ayurveda',
    topic: 'Roga Nidana',
    description: 'Nidana Panchaka, Shat Kriyakala and the classical methods of examining a patient.',
    difficulty: 3,
    minutes: 8,
    ageDays: 19,
    questions: [
      ['Which are the five means of knowing a disease (Nidana Panchaka)?', ['Nidana (cause)', 'Purvarupa (prodrome)', 'Rupa (signs)', 'Upashaya (therapeutic test)', 'Samprapti (pathogenesis)', 'Chikitsa (treatment)'], [0, 1, 2, 3, 4], 'Cause, prodrome, signs, response to trial measures and pathogenesis together give the knowledge of a disease.', 'Charaka Samhita, Nidanasthana 1.6; Madhava Nidana 1.4'],
      ['At which of the six kriyakalas do prodromal signs (purvarupa) appear?', ['Prasara', 'Sthana samshraya', 'Vyakti', 'Bheda'], [1], 'Sanchaya, prakopa, prasara, sthana samshraya, vyakti and bheda: when spreading doshas lodge in a weak tissue (sthana samshraya), prodromes appear.', 'Sushruta Samhita, Sutrasthana 21.33-21.36'],
      ['Which threefold examination does Vagbhata prescribe?', ['Darshana, sparshana, prashna', 'Nadi, mutra, mala', 'Prakriti, vikriti, sara', 'Aptopadesha, pratyaksha, anumana'], [0], 'The patient is examined by inspection, palpation and questioning.', 'Ashtanga Hridaya, Sutrasthana 1.22'],
      ['Which of these are part of the eightfold examination (Ashtavidha Pariksha)?', ['Nadi (pulse)', 'Mutra (urine)', 'Jihva (tongue)', 'Shabda (voice)', 'Sara (tissue excellence)', 'Vayas (age)'], [0, 1, 2, 3], 'Nadi, mutra, mala, jihva, shabda, sparsha, drik and akriti. Sara and vayas belong to Charaka\'s tenfold examination.', 'Yogaratnakara, Ashtavidha Pariksha'],
      ['Which is NOT among Charaka\'s tenfold examination of the patient (Dashavidha Pariksha)?', ['Prakriti', 'Satmya', 'Nadi', 'Vyayama shakti'], [2], 'Prakriti, vikriti, sara, samhanana, pramana, satmya, sattva, ahara shakti, vyayama shakti and vayas. The pulse is not among them.', 'Charaka Samhita, Vimanasthana 8.94'],
      ['What is upashaya?', ['Relief from drugs, diet or conduct that reveals the disease', 'The first stage of dosha accumulation', 'A complication of a disease', 'An incurable disease'], [0], 'Upashaya is the wholesome use of medicine, food and regimen, opposite to the cause or the disease or both; its response helps to tell hidden diseases apart.', 'Charaka Samhita, Nidanasthana 1.10'],
      ['Who wrote Madhava Nidana (Rugvinishchaya)?', ['Madhavakara', 'Vagbhata', 'Sharangadhara', 'Bhavamishra'], [0], 'Madhavakara (about the 7th century) compiled the Rugvinishchaya, the classical text of diagnosis.', 'Madhava Nidana 1.1-1.4'],
    ],
  },
];
