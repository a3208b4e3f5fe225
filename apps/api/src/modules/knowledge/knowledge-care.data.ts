/**
 * Demo treatments, conditions and services (issue 20 part 8): the eight categories of spec section 2, three or more
 * conditions under each, and eight services. Written for this platform: what a condition is, how Ayurveda looks at
 * it, what care may involve, and when to see a doctor. Nothing here promises a cure. Each entry names the doctor
 * specializations, clinic services and catalog categories or ingredients its page links to (decision 048); they are
 * the names the demo directory and catalog use.
 */
import type { TreatmentCategory } from '@nirog/shared/knowledge';

export interface DemoCategory {
  slug: TreatmentCategory;
  name: string;
  nameHi: string;
  summary: string;
  body: string;
  specializations: string[];
  clinicServices: string[];
  medicineCategory: string | null;
  ingredients: string[];
  /** Colours and motif of the drawn illustration. */
  art: { bg: string; fg: string; motif: Motif };
}

export interface DemoCondition {
  slug: string;
  category: TreatmentCategory;
  name: string;
  nameHi: string;
  summary: string;
  about: string;
  care: string;
  seeDoctor: string;
  specializations: string[];
  clinicServices: string[];
  medicineCategory: string | null;
  ingredients: string[];
  terms: string[];
}

export interface DemoService {
  slug: string;
  name: string;
  nameHi: string;
  summary: string;
  body: string;
  steps: string[];
  specializations: string[];
  clinicServices: string[];
  ingredients: string[];
  conditions: string[];
  terms: string[];
  art: { bg: string; fg: string; motif: Motif };
}

export type Motif = 'joint' | 'leaf' | 'scale' | 'kidney' | 'lotus' | 'lungs' | 'liver' | 'bowl' | 'drops' | 'stream' | 'hands' | 'nose' | 'pot' | 'cup' | 'ring' | 'thread';

