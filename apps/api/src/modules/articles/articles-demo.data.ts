/**
 * Demo articles (issue 20 part 8, decision 046): written for this platform; general information, no cure claims,
 * every one ends by sending the reader to a doctor. `pair` joins an English and a Hindi article as translations;
 * `author` is a demo doctor's mobile number (the article then links the doctor's page); `scene` is the drawn
 * illustration (its caption in English: the drawing has no Devanagari font); photo articles have 3-5 gallery scenes.
 * Video links are demo placeholders in YouTube's watch, embed and shorts forms (spec section 5's rule).
 */
export interface DemoArticle {
  mediaType: 'blogs' | 'news' | 'photos' | 'videos' | 'shorts';
  language: 'en' | 'hi';
  category: string;
  slug: string;
  title: string;
  summary: string;
  body: string[];
  author?: string;
  pair?: string;
  tags?: string[];
  scene: string;
  gallery?: string[];
  videoUrl?: string;
  /** Days before the seed it was published (negative: scheduled that many days ahead). */
  daysAgo: number;
}

const SEE_DOCTOR_EN = 'This is general information, not a diagnosis. If a complaint lasts, keeps coming back or worries you, see a qualified doctor.';
const SEE_DOCTOR_HI = 'यह सामान्य जानकारी है, निदान नहीं। तकलीफ़ बनी रहे, बार-बार लौटे या चिंता हो, तो योग्य डॉक्टर से मिलें।';

const en = (paras: string[]) => [...paras, SEE_DOCTOR_EN];
const hi = (paras: string[]) => [...paras, SEE_DOCTOR_HI];