const CARE_NOTE = 'Care is planned by a doctor after an assessment; what suits one person may not suit another.';

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'pain-management', name: 'Pain management', nameHi: 'दर्द प्रबंधन',
    summary: 'Joint, back and nerve pain as Ayurveda understands them, and the care a doctor may suggest alongside your regular treatment.',
    body: `Ayurveda links most long-lasting pain and stiffness to Vata, and sometimes to ama (undigested residue) in the joints. Care usually combines diet and routine, gentle movement, external therapies such as oil massage and Kati Basti, and herbal medicines chosen by a doctor.\n\n${CARE_NOTE} Sudden severe pain, pain after an injury, or pain with fever, weakness or numbness needs a doctor straight away.`,
    specializations: ['Kayachikitsa', 'Panchakarma'], clinicServices: ['Janu Basti', 'Kati Basti', 'Abhyanga'], medicineCategory: 'joint-muscle-care', ingredients: ['Guggulu', 'Rasna'],
    art: { bg: '#fdecd8', fg: '#b4541a', motif: 'joint' },
  },
  {
    slug: 'skin-diseases', name: 'Skin diseases', nameHi: 'त्वचा रोग',
    summary: 'Eczema, psoriasis and acne: how Ayurveda looks at the skin, and care that may help you manage flare-ups.',
    body: `Classical texts group most skin diseases under kushtha and link them to Pitta, Kapha and disturbed rakta (blood). Care may combine diet changes, herbs such as Manjishtha and Neem, medicated oils or pastes, and sometimes cleansing therapies such as Virechana.\n\n${CARE_NOTE} A skin problem that spreads fast, blisters, bleeds or comes with fever needs a doctor soon.`,
    specializations: ['Twak Roga', 'Panchakarma'], clinicServices: ['Lepa for skin', 'Virechana', 'Raktamokshana'], medicineCategory: 'skin-care', ingredients: ['Manjishtha', 'Nimba'],
    art: { bg: '#e4f2e7', fg: '#2f7a46', motif: 'leaf' },
  },
  {
    slug: 'lifestyle-disorders', name: 'Lifestyle disorders', nameHi: 'जीवनशैली से जुड़े रोग',
    summary: 'Diabetes, weight, blood pressure and sleep: long-term conditions where daily habits matter most.',
    body: `Ayurveda has described conditions such as prameha (including diabetes) and sthaulya (obesity) for centuries, and places daily routine, food and exercise at the centre of care. Herbs and therapies may support that, alongside the medicines your doctor prescribes.\n\n${CARE_NOTE} Never stop or change diabetes or blood-pressure medicines on your own.`,
    specializations: ['Kayachikitsa', 'Rasayana and Vajikarana'], clinicServices: ['Diabetes care programme', 'Weight management', 'Stress management'], medicineCategory: 'diabetes-care', ingredients: ['Guduchi', 'Shilajit'],
    art: { bg: '#e6eef9', fg: '#2d5c9c', motif: 'scale' },
  },
  {
    slug: 'kidney-problems', name: 'Kidney problems', nameHi: 'गुर्दे की समस्याएँ',
    summary: 'Kidney stones, burning urination and swelling: what they may mean and why a doctor should see them first.',
    body: `Ayurveda looks at the urinary system through mutra (urine) and the channels that carry it, using herbs such as Gokshura and Punarnava and formulations such as Chandraprabha Vati in classical practice.\n\nKidney problems need tests: a doctor checks your urine, blood and often a scan before any treatment. ${CARE_NOTE}`,
    specializations: ['Kayachikitsa'], clinicServices: ['Kayachikitsa consultation'], medicineCategory: 'kidney-urinary-care', ingredients: ['Gokshura', 'Punarnava'],
    art: { bg: '#f3e6f2', fg: '#8a3b82', motif: 'kidney' },
  },
  {
    slug: 'female-health-issues', name: 'Female health issues', nameHi: 'महिला स्वास्थ्य',
    summary: 'PCOS, painful periods, white discharge and menopause: Ayurvedic care from doctors of Prasuti Tantra and Stri Roga.',
    body: `Prasuti Tantra and Stri Roga is the branch of Ayurveda for women’s health. Doctors in this branch look at the menstrual cycle, digestion, sleep and stress together, and may suggest diet, yoga, herbs such as Shatavari and, in some cases, therapies such as Uttar Basti.\n\n${CARE_NOTE} Heavy bleeding, bleeding after menopause or severe pelvic pain need a doctor promptly.`,
    specializations: ['Prasuti Tantra and Stri Roga'], clinicServices: ['PCOS care', 'Uttar Basti', 'Menopause care'], medicineCategory: 'womens-health', ingredients: ['Shatavari', 'Lodhra'],
    art: { bg: '#fbe4ea', fg: '#b03a5b', motif: 'lotus' },
  },
  {
    slug: 'respiratory-problems', name: 'Respiratory problems', nameHi: 'साँस की समस्याएँ',
    summary: 'Asthma, allergic rhinitis and long-lasting cough, and the Ayurvedic care that may help alongside your inhalers.',
    body: `Ayurveda links most breathing problems to Kapha and Vata in the chest (pranavaha srotas). Care may include diet, steam, Nasya, breathing practice and herbs such as Vasa, Pippali and Tulsi.\n\n${CARE_NOTE} Never stop an inhaler your doctor prescribed. Breathlessness at rest, blue lips or chest pain are an emergency.`,
    specializations: ['Kayachikitsa', 'Tamaka Shwasa'], clinicServices: ['Nasya', 'Vamana'], medicineCategory: 'respiratory-care', ingredients: ['Vasa', 'Pippali'],
    art: { bg: '#e2f3f5', fg: '#23717c', motif: 'lungs' },
  },
  {
    slug: 'liver-problems', name: 'Liver problems', nameHi: 'यकृत (लिवर) की समस्याएँ',
    summary: 'Fatty liver, jaundice and raised liver enzymes: what they mean and how Ayurvedic care fits next to tests and your doctor.',
    body: `Ayurveda relates the liver (yakrit) to Pitta and rakta. Bitter herbs such as Kalmegh, Katuki and Bhumi Amalaki are traditionally used, with a light diet and no alcohol.\n\nLiver problems need blood tests and often a scan first. Some herbal products can themselves harm the liver, so take nothing for the liver without a doctor. ${CARE_NOTE}`,
    specializations: ['Kayachikitsa'], clinicServices: ['Virechana', 'Kayachikitsa consultation'], medicineCategory: 'liver-care', ingredients: ['Katuki', 'Bhumyamalaki'],
    art: { bg: '#fbf1d9', fg: '#9a6a0c', motif: 'liver' },
  },
  {
    slug: 'digestive-issues', name: 'Digestive issues', nameHi: 'पाचन की समस्याएँ',
    summary: 'Acidity, constipation, IBS and piles: Ayurveda puts digestion (agni) at the centre of health.',
    body: `In Ayurveda, agni, the digestive fire, is at the root of health, and weak or irregular agni is linked to many illnesses. Care usually starts with what, when and how you eat, and may add herbs such as Triphala or Avipattikar Churna and therapies chosen by a doctor.\n\n${CARE_NOTE} Blood in the stool or vomit, black stools, weight loss or pain that wakes you at night need a doctor soon.`,
    specializations: ['Kayachikitsa'], clinicServices: ['IBS care', 'Virechana', 'Diet and lifestyle counselling'], medicineCategory: 'digestive-care', ingredients: ['Haritaki', 'Shunthi'],
    art: { bg: '#eaf4dc', fg: '#4d7a1c', motif: 'bowl' },
  },
];

type C = [slug: string, category: TreatmentCategory, name: string, nameHi: string, summary: string, about: string, care: string, seeDoctor: string, links: { s: string[]; cs: string[]; mc: string | null; i: string[] }, terms: string[]];

const conditionRows: C[] = [
  // Pain management
  ['knee-osteoarthritis', 'pain-management', 'Knee osteoarthritis', 'घुटनों का गठिया (संधिवात)', 'Wear of the knee joint with pain and stiffness, called Sandhigata Vata in Ayurveda.',
    'Osteoarthritis is wear of the cartilage that cushions a joint. It is common after 50, and more so with extra weight or an old injury. The knee hurts on walking or climbing stairs and may be stiff in the morning for a short while.',
    'Ayurveda calls it Sandhigata Vata: Vata settling in the joint and drying it. Care may include warm oil therapies such as Janu Basti, Abhyanga, gentle exercise to strengthen the thigh muscles, weight management and herbs such as Guggulu formulations, chosen by a doctor.',
    'See a doctor if the knee is hot and swollen, gives way, locks, or if pain stops you walking; and before starting any medicine if you take blood thinners.',
    { s: ['Kayachikitsa', 'Vata Vyadhi'], cs: ['Janu Basti', 'Abhyanga'], mc: 'joint-muscle-care', i: ['Guggulu', 'Rasna'] }, ['vata', 'asthi', 'yogaraja-guggulu', 'mahanarayan-taila', 'abhyanga']],
  ['low-back-pain', 'pain-management', 'Low back pain', 'कमर दर्द (कटिशूल)', 'Pain and stiffness in the lower back, called Katishoola in Ayurveda.',
    'Most low back pain comes from strained muscles and ligaments and eases within weeks. Long sitting, lifting and little exercise make it more likely.',
    'Ayurveda links it to Vata in the lower back. Care may include Kati Basti, oil massage with steam, gentle stretches and a regular routine; herbs are chosen by a doctor.',
    'See a doctor straight away if back pain comes with weakness or numbness in the legs, trouble passing urine or stool, fever, weight loss, or after a fall.',
    { s: ['Kayachikitsa', 'Panchakarma'], cs: ['Kati Basti', 'Abhyanga'], mc: 'joint-muscle-care', i: ['Dashamoola'] }, ['vata', 'kati-basti', 'mahanarayan-taila', 'swedana']],
  ['neck-pain', 'pain-management', 'Neck pain and cervical spondylosis', 'गर्दन का दर्द (ग्रीवा ग्रह)', 'Stiff, painful neck from posture or wear of the neck spine (Greeva Graha).',
    'Neck pain is often from posture, long hours at screens or wear of the neck spine (cervical spondylosis). It may spread to the shoulders and cause headaches.',
    'Ayurveda sees it as Vata stiffening the neck (Greeva Graha). Care may include Greeva Basti, oil massage with steam, Nasya in some cases, posture and neck exercises.',
    'See a doctor if pain spreads down an arm with numbness or weakness, after an injury, or with fever or severe headache.',
    { s: ['Panchakarma', 'Kayachikitsa'], cs: ['Abhyanga', 'Nasya'], mc: 'joint-muscle-care', i: ['Rasna'] }, ['vata', 'nasya', 'abhyanga']],
  ['sciatica', 'pain-management', 'Sciatica', 'साइटिका (गृध्रसी)', 'Pain running from the lower back down one leg, called Gridhrasi in Ayurveda.',
    'Sciatica is pain along the sciatic nerve, from the buttock down the back of the leg, often from a pressed nerve root in the lower spine.',
    'Classical texts call it Gridhrasi, a Vata disorder. Care may include Basti, Kati Basti, oil and heat therapies, rest from aggravating positions and gentle movement, under a doctor.',
    'See a doctor urgently for weakness in the foot, numbness around the groin, or loss of bladder or bowel control.',
    { s: ['Vata Vyadhi', 'Panchakarma'], cs: ['Kati Basti', 'Basti'], mc: 'joint-muscle-care', i: ['Guggulu'] }, ['vata', 'basti', 'kati-basti', 'majja']],
  // Skin
  ['eczema', 'skin-diseases', 'Eczema', 'एक्ज़िमा (विचर्चिका)', 'Itchy, dry, inflamed patches of skin, described as Vicharchika in Ayurveda.',
    'Eczema (dermatitis) makes the skin dry, red and itchy; scratching can make it weep or crack. It often runs in families with asthma and allergies and flares with soaps, sweat or stress.',
    'Ayurveda calls it Vicharchika, a kushtha linked to Kapha and Pitta. Care may include avoiding triggers, moisturising oils, herbs such as Manjishtha and Neem, and in some cases Virechana, under a doctor.',
    'See a doctor if the skin is weeping, crusted or painful (possible infection), if it covers large areas, or if a baby has it.',
    { s: ['Twak Roga'], cs: ['Lepa for skin', 'Virechana'], mc: 'skin-care', i: ['Manjishtha', 'Nimba'] }, ['rakta', 'manjishtha', 'neem', 'virechana']],
  ['psoriasis', 'skin-diseases', 'Psoriasis', 'सोरायसिस (एककुष्ठ)', 'Raised, scaly patches that come and go, called Ekakushtha or Kitibha in Ayurveda.',
    'Psoriasis is a long-term immune condition that makes skin cells grow too fast, forming thick, scaly patches on elbows, knees or scalp. It can affect joints and tends to flare and settle.',
    'Ayurveda links it to Vata and Kapha with disturbed rakta. Care may include Panchakarma such as Virechana, medicated oils, diet and stress care, alongside your dermatologist’s treatment.',
    'See a doctor for painful or swollen joints, widespread red skin, or if treatment is not helping.',
    { s: ['Twak Roga', 'Panchakarma'], cs: ['Virechana', 'Panchakarma'], mc: 'skin-care', i: ['Manjishtha'] }, ['rakta', 'virechana', 'kaishore-guggulu']],
  ['acne', 'skin-diseases', 'Acne', 'मुँहासे (युवान पिडिका)', 'Pimples on the face, chest or back, called Yuvan Pidika in Ayurveda.',
    'Acne forms when hair follicles clog with oil and dead skin. It is most common in the teens and twenties and can leave marks.',
    'Ayurveda links it to Pitta and Kapha in the skin and blood. Care may include gentle cleansing, herbal face packs such as Manjishtha or Neem, less oily and sugary food, and internal herbs chosen by a doctor.',
    'See a doctor for painful deep lumps, scarring, or acne that starts suddenly in adulthood.',
    { s: ['Twak Roga'], cs: ['Lepa for skin'], mc: 'skin-care', i: ['Nimba', 'Haridra'] }, ['pitta', 'neem', 'haridra', 'manjishtha']],
  // Lifestyle
  ['type-2-diabetes', 'lifestyle-disorders', 'Type 2 diabetes', 'मधुमेह (प्रमेह)', 'High blood sugar over time, described under Prameha and Madhumeha in Ayurveda.',
    'In type 2 diabetes the body does not use insulin well, so blood sugar stays high. Over years this can damage the eyes, kidneys, nerves and heart. Regular tests and medicines prescribed by your doctor are essential.',
    'Classical texts describe prameha with Kapha and meda at its root. Ayurvedic care focuses on diet, walking, weight and sleep, and may add herbs such as Guduchi or formulations chosen by a doctor, always next to your regular diabetes care.',
    'Never stop or change diabetes medicines on your own. See a doctor for very high or low sugar readings, wounds on the feet that do not heal, or blurred vision.',
    { s: ['Kayachikitsa'], cs: ['Diabetes care programme'], mc: 'diabetes-care', i: ['Guduchi', 'Shilajit'] }, ['kapha', 'meda', 'guduchi', 'shilajit', 'chandraprabha-vati']],
  ['obesity', 'lifestyle-disorders', 'Overweight and obesity', 'मोटापा (स्थौल्य)', 'Excess body fat that strains the joints, heart and metabolism (Sthaulya).',
    'Obesity is excess body fat, usually measured by body-mass index and waist size. It raises the risk of diabetes, high blood pressure, joint pain and sleep apnoea.',
    'Ayurveda calls it sthaulya, linked to Kapha and meda. Care centres on food, exercise and sleep, and may include herbs such as Guggulu and therapies such as Udvartana (powder massage), under a doctor.',
    'See a doctor before any weight-loss product, and for snoring with breathing pauses, joint pain or breathlessness.',
    { s: ['Kayachikitsa', 'Panchakarma'], cs: ['Weight management'], mc: 'weight-management', i: ['Guggulu', 'Triphala'] }, ['kapha', 'meda', 'guggulu', 'triphala']],
  ['high-blood-pressure', 'lifestyle-disorders', 'High blood pressure', 'उच्च रक्तचाप', 'Blood pressure that stays high, often without symptoms, and raises the risk of heart disease and stroke.',
    'High blood pressure (hypertension) usually has no symptoms and is found on checking. Left untreated it strains the heart, kidneys and brain.',
    'Ayurveda looks at stress, sleep, salt and weight. Care may include routine, meditation, Shirodhara for stress and herbs such as Arjuna chosen by a doctor, alongside the medicines your doctor prescribes.',
    'Never stop blood-pressure medicines on your own. Severe headache, chest pain, weakness of one side or trouble speaking is an emergency.',
    { s: ['Kayachikitsa'], cs: ['Stress management', 'Shirodhara'], mc: 'heart-care', i: ['Arjuna'] }, ['arjuna', 'shirodhara', 'vata']],
  ['stress-and-sleep', 'lifestyle-disorders', 'Stress and poor sleep', 'तनाव और अनिद्रा', 'Feeling tense and sleeping badly (Anidra), which affect mood, digestion and health.',
    'Stress that lasts and poor sleep feed each other. They can affect mood, concentration, digestion and blood pressure.',
    'Ayurveda links them mostly to Vata and looks at routine, screens at night, food and exercise. Care may include Abhyanga, Shirodhara, meditation and herbs such as Brahmi or Ashwagandha chosen by a doctor.',
    'See a doctor if poor sleep lasts more than a few weeks, if you snore with pauses in breathing, or if you feel low or hopeless. If you think of harming yourself, seek help right away.',
    { s: ['Manas Roga', 'Kayachikitsa'], cs: ['Shirodhara', 'Stress management'], mc: 'stress-sleep', i: ['Ashwagandha', 'Brahmi'] }, ['vata', 'brahmi', 'ashwagandha', 'shirodhara', 'jatamansi']],
  // Kidney
  ['kidney-stones', 'kidney-problems', 'Kidney stones', 'पथरी (अश्मरी)', 'Hard deposits in the kidney or urinary tract, called Ashmari in Ayurveda.',
    'Kidney stones form when minerals in urine crystallise. A stone that moves can cause severe pain in the side or back, blood in the urine and vomiting.',
    'Ayurveda calls it Ashmari. Herbs such as Gokshura and Pashanabheda are traditionally used and plenty of water is advised; a doctor decides, after a scan, what suits the size and place of the stone.',
    'See a doctor urgently for severe pain, fever with pain, or passing no urine.',
    { s: ['Kayachikitsa'], cs: ['Kayachikitsa consultation'], mc: 'kidney-urinary-care', i: ['Gokshura', 'Pashanabheda'] }, ['mutra', 'gokshura', 'punarnava', 'chandraprabha-vati']],
  ['burning-urination', 'kidney-problems', 'Burning urination', 'पेशाब में जलन (मूत्रकृच्छ्र)', 'Pain or burning on passing urine (Mutrakrichha), often from an infection.',
    'Burning or pain while passing urine, with passing urine often, is most often a urinary tract infection, which may need antibiotics.',
    'Ayurveda calls it Mutrakrichha and links it to Pitta. Plenty of water, cooling drinks and herbs such as Gokshura may be suggested by a doctor, after the cause is known.',
    'See a doctor promptly, and urgently with fever, back pain, blood in the urine or in pregnancy.',
    { s: ['Kayachikitsa'], cs: ['Kayachikitsa consultation'], mc: 'kidney-urinary-care', i: ['Gokshura', 'Chandana'] }, ['mutra', 'pitta', 'gokshura']],
  ['fluid-retention', 'kidney-problems', 'Swelling and fluid retention', 'सूजन (शोथ)', 'Swollen feet, ankles or face from fluid held in the body (Shotha).',
    'Swelling can come from standing long or heat, but also from heart, kidney or liver disease or from some medicines.',
    'Ayurveda calls it Shotha. Herbs such as Punarnava are traditionally used, but only once a doctor has found the cause with tests.',
    'See a doctor promptly for swelling with breathlessness, swelling of one leg with pain (a possible clot), or swelling of the face.',
    { s: ['Kayachikitsa'], cs: ['Kayachikitsa consultation'], mc: 'kidney-urinary-care', i: ['Punarnava'] }, ['punarnava', 'mutra', 'kapha']],
  // Female health
  ['pcos', 'female-health-issues', 'PCOS', 'पीसीओएस', 'Polycystic ovary syndrome: irregular periods, acne, weight gain and excess hair.',
    'PCOS is a hormonal condition with irregular or missed periods, often with acne, excess hair, weight gain and, on a scan, many small follicles in the ovaries. It raises the risk of diabetes.',
    'Ayurveda looks at it through Kapha and Vata blocking the channels of the reproductive system. Care usually centres on diet, exercise and sleep, and may add herbs and therapies chosen by a Stri Roga doctor.',
    'See a doctor for periods that stop for three months, very heavy bleeding, or if you are trying to conceive.',
    { s: ['Prasuti Tantra and Stri Roga'], cs: ['PCOS care'], mc: 'womens-health', i: ['Shatavari', 'Kanchanara'] }, ['kapha', 'shatavari', 'meda']],
  ['painful-periods', 'female-health-issues', 'Painful periods', 'मासिक धर्म में दर्द (कष्टार्तव)', 'Cramping pain before or during periods (Kashtartava).',
    'Period pain is common, especially in the first years. Very severe pain, or pain that gets worse over years, can be from endometriosis or fibroids.',
    'Ayurveda calls it Kashtartava and links it to Vata. Warmth, rest, light food and herbs such as Dashamoola may be suggested by a doctor.',
    'See a doctor if pain stops you from daily activities, is getting worse, or comes with heavy bleeding or pain during sex.',
    { s: ['Prasuti Tantra and Stri Roga'], cs: ['Menstrual health', 'Stri Roga consultation'], mc: 'womens-health', i: ['Dashamoola', 'Shatavari'] }, ['vata', 'dashamoola', 'shatavari']],
  ['white-discharge', 'female-health-issues', 'White discharge', 'सफ़ेद पानी (श्वेत प्रदर)', 'Vaginal discharge that is more than usual (Shweta Pradara).',
    'Some discharge is normal. A change in amount, colour or smell, or itching, can mean an infection that needs the right treatment.',
    'Ayurveda calls it Shweta Pradara and links it to Kapha. Hygiene, diet and herbs such as Lodhra may be suggested by a doctor after an examination.',
    'See a doctor for discharge with a bad smell, itching, pain, fever or bleeding.',
    { s: ['Prasuti Tantra and Stri Roga'], cs: ['Stri Roga consultation'], mc: 'womens-health', i: ['Lodhra'] }, ['kapha', 'shatavari']],
  ['menopause', 'female-health-issues', 'Menopause symptoms', 'रजोनिवृत्ति के लक्षण', 'Hot flushes, poor sleep and mood changes around the end of periods.',
    'Menopause is when periods stop, usually between 45 and 55. Hot flushes, night sweats, poor sleep, mood changes and dryness are common in the years around it.',
    'Ayurveda sees it as a change of life stage with Vata and Pitta rising. Routine, cooling food, yoga, and herbs such as Shatavari or Brahmi may be suggested by a doctor.',
    'See a doctor for any bleeding after periods have stopped for a year, and about bone health.',
    { s: ['Prasuti Tantra and Stri Roga'], cs: ['Menopause care'], mc: 'womens-health', i: ['Shatavari'] }, ['vata', 'pitta', 'shatavari', 'brahmi']],
  // Respiratory
  ['asthma', 'respiratory-problems', 'Asthma', 'दमा (तमक श्वास)', 'Wheezing, breathlessness and cough from narrowed airways (Tamaka Shwasa).',
    'Asthma is a long-term condition in which the airways narrow and swell, causing wheeze, tight chest, breathlessness and cough, often at night or with triggers such as dust or cold.',
    'Ayurveda calls it Tamaka Shwasa, linked to Kapha and Vata. Care may include avoiding triggers, warm food, breathing practice, and herbs such as Vasa and Pippali chosen by a doctor, always alongside your inhalers.',
    'Never stop an inhaler your doctor prescribed. Breathlessness at rest, trouble speaking or blue lips is an emergency.',
    { s: ['Tamaka Shwasa', 'Kayachikitsa'], cs: ['Vamana', 'Nasya'], mc: 'respiratory-care', i: ['Vasa', 'Pippali'] }, ['kapha', 'vasa', 'pippali', 'vamana']],
  ['allergic-rhinitis', 'respiratory-problems', 'Allergic rhinitis', 'एलर्जिक राइनाइटिस (प्रतिश्याय)', 'Sneezing, runny or blocked nose and itchy eyes from allergies (Pratishyaya).',
    'Allergic rhinitis is the nose reacting to dust mites, pollen or animal hair, with sneezing, a runny or blocked nose and itchy eyes.',
    'Ayurveda calls it Pratishyaya. Care may include Nasya, steam, avoiding cold and heavy food, and herbs such as Tulsi and Haridra chosen by a doctor.',
    'See a doctor for one-sided blockage, nosebleeds, or breathing trouble.',
    { s: ['Kayachikitsa', 'Shalakya Tantra'], cs: ['Nasya'], mc: 'respiratory-care', i: ['Haridra', 'Tulsi'] }, ['kapha', 'nasya', 'tulsi', 'haridra']],
  ['chronic-cough', 'respiratory-problems', 'Long-lasting cough', 'पुरानी खाँसी (कास)', 'A cough that goes on for weeks (Kasa), dry or with phlegm.',
    'A cough that lasts more than three weeks can come from allergies, asthma, acid reflux or infections such as tuberculosis, and needs a doctor’s check.',
    'Ayurveda calls it Kasa and looks at whether it is dry (Vata), burning (Pitta) or wet (Kapha). Care may include honey with Sitopaladi Churna, steam and herbs such as Vasa, as a doctor advises.',
    'See a doctor for a cough over three weeks, blood in the phlegm, weight loss or night sweats.',
    { s: ['Kayachikitsa'], cs: ['Nasya'], mc: 'respiratory-care', i: ['Vasa', 'Yashtimadhu'] }, ['kapha', 'sitopaladi-churna', 'vasa', 'yashtimadhu']],
  // Liver
  ['fatty-liver', 'liver-problems', 'Fatty liver', 'फैटी लिवर', 'Fat building up in the liver, often found on an ultrasound scan.',
    'Fatty liver is usually found by chance on a scan. It is linked to weight, diabetes and alcohol, and can progress to liver damage if the causes continue.',
    'Ayurveda looks at it through Kapha, meda and Pitta. Care centres on weight, food and no alcohol, and may include bitter herbs chosen by a doctor, with blood tests to follow progress.',
    'See a doctor for yellow eyes, dark urine, swelling of the belly or legs, or confusion.',
    { s: ['Kayachikitsa'], cs: ['Kayachikitsa consultation', 'Virechana'], mc: 'liver-care', i: ['Katuki', 'Bhumyamalaki'] }, ['pitta', 'meda', 'kalmegh', 'katuki']],
  ['jaundice', 'liver-problems', 'Jaundice', 'पीलिया (कामला)', 'Yellow eyes and skin from bilirubin building up (Kamala).',
    'Jaundice is yellowing of the eyes and skin. It has many causes, including hepatitis, gallstones and blood disorders, some of them serious. It always needs a doctor and blood tests.',
    'Ayurveda calls it Kamala and links it to Pitta. After a diagnosis, a doctor may suggest rest, a light diet and herbs such as Bhumi Amalaki or Kalmegh.',
    'See a doctor the same day for any yellowing, and urgently with fever, confusion, severe pain or bleeding.',
    { s: ['Kayachikitsa'], cs: ['Kayachikitsa consultation'], mc: 'liver-care', i: ['Bhumyamalaki', 'Kalmegh'] }, ['pitta', 'bhumi-amalaki', 'kalmegh']],
  ['raised-liver-enzymes', 'liver-problems', 'Raised liver enzymes', 'लिवर एंज़ाइम बढ़ना', 'Blood tests showing high ALT or AST, a sign the liver is under strain.',
    'Raised liver enzymes on a blood test show that liver cells are under strain, from fat, alcohol, viruses, medicines or supplements.',
    'Ayurveda looks at Pitta and at what you eat, drink and take. A doctor may suggest diet, stopping alcohol, reviewing every supplement, and bitter herbs only when safe.',
    'See a doctor to find the cause; tell them every herbal product you take, as some can raise liver enzymes.',
    { s: ['Kayachikitsa'], cs: ['Kayachikitsa consultation'], mc: 'liver-care', i: ['Katuki'] }, ['pitta', 'katuki', 'arogyavardhini-vati']],
  // Digestive
  ['acidity', 'digestive-issues', 'Acidity and heartburn', 'एसिडिटी (अम्लपित्त)', 'A burning feeling in the chest or upper stomach and sour belching, called Amlapitta in Ayurveda.',
    'Acidity, or acid reflux, is stomach acid rising into the food pipe. It causes heartburn, sour belching and sometimes nausea, often after spicy or fried meals, late dinners or lying down after eating.',
    'Ayurveda calls it Amlapitta: Pitta rising with weak digestion. Care usually starts with regular meals, less spicy, sour, fried food and tea, not lying down after eating, and may include cooling herbs such as Amalaki, Yashtimadhu or Avipattikar Churna chosen by a doctor.',
    'See a doctor for pain on swallowing, vomiting blood, black stools, weight loss, or chest pain that could be from the heart.',
    { s: ['Kayachikitsa'], cs: ['Virechana', 'Diet and lifestyle counselling'], mc: 'digestive-care', i: ['Amalaki', 'Yashtimadhu'] }, ['pitta', 'avipattikar-churna', 'amalaki', 'yashtimadhu']],
  ['constipation', 'digestive-issues', 'Constipation', 'कब्ज़ (विबंध)', 'Hard, infrequent or difficult stools (Vibandha).',
    'Constipation means passing stool less often than usual, or with straining. Low fibre, little water, little movement and some medicines are common causes.',
    'Ayurveda calls it Vibandha and links it to Vata drying the colon. Care may include warm water, fibre, ghee, regular toilet times, and herbs such as Triphala or Haritaki chosen by a doctor.',
    'See a doctor for blood in the stool, a lasting change in bowel habits after 40, weight loss, or severe pain.',
    { s: ['Kayachikitsa'], cs: ['Basti', 'Diet and lifestyle counselling'], mc: 'digestive-care', i: ['Triphala', 'Haritaki'] }, ['vata', 'purisha', 'triphala', 'haritaki']],
  ['irritable-bowel-syndrome', 'digestive-issues', 'Irritable bowel syndrome (IBS)', 'इरिटेबल बाउल सिंड्रोम (ग्रहणी)', 'Belly pain, bloating and changing bowel habits, linked to Grahani in Ayurveda.',
    'IBS causes belly pain with bloating and diarrhoea, constipation or both. It often flares with stress and certain foods. It does not damage the bowel, but other conditions need ruling out first.',
    'Ayurveda relates it to Grahani, a weak digestive fire. Care may include regular meals, buttermilk, stress care and herbs such as Bilva or Hingvashtak Churna chosen by a doctor.',
    'See a doctor for blood in the stool, weight loss, fever, or symptoms starting after 50.',
    { s: ['Kayachikitsa'], cs: ['IBS care'], mc: 'digestive-care', i: ['Bilva', 'Shunthi'] }, ['vata', 'bilva', 'hingvashtak-churna', 'purisha']],
  ['piles', 'digestive-issues', 'Piles (haemorrhoids)', 'बवासीर (अर्श)', 'Swollen veins at the anus that may bleed or hurt (Arsha).',
    'Piles are swollen blood vessels in or around the anus. They may bleed bright red, itch or hurt, especially with constipation or straining.',
    'Ayurveda calls them Arsha. Care may include softening the stool with diet and herbs, sitz baths, and for some piles procedures such as Kshara Sutra or Agnikarma by a Shalya Tantra surgeon.',
    'See a doctor for any bleeding from the back passage, to rule out other causes, and urgently for heavy bleeding or severe pain.',
    { s: ['Shalya Tantra', 'Kshara Sutra'], cs: ['Kshara Sutra', 'Piles and fistula care'], mc: 'digestive-care', i: ['Haritaki'] }, ['kshara-sutra', 'purisha', 'triphala']],
];