export const DEMO_ARTICLES: DemoArticle[] = [
  // ---------------------------------------------------------------- blogs, English
  {
    mediaType: 'blogs', language: 'en', category: 'digestion', slug: 'acidity-and-meal-timing', pair: 'acidity', author: '9000001001', tags: ['avipattikar', 'amla'],
    title: 'Acidity and meal timing: what Ayurveda suggests',
    summary: 'Why irregular meals, late dinners and very spicy food are linked with a burning stomach, and the daily habits Ayurvedic doctors usually suggest first.',
    body: en([
      'In Ayurveda, the burning, sour feeling many people call acidity is usually described as an aggravation of Pitta, the principle of heat and transformation. Classical texts discuss it under the name Amlapitta.',
      '<h2>Habits that often make it worse</h2>',
      '<ul><li>Skipping breakfast and then eating a large, late lunch</li><li>Very spicy, sour or fried food several times a week</li><li>Lying down within an hour of dinner</li><li>Tea or coffee on an empty stomach</li></ul>',
      '<h2>What doctors commonly suggest first</h2>',
      '<p>Eat at regular times, keep dinner light and early, and prefer freshly cooked food that is not too hot or sour. Some people find that a short walk after meals helps. Classical preparations such as Avipattikar churna are sometimes prescribed, but the dose and suitability depend on the person, so they should be taken on a doctor’s advice.</p>',
      '<p>Acidity that wakes you at night, comes with weight loss, vomiting or black stools, or needs antacids most days should be checked by a doctor promptly.</p>',
    ]),
    scene: 'Meal timing and digestion', daysAgo: 3,
  },
  {
    mediaType: 'blogs', language: 'en', category: 'sleep-stress', slug: 'a-gentle-evening-routine-for-better-sleep', pair: 'sleep', author: '9100001003', tags: ['ashwagandha', 'brahmi'],
    title: 'A gentle evening routine for better sleep',
    summary: 'Small changes to the last two hours of the day that many people find helpful, from dinner time to screens and a warm foot massage.',
    body: en([
      'Ayurveda links restless sleep with a disturbed Vata, the principle of movement. Irregular days, late screens and skipped meals are common reasons it gets disturbed.',
      '<h2>Try for two weeks</h2>',
      '<ol><li>Eat dinner at least two to three hours before bed.</li><li>Dim lights and put phones away 45 minutes before sleeping.</li><li>Massage the soles of the feet with a little warm sesame oil.</li><li>Go to bed and wake at about the same time every day, weekends included.</li></ol>',
      '<p>Herbs such as Ashwagandha and Brahmi are often discussed for sleep and stress. They are not right for everyone (for example in pregnancy or with some thyroid conditions), so ask a doctor before taking them.</p>',
      '<p>Loud snoring with pauses in breathing, or sleeplessness that lasts more than a few weeks, needs a medical check-up.</p>',
    ]),
    scene: 'A calm evening routine', daysAgo: 5,
  },
  {
    mediaType: 'blogs', language: 'en', category: 'joints-bones', slug: 'stiff-knees-in-winter', pair: 'knees', author: '9100001003', tags: ['mahanarayan', 'guggulu'],
    title: 'Stiff knees in winter: warmth, movement and oil massage',
    summary: 'Why joints often feel stiffer in cold weather, and the simple, safe steps Ayurvedic physicians usually begin with.',
    body: en([
      'Many people notice their knees are stiffer on cold mornings. Ayurveda describes cold and dryness as qualities that increase Vata, which is associated with joint stiffness and cracking.',
      '<h2>Everyday steps</h2>',
      '<ul><li>Keep the joints warm and avoid sitting in one position for long.</li><li>Gentle movement every day: walking on level ground, and range-of-motion exercises shown by a physiotherapist.</li><li>A warm oil massage before a bath, if the skin is not broken.</li></ul>',
      '<p>Medicated oils such as Mahanarayan taila are commonly used for massage. Oral medicines like Guggulu preparations are prescribed by doctors after an examination; they do not suit everyone.</p>',
      '<p>A swollen, red or hot joint, a joint that gives way, or pain after a fall should be examined by a doctor.</p>',
    ]),
    scene: 'Warm knees in winter', daysAgo: 8,
  },
  {
    mediaType: 'blogs', language: 'en', category: 'skin-hair', slug: 'dry-skin-in-the-cold-months', pair: 'dry-skin', tags: ['neem', 'manjistha'],
    title: 'Dry skin in the cold months',
    summary: 'Cold wind and hot baths dry the skin. Here is a gentle routine, and the signs that mean it is time to see a doctor.',
    body: en([
      'In winter the air is dry and many of us take longer, hotter baths. Both take oil from the skin. Ayurveda describes this as increased dryness (ruksha guna).',
      '<h2>A simple routine</h2>',
      '<ul><li>Bathe in warm, not hot, water and keep it short.</li><li>Apply a plain oil or moisturiser on damp skin after bathing.</li><li>Drink enough water and include some healthy fats in meals.</li></ul>',
      '<p>Cracked, itchy or bleeding patches, a rash that spreads, or dryness with thickened scaly plaques can be eczema or psoriasis and need a doctor’s examination.</p>',
    ]),
    scene: 'Caring for dry skin', daysAgo: 12,
  },
  {
    mediaType: 'blogs', language: 'en', category: 'womens-health', slug: 'understanding-period-pain', author: '9100001002', tags: ['shatavari', 'ashoka'],
    title: 'Understanding period pain',
    summary: 'What is common, what is not, and the lifestyle measures that Ayurvedic gynaecologists often discuss with their patients.',
    body: en([
      'Mild cramps on the first day or two of a period are common. Ayurveda relates painful periods (kashtartava) to a disturbed Apana Vata, the downward-moving aspect of Vata.',
      '<p>Warmth on the lower abdomen, rest on the first day, light warm meals and gentle walking help many women. Classical medicines such as Ashoka and Shatavari preparations are sometimes prescribed after a consultation.</p>',
      '<p>Pain that stops you from daily work, very heavy bleeding, bleeding between periods, or pain that is getting worse each month should be checked by a gynaecologist, since conditions such as endometriosis or fibroids need proper diagnosis.</p>',
    ]),
    scene: 'Understanding period pain', daysAgo: 15,
  },
  {
    mediaType: 'blogs', language: 'en', category: 'children', slug: 'coughs-and-colds-in-children', author: '9100001006', tags: ['tulsi'],
    title: 'Coughs and colds in children: home care and warning signs',
    summary: 'Most colds in children settle in a week. How to keep a child comfortable, and when to go to a doctor the same day.',
    body: en([
      'Young children catch several colds a year. Ayurveda describes the runny nose and wet cough as an increase in Kapha.',
      '<ul><li>Offer warm fluids often and keep the child rested.</li><li>Saline drops can ease a blocked nose.</li><li>Honey is not given to babies under one year.</li></ul>',
      '<p>Do not give any herbal or classical medicine to a child without a doctor’s advice: doses for children are different.</p>',
      '<p>See a doctor the same day for fast or difficult breathing, a fever above 100.4°F in a baby under three months, drowsiness, refusing feeds, or a cough lasting more than two weeks.</p>',
    ]),
    scene: 'Colds in children', daysAgo: 20,
  },
  {
    mediaType: 'blogs', language: 'en', category: 'daily-routine', slug: 'dinacharya-a-daily-routine', pair: 'dinacharya', author: '9100001008', tags: ['triphala'],
    title: 'Dinacharya: an Ayurvedic daily routine in seven steps',
    summary: 'Waking early, cleaning the tongue, oil massage, movement and regular meals: a short guide to the classical daily routine.',
    body: en([
      'Dinacharya is the daily routine described in classical texts such as the Ashtanga Hridaya. Its aim is simple: regular habits that keep the body and mind steady.',
      '<ol><li>Wake early, ideally before sunrise.</li><li>Clean the teeth and scrape the tongue.</li><li>Drink a glass of warm water.</li><li>Oil massage (abhyanga) before bathing, a few times a week.</li><li>Some exercise or yoga, to about half your capacity.</li><li>Meals at regular times, the main meal at midday.</li><li>An early, light dinner and a regular bedtime.</li></ol>',
      '<p>Change one habit at a time. If you have a health condition, ask your doctor which steps suit you.</p>',
    ]),
    scene: 'A daily routine', daysAgo: 25,
  },
  {
    mediaType: 'blogs', language: 'en', category: 'diet-nutrition', slug: 'what-is-agni', tags: ['triphala', 'hingvastak'],
    title: 'What is Agni, the digestive fire?',
    summary: 'Agni is one of the central ideas of Ayurveda. What the classical texts mean by it, and why doctors ask about appetite and digestion.',
    body: en([
      'Agni, often translated as digestive fire, is the Ayurvedic name for the body’s capacity to digest and transform food. Texts describe it as balanced (sama), irregular (vishama), sharp (tikshna) or weak (manda).',
      '<p>This is why an Ayurvedic doctor asks about appetite, bloating, bowel habits and the tongue’s coating: they are read as signs of how Agni is working.</p>',
      '<p>Regular meal times, eating when hungry, and not overeating are the everyday measures most often advised.</p>',
    ]),
    scene: 'Agni, the digestive fire', daysAgo: 30,
  },
  {
    mediaType: 'blogs', language: 'en', category: 'respiratory', slug: 'breathing-easier-in-polluted-air',
    title: 'Breathing easier on high-pollution days', tags: ['vasaka', 'tulsi'],
    summary: 'Practical steps for smoggy winter days in Indian cities, and the symptoms that need medical attention.',
    body: en([
      'On days when the air quality index is poor, the airways can feel irritated even in healthy people.',
      '<ul><li>Check the air quality before outdoor exercise and move it indoors on bad days.</li><li>A well-fitting N95 mask filters fine particles; cloth masks do little.</li><li>Steam inhalation can ease a blocked nose.</li></ul>',
      '<p>Wheezing, breathlessness on mild effort, chest tightness or a cough that lasts beyond three weeks should be checked by a doctor, especially with asthma or heart disease.</p>',
    ]),
    scene: 'Breathing on smoggy days', daysAgo: 2,
  },
  // ---------------------------------------------------------------- blogs, Hindi
  {
    mediaType: 'blogs', language: 'hi', category: 'digestion', slug: 'acidity-aur-bhojan-ka-samay', pair: 'acidity', author: '9000001001', tags: ['avipattikar', 'amla'],
    title: 'एसिडिटी और भोजन का समय: आयुर्वेद क्या कहता है',
    summary: 'अनियमित भोजन, देर रात का खाना और बहुत तीखा खाना पेट की जलन से क्यों जुड़े हैं, और आयुर्वेदिक डॉक्टर पहले कौन-सी आदतें सुझाते हैं।',
    body: hi([
      'आयुर्वेद में पेट और छाती की जलन, खट्टी डकार जैसी तकलीफ़ को अक्सर पित्त के बढ़ने से जोड़ा जाता है। शास्त्रों में इसे अम्लपित्त कहा गया है।',
      '<h2>किन आदतों से यह बढ़ती है</h2>',
      '<ul><li>नाश्ता छोड़ना और फिर देर से भारी दोपहर का भोजन</li><li>हफ़्ते में कई बार बहुत तीखा, खट्टा या तला हुआ खाना</li><li>रात के खाने के तुरंत बाद लेट जाना</li><li>ख़ाली पेट चाय या कॉफ़ी</li></ul>',
      '<h2>डॉक्टर पहले क्या सुझाते हैं</h2>',
      '<p>समय पर भोजन करें, रात का खाना हल्का और जल्दी लें, और ताज़ा पका, कम तीखा भोजन चुनें। अविपत्तिकर चूर्ण जैसी शास्त्रीय औषधियाँ कभी-कभी दी जाती हैं, पर उनकी मात्रा व्यक्ति पर निर्भर है, इसलिए डॉक्टर की सलाह से ही लें।</p>',
      '<p>रात में नींद खोलने वाली जलन, वज़न घटना, उल्टी या काला मल हो, तो तुरंत डॉक्टर को दिखाएँ।</p>',
    ]),
    scene: 'Meal timing and digestion', daysAgo: 3,
  },
  {
    mediaType: 'blogs', language: 'hi', category: 'sleep-stress', slug: 'achhi-neend-ke-liye-shaam-ki-dinacharya', pair: 'sleep', author: '9100001003', tags: ['ashwagandha', 'brahmi'],
    title: 'अच्छी नींद के लिए शाम की आसान दिनचर्या',
    summary: 'दिन के आख़िरी दो घंटों में छोटे बदलाव, जो बहुत लोगों को मददगार लगते हैं: खाने का समय, स्क्रीन और पैरों की हल्की मालिश।',
    body: hi([
      'आयुर्वेद बेचैन नींद को वात के असंतुलन से जोड़ता है। अनियमित दिन, देर रात तक स्क्रीन और छूटे हुए भोजन इसके आम कारण हैं।',
      '<h2>दो हफ़्ते आज़माएँ</h2>',
      '<ol><li>सोने से दो-तीन घंटे पहले रात का भोजन कर लें।</li><li>सोने से 45 मिनट पहले रोशनी कम करें और फ़ोन दूर रखें।</li><li>पैरों के तलवों पर थोड़े गुनगुने तिल के तेल से मालिश करें।</li><li>रोज़ लगभग एक ही समय सोएँ और उठें।</li></ol>',
      '<p>अश्वगंधा और ब्राह्मी जैसी जड़ी-बूटियों की चर्चा नींद और तनाव के लिए होती है, पर ये हर किसी के लिए ठीक नहीं हैं (जैसे गर्भावस्था में), इसलिए लेने से पहले डॉक्टर से पूछें।</p>',
    ]),
    scene: 'A calm evening routine', daysAgo: 5,
  },
  {
    mediaType: 'blogs', language: 'hi', category: 'joints-bones', slug: 'sardiyon-mein-ghutnon-ki-akdan', pair: 'knees', author: '9100001003', tags: ['mahanarayan', 'guggulu'],
    title: 'सर्दियों में घुटनों की अकड़न: गर्माहट, हलचल और तेल मालिश',
    summary: 'ठंड में जोड़ अक्सर ज़्यादा अकड़े क्यों लगते हैं, और आयुर्वेदिक चिकित्सक आमतौर पर किन सरल, सुरक्षित कदमों से शुरुआत करते हैं।',
    body: hi([
      'बहुत लोग ठंडी सुबह में घुटनों की ज़्यादा अकड़न महसूस करते हैं। आयुर्वेद में ठंड और रूखापन वात बढ़ाने वाले गुण माने गए हैं।',
      '<ul><li>जोड़ों को गर्म रखें और देर तक एक ही मुद्रा में न बैठें।</li><li>रोज़ हल्की हलचल: समतल ज़मीन पर टहलना और फ़िज़ियोथेरेपिस्ट के बताए व्यायाम।</li><li>त्वचा कटी-फटी न हो, तो नहाने से पहले गुनगुने तेल की मालिश।</li></ul>',
      '<p>महानारायण तेल जैसे औषधीय तेल मालिश में आम हैं। गुग्गुलु जैसी खाने की दवाएँ डॉक्टर जाँच के बाद ही देते हैं।</p>',
      '<p>सूजा हुआ, लाल या गर्म जोड़, या गिरने के बाद दर्द हो, तो डॉक्टर को दिखाएँ।</p>',
    ]),
    scene: 'Warm knees in winter', daysAgo: 8,
  },
  {
    mediaType: 'blogs', language: 'hi', category: 'skin-hair', slug: 'thand-mein-rukhi-twacha', pair: 'dry-skin', tags: ['neem', 'manjistha'],
    title: 'ठंड के महीनों में रूखी त्वचा',
    summary: 'ठंडी हवा और गर्म पानी से नहाना त्वचा को रूखा करते हैं। एक सरल दिनचर्या, और वे लक्षण जिन पर डॉक्टर को दिखाना चाहिए।',
    body: hi([
      'सर्दियों में हवा सूखी होती है और हम देर तक गर्म पानी से नहाते हैं। दोनों से त्वचा का तेल कम होता है। आयुर्वेद इसे रूक्ष गुण का बढ़ना कहता है।',
      '<ul><li>गर्म नहीं, गुनगुने पानी से थोड़ी देर नहाएँ।</li><li>नहाने के बाद नम त्वचा पर सादा तेल या मॉइस्चराइज़र लगाएँ।</li><li>पर्याप्त पानी पिएँ।</li></ul>',
      '<p>फटी, खुजली वाली या खून निकलने वाली त्वचा, या फैलते चकत्ते एक्ज़िमा या सोरायसिस हो सकते हैं; डॉक्टर से जाँच कराएँ।</p>',
    ]),
    scene: 'Caring for dry skin', daysAgo: 12,
  },
  {
    mediaType: 'blogs', language: 'hi', category: 'daily-routine', slug: 'dinacharya-saat-kadam', pair: 'dinacharya', author: '9100001008', tags: ['triphala'],
    title: 'दिनचर्या: सात कदमों में आयुर्वेदिक दिनचर्या',
    summary: 'जल्दी उठना, जीभ साफ़ करना, तेल मालिश, व्यायाम और नियमित भोजन: शास्त्रीय दिनचर्या की छोटी मार्गदर्शिका।',
    body: hi([
      'दिनचर्या अष्टांग हृदय जैसे शास्त्रीय ग्रंथों में बताई गई रोज़ की दिनचर्या है। इसका उद्देश्य सरल है: नियमित आदतें जो शरीर और मन को स्थिर रखें।',
      '<ol><li>जल्दी उठें, हो सके तो सूर्योदय से पहले।</li><li>दाँत और जीभ साफ़ करें।</li><li>एक गिलास गुनगुना पानी पिएँ।</li><li>हफ़्ते में कुछ बार नहाने से पहले तेल मालिश (अभ्यंग)।</li><li>अपनी क्षमता के आधे तक व्यायाम या योग।</li><li>नियमित समय पर भोजन, दोपहर का भोजन मुख्य।</li><li>हल्का, जल्दी रात का भोजन और नियमित सोने का समय।</li></ol>',
      '<p>एक बार में एक आदत बदलें। कोई बीमारी हो, तो डॉक्टर से पूछें कि कौन-से कदम आपके लिए ठीक हैं।</p>',
    ]),
    scene: 'A daily routine', daysAgo: 25,
  },
  {
    mediaType: 'blogs', language: 'hi', category: 'diet-nutrition', slug: 'mausam-ke-anusar-bhojan',
    title: 'मौसम के अनुसार भोजन: ऋतुचर्या की मूल बातें', tags: ['chyawanprash', 'amla'],
    summary: 'आयुर्वेद हर ऋतु में भोजन और दिनचर्या बदलने की बात करता है। सर्दी, गर्मी और बरसात के लिए सामान्य सुझाव।',
    body: hi([
      'ऋतुचर्या का अर्थ है मौसम के अनुसार आहार और दिनचर्या। सर्दियों में पाचन शक्ति प्रायः अच्छी मानी जाती है, इसलिए पौष्टिक, गर्म भोजन सुझाया जाता है।',
      '<p>गर्मी में हल्का, ठंडक देने वाला भोजन और पर्याप्त पानी, तथा बरसात में ताज़ा पका, आसानी से पचने वाला भोजन सुझाया जाता है।</p>',
      '<p>मधुमेह, गुर्दे या दिल की बीमारी हो, तो आहार में बड़ा बदलाव डॉक्टर की सलाह से करें।</p>',
    ]),
    scene: 'Eating with the seasons', daysAgo: 18,
  },
  // ---------------------------------------------------------------- news
  {
    mediaType: 'news', language: 'en', category: 'seasonal-care', slug: 'winter-air-quality-advisory-for-delhi-ncr', pair: 'air-advisory',
    title: 'Winter air quality: what the advisories mean for you', tags: ['tulsi'],
    summary: 'As the air quality index rises across north India, a plain-language guide to the health advisories and who should take extra care.',
    body: en([
      'Every winter, air quality in many north Indian cities falls to the “poor” and “very poor” bands. Health advisories then ask people to cut outdoor exertion.',
      '<p>Children, older adults, pregnant women and people with asthma, COPD or heart disease are most affected. They should keep medicines at hand and follow their doctor’s action plan.</p>',
      '<p>Ayurvedic routines such as steam inhalation or warm fluids may make the nose and throat feel better, but they do not protect the lungs from pollution; limiting exposure does.</p>',
    ]),
    scene: 'Winter air advisory', daysAgo: 1,
  },
  {
    mediaType: 'news', language: 'hi', category: 'seasonal-care', slug: 'sardiyon-mein-vayu-gunvatta-salah', pair: 'air-advisory',
    title: 'सर्दियों में हवा की गुणवत्ता: सलाह का आपके लिए क्या अर्थ है',
    summary: 'उत्तर भारत में वायु गुणवत्ता सूचकांक बढ़ने पर स्वास्थ्य सलाह को सरल भाषा में समझें, और जानें किसे ज़्यादा सावधानी चाहिए।',
    body: hi([
      'हर सर्दी उत्तर भारत के कई शहरों में हवा की गुणवत्ता “ख़राब” और “बहुत ख़राब” स्तर तक गिर जाती है। तब बाहर मेहनत वाले काम कम करने की सलाह दी जाती है।',
      '<p>बच्चे, बुज़ुर्ग, गर्भवती महिलाएँ और दमा, सीओपीडी या दिल के रोगी सबसे ज़्यादा प्रभावित होते हैं। वे अपनी दवाएँ पास रखें और डॉक्टर की बताई योजना मानें।</p>',
      '<p>भाप लेना या गुनगुने पेय नाक-गले को आराम दे सकते हैं, पर फेफड़ों को प्रदूषण से नहीं बचाते; बचाव संपर्क कम करने से होता है।</p>',
    ]),
    scene: 'Winter air advisory', daysAgo: 1,
  },
  {
    mediaType: 'news', language: 'en', category: 'diet-nutrition', slug: 'millets-back-on-the-plate', pair: 'millets',
    title: 'Millets are back on the plate: what to know before you switch', tags: ['amla'],
    summary: 'Jowar, bajra and ragi are being promoted again. How to add them gradually, and who should ask a doctor first.',
    body: en([
      'Millets such as jowar, bajra and ragi are traditional Indian grains with fibre and minerals. Ayurvedic texts describe some of them as light and drying.',
      '<p>Add them gradually, mixing with wheat or rice at first, to avoid bloating. People with thyroid disease or kidney stones should ask their doctor how much suits them.</p>',
    ]),
    scene: 'Millets on the plate', daysAgo: 6,
  },
  {
    mediaType: 'news', language: 'en', category: 'digestion', slug: 'monsoon-stomach-infections-rise',
    title: 'Stomach infections rise with the monsoon: simple precautions',
    summary: 'Doctors see more diarrhoea and food-borne illness in the rains. Safe water, fresh food and when to seek care.',
    body: en([
      'During the monsoon, contaminated water and food cause more stomach infections.',
      '<ul><li>Drink boiled or properly filtered water.</li><li>Eat freshly cooked food; avoid cut fruit from roadside stalls.</li><li>Wash hands before eating.</li></ul>',
      '<p>Oral rehydration solution is the first step for diarrhoea. Blood in the stool, high fever, signs of dehydration, or diarrhoea in an infant or older person need a doctor.</p>',
    ]),
    scene: 'Monsoon stomach care', daysAgo: 40,
  },
  {
    mediaType: 'news', language: 'hi', category: 'digestion', slug: 'barsat-mein-pet-ke-sankraman',
    title: 'बरसात में पेट के संक्रमण बढ़ते हैं: आसान सावधानियाँ',
    summary: 'बारिश में डॉक्टर दस्त और दूषित भोजन से होने वाली बीमारियाँ ज़्यादा देखते हैं। सुरक्षित पानी, ताज़ा भोजन और कब इलाज लें।',
    body: hi([
      'मानसून में दूषित पानी और भोजन से पेट के संक्रमण बढ़ जाते हैं।',
      '<ul><li>उबला या ठीक से छना पानी पिएँ।</li><li>ताज़ा पका भोजन खाएँ; सड़क किनारे कटे फल न लें।</li><li>खाने से पहले हाथ धोएँ।</li></ul>',
      '<p>दस्त में ओआरएस पहला कदम है। मल में ख़ून, तेज़ बुख़ार, पानी की कमी के लक्षण, या शिशु और बुज़ुर्ग में दस्त हो, तो डॉक्टर को दिखाएँ।</p>',
    ]),
    scene: 'Monsoon stomach care', daysAgo: 40,
  },
  {
    mediaType: 'news', language: 'en', category: 'womens-health', slug: 'anaemia-screening-for-women', author: '9100001002', tags: ['shatavari'],
    title: 'Anaemia is common in Indian women: why a simple blood test matters',
    summary: 'Tiredness, breathlessness and pale skin can be signs of anaemia. A haemoglobin test is quick, and the cause decides the treatment.',
    body: en([
      'National surveys find anaemia in a large share of Indian women. It often goes unnoticed because tiredness is put down to a busy life.',
      '<p>A haemoglobin test shows whether you are anaemic; further tests find the cause, which may be low iron, low vitamin B12, heavy periods or something else. Treatment depends on the cause, so do not start iron or other supplements without advice.</p>',
    ]),
    scene: 'Anaemia screening', daysAgo: 9,
  },
  {
    mediaType: 'news', language: 'en', category: 'daily-routine', slug: 'yoga-day-reminder-start-small',
    title: 'Starting yoga? Begin small and learn from a teacher',
    summary: 'A reminder ahead of community yoga sessions: how beginners can start safely.',
    body: en([
      'Community yoga sessions are a good way to begin. Start with simple postures and breathing, and tell the teacher about any back, knee or blood-pressure problem.',
      '<p>Stop if a posture causes pain or dizziness. Pregnant women and people after surgery should ask their doctor which practices are safe.</p>',
    ]),
    scene: 'Starting yoga safely', daysAgo: -2,
  },
  // ---------------------------------------------------------------- photos
  {
    mediaType: 'photos', language: 'en', category: 'diet-nutrition', slug: 'a-balanced-ayurvedic-thali', pair: 'thali',
    title: 'A balanced Ayurvedic thali, in pictures', tags: ['amla', 'triphala'],
    summary: 'The six tastes on one plate: a photo guide to how a traditional meal can include sweet, sour, salty, pungent, bitter and astringent.',
    body: en([
      'Ayurveda describes six tastes (rasa) and suggests that a meal include all of them in suitable amounts.',
      '<p>The pictures below show one example plate. Portions and choices differ with age, season and health, so a dietitian or doctor can help you adapt it.</p>',
    ]),
    scene: 'The six tastes on a plate', gallery: ['Sweet: rice and dal', 'Sour: a little curd', 'Bitter: methi greens', 'Pungent: ginger and pepper'], daysAgo: 4,
  },
  {
    mediaType: 'photos', language: 'hi', category: 'diet-nutrition', slug: 'santulit-ayurvedic-thali', pair: 'thali',
    title: 'तस्वीरों में एक संतुलित आयुर्वेदिक थाली',
    summary: 'एक थाली में छह रस: पारंपरिक भोजन में मीठा, खट्टा, नमकीन, तीखा, कड़वा और कसैला कैसे शामिल हो सकता है।',
    body: hi([
      'आयुर्वेद छह रसों का वर्णन करता है और सुझाता है कि भोजन में सब उचित मात्रा में हों।',
      '<p>नीचे की तस्वीरें एक उदाहरण थाली दिखाती हैं। मात्रा और चुनाव उम्र, मौसम और स्वास्थ्य के अनुसार बदलते हैं।</p>',
    ]),
    scene: 'The six tastes on a plate', gallery: ['Sweet: rice and dal', 'Sour: a little curd', 'Bitter: methi greens', 'Pungent: ginger and pepper'], daysAgo: 4,
  },
  {
    mediaType: 'photos', language: 'en', category: 'seasonal-care', slug: 'kitchen-herbs-for-winter',
    title: 'Kitchen spices of winter, in pictures', tags: ['tulsi'],
    summary: 'Ginger, turmeric, black pepper, tulsi and cinnamon: the everyday spices many Indian kitchens reach for in the cold months.',
    body: en([
      'These spices are part of everyday cooking. Used as food, in normal amounts, they are safe for most people.',
      '<p>Concentrated extracts and large doses are different: they can interact with medicines such as blood thinners, so ask a doctor first.</p>',
    ]),
    scene: 'Winter kitchen spices', gallery: ['Fresh ginger', 'Turmeric root', 'Black pepper', 'Tulsi leaves', 'Cinnamon bark'], daysAgo: 10,
  },
  {
    mediaType: 'photos', language: 'en', category: 'daily-routine', slug: 'abhyanga-step-by-step', pair: 'abhyanga',
    title: 'Abhyanga, the oil massage, step by step', tags: ['til'],
    summary: 'A photo guide to the self-massage described in the classical daily routine: warm oil, long strokes, circles over the joints.',
    body: en([
      'Abhyanga is a warm-oil self-massage done before bathing. Skip it during fever, indigestion or on broken skin.',
      '<p>Use a small amount of warm sesame or coconut oil, stroke along the limbs and make circles over the joints, then bathe with warm water.</p>',
    ]),
    scene: 'Abhyanga oil massage', gallery: ['Warm the oil', 'Long strokes on the arms', 'Circles on the knees', 'A warm bath after'], daysAgo: 14,
  },
  {
    mediaType: 'photos', language: 'en', category: 'respiratory', slug: 'steam-inhalation-at-home',
    title: 'Steam inhalation at home, safely',
    summary: 'How to take steam for a blocked nose without burns: a short photo guide.',
    body: en([
      'Steam can loosen a blocked nose. Burns from spilled hot water are a real risk, especially for children.',
      '<p>Use a stable bowl on a table, keep your face at a safe distance, and never let children do it unsupervised.</p>',
    ]),
    scene: 'Steam inhalation', gallery: ['A stable bowl on a table', 'A towel over the head', 'Keep a safe distance'], daysAgo: 22,
  },
  // ---------------------------------------------------------------- videos
  {
    mediaType: 'videos', language: 'en', category: 'digestion', slug: 'doctor-explains-bloating', author: '9000001001', pair: 'bloating', tags: ['hingvastak'],
    title: 'A doctor explains bloating after meals',
    summary: 'Why the stomach feels full and tight after eating, the common causes, and when bloating needs tests.',
    body: en([
      'In this short talk, our doctor explains how eating speed, meal size and certain foods are linked with bloating, and how Ayurveda reads it as a sign of Agni and Vata.',
      '<p>Bloating with weight loss, blood in the stool or persistent pain needs a medical check-up.</p>',
    ]),
    scene: 'Bloating explained', videoUrl: 'https://www.youtube.com/watch?v=nirogDemo01', daysAgo: 7,
  },
  {
    mediaType: 'videos', language: 'hi', category: 'digestion', slug: 'doctor-se-samjhen-pet-phoolna', author: '9000001001', pair: 'bloating', tags: ['hingvastak'],
    title: 'डॉक्टर से समझें: खाने के बाद पेट फूलना',
    summary: 'खाने के बाद पेट भारी और तना हुआ क्यों लगता है, आम कारण क्या हैं, और कब जाँच ज़रूरी है।',
    body: hi([
      'इस छोटे वीडियो में हमारे डॉक्टर बताते हैं कि खाने की गति, भोजन की मात्रा और कुछ खाद्य पदार्थ पेट फूलने से कैसे जुड़े हैं, और आयुर्वेद इसे अग्नि और वात से कैसे जोड़ता है।',
      '<p>वज़न घटना, मल में ख़ून या लगातार दर्द हो, तो डॉक्टर से जाँच कराएँ।</p>',
    ]),
    scene: 'Bloating explained', videoUrl: 'https://www.youtube.com/watch?v=nirogDemo02', daysAgo: 7,
  },
  {
    mediaType: 'videos', language: 'en', category: 'joints-bones', slug: 'gentle-exercises-for-stiff-knees', author: '9100001008',
    title: 'Gentle exercises for stiff knees',
    summary: 'A physiotherapy-style routine you can do on a chair, shown step by step.',
    body: en([
      'This video shows simple seated exercises for knee mobility. Move slowly and stop if anything hurts.',
      '<p>If you have had knee surgery or a recent injury, ask your doctor or physiotherapist first.</p>',
    ]),
    scene: 'Exercises for stiff knees', videoUrl: 'https://www.youtube.com/embed/nirogDemo03', daysAgo: 11,
  },
  {
    mediaType: 'videos', language: 'en', category: 'sleep-stress', slug: 'a-five-minute-breathing-practice',
    title: 'A five-minute breathing practice for stressful days',
    summary: 'Slow, even breathing you can do at your desk, guided step by step.',
    body: en([
      'Slow breathing with a longer out-breath is a simple way many people use to calm down.',
      '<p>Stop if you feel dizzy. Ongoing anxiety, panic attacks or low mood deserve a conversation with a doctor.</p>',
    ]),
    scene: 'Five minutes of breathing', videoUrl: 'https://www.youtube.com/watch?v=nirogDemo04', daysAgo: 16,
  },
  {
    mediaType: 'videos', language: 'hi', category: 'womens-health', slug: 'garbhavastha-mein-aahar', author: '9100001002',
    title: 'गर्भावस्था में आहार: डॉक्टर के सुझाव',
    summary: 'गर्भावस्था में संतुलित भोजन, आयरन और फ़ोलिक एसिड, और किन चीज़ों से बचें।',
    body: hi([
      'इस वीडियो में हमारी स्त्री रोग विशेषज्ञ गर्भावस्था में संतुलित आहार के बारे में बताती हैं।',
      '<p>गर्भावस्था में कोई भी जड़ी-बूटी या दवा अपने डॉक्टर से पूछे बिना न लें।</p>',
    ]),
    scene: 'Eating well in pregnancy', videoUrl: 'https://www.youtube.com/embed/nirogDemo05', daysAgo: 19,
  },
  {
    mediaType: 'videos', language: 'en', category: 'children', slug: 'feeding-toddlers-well', author: '9100001006',
    title: 'Feeding toddlers well: a paediatric Ayurveda view',
    summary: 'Regular meals, home food and patience with picky eaters.',
    body: en([
      'Our doctor talks about meal routines for toddlers, home-cooked food and handling fussy eating without force.',
      '<p>Poor weight gain, frequent illness or feeding difficulties should be assessed by a paediatrician.</p>',
    ]),
    scene: 'Feeding toddlers', videoUrl: 'https://www.youtube.com/watch?v=nirogDemo06', daysAgo: 27,
  },
  // ---------------------------------------------------------------- shorts
  {
    mediaType: 'shorts', language: 'en', category: 'daily-routine', slug: 'tongue-scraping-in-30-seconds', pair: 'tongue',
    title: 'Tongue scraping in 30 seconds',
    summary: 'A quick how-to from the classical daily routine.',
    body: en(['Use a clean steel or copper scraper, from back to front, gently, five to seven times, then rinse.']),
    scene: 'Tongue scraping', videoUrl: 'https://youtube.com/shorts/nirogDemo07', daysAgo: 2,
  },
  {
    mediaType: 'shorts', language: 'hi', category: 'daily-routine', slug: 'jeebh-saaf-karna-30-second', pair: 'tongue',
    title: '30 सेकंड में जीभ साफ़ करना',
    summary: 'शास्त्रीय दिनचर्या का एक छोटा तरीका।',
    body: hi(['साफ़ स्टील या तांबे की जीभी से पीछे से आगे की ओर, धीरे से, पाँच-सात बार साफ़ करें, फिर कुल्ला करें।']),
    scene: 'Tongue scraping', videoUrl: 'https://youtube.com/shorts/nirogDemo08', daysAgo: 2,
  },
  {
    mediaType: 'shorts', language: 'en', category: 'digestion', slug: 'warm-water-after-meals',
    title: 'Sip, don’t gulp: water with meals',
    summary: 'A 40-second tip on drinking water around meals.',
    body: en(['Small sips of warm water during a meal suit most people better than a large glass straight after.']),
    scene: 'Water with meals', videoUrl: 'https://www.youtube.com/shorts/nirogDemo09', daysAgo: 6,
  },
  {
    mediaType: 'shorts', language: 'en', category: 'sleep-stress', slug: 'screens-off-before-bed',
    title: 'Screens off 45 minutes before bed',
    summary: 'Why the last hour matters for sleep.',
    body: en(['Bright screens late in the evening make it harder for many people to fall asleep. Try a book or quiet music instead.']),
    scene: 'Screens off before bed', videoUrl: 'https://www.youtube.com/shorts/nirogDemo10', daysAgo: 13,
  },
  {
    mediaType: 'shorts', language: 'en', category: 'skin-hair', slug: 'oiling-hair-the-right-way',
    title: 'Oiling hair the right way',
    summary: 'A short guide to warm oil and a gentle scalp massage.',
    body: en(['Warm a little oil, massage the scalp with fingertips, not nails, and wash it out within a few hours. Dandruff with redness or hair fall in patches needs a doctor.']),
    scene: 'Oiling hair', videoUrl: 'https://www.youtube.com/shorts/nirogDemo11', daysAgo: 17,
  },
  {
    mediaType: 'shorts', language: 'hi', category: 'respiratory', slug: 'bhaap-lene-ka-surakshit-tarika',
    title: 'भाप लेने का सुरक्षित तरीका',
    summary: 'जलने से बचते हुए भाप कैसे लें।',
    body: hi(['मेज़ पर स्थिर कटोरा रखें, चेहरा सुरक्षित दूरी पर रखें और बच्चों को अकेले भाप न लेने दें।']),
    scene: 'Steam inhalation', videoUrl: 'https://www.youtube.com/shorts/nirogDemo12', daysAgo: 21,
  },
  {
    mediaType: 'photos', language: 'hi', category: 'daily-routine', slug: 'abhyanga-kadam-dar-kadam', pair: 'abhyanga', tags: ['til'],
    title: 'अभ्यंग यानी तेल मालिश, कदम-दर-कदम',
    summary: 'शास्त्रीय दिनचर्या में बताई गई स्वयं-मालिश की फ़ोटो मार्गदर्शिका: गुनगुना तेल, लंबे स्ट्रोक, जोड़ों पर गोल घुमाव।',
    body: hi([
      'अभ्यंग नहाने से पहले गुनगुने तेल से की जाने वाली स्वयं-मालिश है। बुख़ार, अपच या कटी-फटी त्वचा पर इसे न करें।',
      '<p>थोड़ा गुनगुना तिल या नारियल तेल लें, हाथ-पैरों पर लंबे स्ट्रोक और जोड़ों पर गोल घुमाव करें, फिर गुनगुने पानी से नहाएँ।</p>',
    ]),
    scene: 'Abhyanga oil massage', gallery: ['Warm the oil', 'Long strokes on the arms', 'Circles on the knees', 'A warm bath after'], daysAgo: 14,
  },
  {
    mediaType: 'news', language: 'hi', category: 'diet-nutrition', slug: 'mote-anaaj-phir-thali-mein', pair: 'millets', tags: ['amla'],
    title: 'मोटे अनाज फिर थाली में: बदलने से पहले क्या जानें',
    summary: 'ज्वार, बाजरा और रागी को फिर बढ़ावा मिल रहा है। इन्हें धीरे-धीरे कैसे जोड़ें, और किसे पहले डॉक्टर से पूछना चाहिए।',
    body: hi([
      'ज्वार, बाजरा और रागी जैसे मोटे अनाज पारंपरिक भारतीय अनाज हैं जिनमें रेशा और खनिज होते हैं।',
      '<p>पेट फूलने से बचने के लिए इन्हें धीरे-धीरे, शुरू में गेहूँ या चावल के साथ मिलाकर लें। थायरॉइड या पथरी के रोगी डॉक्टर से पूछें कि कितनी मात्रा ठीक है।</p>',
    ]),
    scene: 'Millets on the plate', daysAgo: 6,
  },
  {
    mediaType: 'blogs', language: 'en', category: 'digestion', slug: 'triphala-what-it-is-and-how-it-is-used', tags: ['triphala'],
    title: 'Triphala: what it is and how doctors use it',
    summary: 'Three fruits in one classical formulation. What the texts say about Triphala, how it is commonly prescribed, and who should avoid it.',
    body: en([
      'Triphala is a classical mixture of three dried fruits: amalaki (Indian gooseberry), bibhitaki and haritaki. It is one of the most widely used Ayurvedic formulations.',
      '<p>Doctors commonly prescribe it for occasional constipation and as part of a digestive routine. The dose and timing vary from person to person.</p>',
      '<p>It is usually avoided in pregnancy, in diarrhoea and in some bowel conditions, and it may not suit people on certain medicines. Ask a doctor before taking it regularly.</p>',
    ]),
    scene: 'Three fruits of Triphala', daysAgo: 33,
  },
];