export const DEMO_CONDITIONS: DemoCondition[] = conditionRows.map(([slug, category, name, nameHi, summary, about, care, seeDoctor, l, terms]) => ({
  slug, category, name, nameHi, summary, about, care, seeDoctor,
  specializations: l.s, clinicServices: l.cs, medicineCategory: l.mc, ingredients: l.i, terms,
}));

export const DEMO_SERVICES: DemoService[] = [
  {
    slug: 'panchakarma', name: 'Panchakarma', nameHi: 'पंचकर्म',
    summary: 'Ayurveda’s five cleansing procedures, done in a clinic over one to three weeks with preparation and a diet plan.',
    body: 'Panchakarma is a course, not a single session. After a consultation the doctor chooses which of the five procedures (Vamana, Virechana, Basti, Nasya, Raktamokshana) suit you, if any. Days of oil and heat therapy prepare the body, the main procedure follows, and then a gradual return to normal food.\n\nIt is not for everyone: pregnancy, many acute illnesses, weakness and some heart conditions rule it out. Ask the clinic what is included, how long it lasts and what it costs before you begin.',
    steps: ['A consultation and examination, with tests if needed', 'Preparation: oil taken by mouth or massage (snehana) and heat (swedana) for several days', 'The main procedure the doctor chose', 'A graded diet plan (samsarjana krama) for some days afterwards', 'A follow-up visit'],
    specializations: ['Panchakarma'], clinicServices: ['Panchakarma'], ingredients: [], conditions: ['psoriasis', 'low-back-pain', 'obesity'], terms: ['panchakarma', 'snehana', 'swedana', 'vamana', 'virechana', 'basti'],
    art: { bg: '#f1ead9', fg: '#7a5a1e', motif: 'pot' },
  },
  {
    slug: 'shirodhara', name: 'Shirodhara', nameHi: 'शिरोधारा',
    summary: 'A steady stream of warm oil over the forehead, used for stress, sleep and headaches.',
    body: 'In Shirodhara you lie on your back while warm medicated oil, buttermilk or a decoction flows steadily over your forehead from a vessel above, for about 30 to 45 minutes. A course is usually 7 to 14 days.\n\nMany people find it deeply relaxing. It is avoided with a cold or fever, and after a head injury. It is not a replacement for care of depression, anxiety disorders or sleep apnoea.',
    steps: ['A short consultation to choose the oil', 'A gentle head and shoulder massage', '30 to 45 minutes of the oil stream while you rest', 'Rest, then a warm bath later that day'],
    specializations: ['Panchakarma', 'Manas Roga'], clinicServices: ['Shirodhara'], ingredients: ['Brahmi'], conditions: ['stress-and-sleep', 'high-blood-pressure', 'menopause'], terms: ['shirodhara', 'brahmi', 'jatamansi', 'vata'],
    art: { bg: '#e9e6f7', fg: '#4d3f9a', motif: 'stream' },
  },
  {
    slug: 'abhyanga', name: 'Abhyanga', nameHi: 'अभ्यंग',
    summary: 'Whole-body massage with warm medicated oil, often followed by herbal steam.',
    body: 'Abhyanga is a full-body massage with warm oil chosen for you, by one or two therapists working in rhythm, usually followed by steam (swedana). It is part of the daily routine in classical texts and the preparation for Panchakarma.\n\nIt may ease stiffness and dry skin and help you relax. It is avoided during fever, indigestion, and on broken or infected skin.',
    steps: ['A consultation to choose the oil', 'About 45 minutes of warm oil massage', 'Herbal steam for 10 to 15 minutes', 'Rest and a warm shower'],
    specializations: ['Panchakarma'], clinicServices: ['Abhyanga'], ingredients: ['Bala'], conditions: ['knee-osteoarthritis', 'stress-and-sleep', 'low-back-pain'], terms: ['abhyanga', 'snehana', 'swedana', 'mahanarayan-taila'],
    art: { bg: '#fbe9d7', fg: '#a0521f', motif: 'hands' },
  },
  {
    slug: 'nasya', name: 'Nasya', nameHi: 'नस्य',
    summary: 'Medicated oil or herbal drops given through the nose after a face massage and steam.',
    body: 'In Nasya, after a gentle massage of the face and neck and steam, a few drops of medicated oil are placed in each nostril while you lie with your head tilted back. It is used for congestion, allergies and headaches, and as part of Panchakarma.\n\nIt is avoided with an acute cold and fever, just after meals, and in pregnancy. A doctor chooses the oil and how often.',
    steps: ['A consultation', 'Face and neck massage, then steam', 'The drops, with you lying down', 'Gargling with warm water and a short rest'],
    specializations: ['Panchakarma', 'Shalakya Tantra'], clinicServices: ['Nasya'], ingredients: ['Anu Taila'], conditions: ['allergic-rhinitis', 'neck-pain', 'asthma'], terms: ['nasya', 'kapha', 'panchakarma'],
    art: { bg: '#e0f0f3', fg: '#1f6a74', motif: 'drops' },
  },
  {
    slug: 'virechana', name: 'Virechana', nameHi: 'विरेचन',
    summary: 'Planned, supervised purgation with herbs, the Panchakarma procedure for Pitta.',
    body: 'Virechana is done after several days of preparation with medicated ghee and heat. On the day, a herbal purgative is given in the morning and the clinic follows you through the day. A special diet follows for several days.\n\nIt is used in skin, liver and digestive care in classical practice. It is done only under supervision, after a doctor has checked that you are fit for it.',
    steps: ['A consultation with tests if needed', 'Three to seven days of ghee and heat (preparation)', 'The purgation day, supervised at the clinic', 'A graded diet for several days'],
    specializations: ['Panchakarma', 'Kayachikitsa'], clinicServices: ['Virechana'], ingredients: ['Trivrit'], conditions: ['psoriasis', 'eczema', 'acidity', 'fatty-liver'], terms: ['virechana', 'pitta', 'snehana'],
    art: { bg: '#fdf0d5', fg: '#a3660b', motif: 'cup' },
  },
  {
    slug: 'basti', name: 'Basti', nameHi: 'बस्ति',
    summary: 'A course of medicated enemas of oil and herbal decoction, the main Panchakarma care for Vata.',
    body: 'Basti is given as a course over 8, 16 or 30 days, alternating medicated oil and herbal decoction enemas as the doctor plans. Classical texts rate it the first treatment for Vata disorders such as pain, stiffness and constipation.\n\nIt is done only at a clinic by trained staff. It is avoided with diarrhoea, bleeding from the back passage and some bowel conditions.',
    steps: ['A consultation and plan', 'Oil massage and steam before each session', 'The enema, given lying on your left side', 'Rest and a light meal'],
    specializations: ['Panchakarma'], clinicServices: ['Basti'], ingredients: ['Dashamoola'], conditions: ['sciatica', 'constipation', 'knee-osteoarthritis'], terms: ['basti', 'vata', 'dashamoola'],
    art: { bg: '#e7efe0', fg: '#3f6a2a', motif: 'pot' },
  },
  {
    slug: 'kati-basti', name: 'Kati Basti', nameHi: 'कटि बस्ति',
    summary: 'Warm medicated oil held on the lower back in a ring of dough, for back pain and stiffness.',
    body: 'A ring of black gram dough is shaped on your lower back and filled with warm medicated oil, kept warm for about 30 minutes, then you get a gentle massage. A course is usually 7 to 14 days. Janu Basti (knee) and Greeva Basti (neck) work the same way.\n\nBack pain with leg weakness, numbness or loss of bladder control needs a doctor urgently, not this therapy.',
    steps: ['A consultation and examination of the back', 'The dough ring and warm oil for about 30 minutes', 'A gentle massage and warm compress', 'Advice on posture and exercises'],
    specializations: ['Panchakarma', 'Vata Vyadhi'], clinicServices: ['Kati Basti'], ingredients: ['Mahanarayan'], conditions: ['low-back-pain', 'sciatica'], terms: ['kati-basti', 'basti', 'mahanarayan-taila', 'vata'],
    art: { bg: '#f6e4db', fg: '#8d4128', motif: 'ring' },
  },
  {
    slug: 'kshara-sutra', name: 'Kshara Sutra', nameHi: 'क्षार सूत्र',
    summary: 'A medicated thread used by Ayurvedic surgeons for fistula and some piles, as a day procedure.',
    body: 'Kshara Sutra is an Ayurvedic surgical procedure. A qualified Shalya Tantra surgeon places a thread coated with herbal alkali through a fistula tract or around a pile mass; it is changed every week until the tract heals.\n\nIt is done only after examination, under local or regional anaesthesia, with follow-up visits. Ask the surgeon about the number of visits and how long healing may take.',
    steps: ['Examination by a Shalya Tantra surgeon', 'The procedure as a day case', 'A thread change every week', 'Sitz baths, diet and follow-up until healed'],
    specializations: ['Shalya Tantra', 'Kshara Sutra'], clinicServices: ['Kshara Sutra'], ingredients: ['Triphala'], conditions: ['piles', 'constipation'], terms: ['kshara-sutra', 'purisha'],
    art: { bg: '#efe7dc', fg: '#6b4a2b', motif: 'thread' },
  },
];
