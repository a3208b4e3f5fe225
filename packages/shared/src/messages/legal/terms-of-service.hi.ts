import type { termsOfServiceEn } from './terms-of-service.en.ts';

/** The terms of service page in Hindi: the pieces around links are ordered for Hindi; Acts keep their official Hindi names. */
export const termsOfServiceHi = {
  'legal.termsOfService.title': 'सेवा की शर्तें',
  'legal.termsOfService.metaDescription':
    '{name} के इस्तेमाल की शर्तें: खाते, परामर्श, दवाओं के ऑर्डर, भुगतान, निरोग मनी, Nirog Partner, कम्युनिटी सामग्री और Vaidya Tool।',
  'legal.termsOfService.lead': '{name} के इस्तेमाल के नियम, जितनी सरल भाषा में हम लिख सके।',
  'legal.termsOfService.emergency.title': 'मेडिकल इमरजेंसी में {name} का इस्तेमाल न करें।',
  'legal.termsOfService.emergency.callBefore': 'तुरंत',
  'legal.termsOfService.emergency.callAfter': 'पर कॉल करें या सबसे नज़दीकी अस्पताल जाएँ। हमारे परामर्श आपात स्थितियों के लिए नहीं हैं।',
  'legal.termsOfService.about.title': '1. इन शर्तों के बारे में',
  'legal.termsOfService.about.text':
    'ये शर्तें आपके और {legalName} (“{name}”, “हम”) के बीच एक अनुबंध हैं। ये तब लागू होती हैं जब आप हमारी वेबसाइट, हमारे ऐप (Sanchaalak ऐप सहित) और हमारी सेवाओं का इस्तेमाल करते हैं। खाता बनाकर या ऑर्डर देकर आप इन्हें, हमारी',
  'legal.termsOfService.about.privacy': 'निजता नीति',
  'legal.termsOfService.about.cancellation': 'रद्दीकरण नीति',
  'legal.termsOfService.about.and': 'और',
  'legal.termsOfService.about.refunds': 'रिफ़ंड और रिटर्न नीति',
  'legal.termsOfService.about.end': ' के साथ, स्वीकार करते हैं।',
  'legal.termsOfService.account.title': '2. आपका खाता',
  'legal.termsOfService.account.age':
    'खाता खोलने के लिए आपकी उम्र 18 वर्ष या उससे अधिक होनी चाहिए। माता-पिता या अभिभावक किसी बच्चे के लिए इलाज बुक करने या दवाएँ खरीदने के लिए अपने खाते का इस्तेमाल कर सकते हैं।',
  'legal.termsOfService.account.mobile':
    'एक खाता एक मोबाइल नंबर का होता है। आप SMS से भेजे गए वन-टाइम पासवर्ड (OTP) से लॉग इन करते हैं; इसे कभी किसी के साथ साझा न करें।',
  'legal.termsOfService.account.details': 'हमें सही और पूरी जानकारी दें, और उसे अद्यतन रखें।',
  'legal.termsOfService.account.responsible':
    'आपके खाते से जो कुछ किया जाता है, उसकी ज़िम्मेदारी आपकी है। अगर आपको लगे कि किसी और ने इसका इस्तेमाल किया है, तो हमें तुरंत बताएँ।',
  'legal.termsOfService.trade.title': '3. प्रैक्टिशनर और ट्रेड खाते',
  'legal.termsOfService.trade.type': 'डॉक्टर, क्लिनिक, छात्र, केमिस्ट, रिटेलर और डिस्ट्रीब्यूटर सही खाता प्रकार चुनें और हमारे माँगे गए दस्तावेज़ अपलोड करें। देखें',
  'legal.termsOfService.trade.typeLink': 'सत्यापन कैसे होता है',
  'legal.termsOfService.trade.typeEnd': '।',
  'legal.termsOfService.trade.verified': 'ट्रेड कीमतों पर ऑर्डर आप अपना खाता सत्यापित होने के बाद ही दे सकते हैं।',
  'legal.termsOfService.trade.tiers':
    'ट्रेड कीमतें आपके ग्राहक टियर पर निर्भर करती हैं। टियर हम तय करते हैं और उनकी समीक्षा करते हैं, और आपकी खरीद व हमारी व्यावसायिक शर्तों के आधार पर उन्हें बदल सकते हैं।',
  'legal.termsOfService.trade.use':
    'ट्रेड कीमतों पर खरीदी गई दवाएँ आपकी प्रैक्टिस में इस्तेमाल के लिए, या आपके पास मौजूद लाइसेंसों के तहत दोबारा बेचने के लिए हैं। इन्हें कानून के अनुसार रखने, देने और बेचने की ज़िम्मेदारी आपकी है।',
  'legal.termsOfService.trade.gst':
    'जहाँ आप GSTIN के साथ बिल बनाते हैं, वहाँ कानूनी इकाई का नाम GST प्रमाणपत्र से मेल खाना चाहिए। केमिस्ट और केमिस्ट डिस्ट्रीब्यूटर के लिए GST अनिवार्य है।',
  'legal.termsOfService.trade.suspend':
    'अगर दस्तावेज़ की अवधि समाप्त हो जाए, वे झूठे निकलें, या कोई लाइसेंस रद्द हो जाए, तो हम ट्रेड कीमतें या खाता निलंबित कर सकते हैं।',
  'legal.termsOfService.consultations.title': '4. परामर्श',
  'legal.termsOfService.consultations.doctors':
    '{name} पर डॉक्टर स्वतंत्र, पंजीकृत प्रैक्टिशनर हैं। अपनी चिकित्सा सलाह और पर्चों के लिए वे ज़िम्मेदार हैं, {name} नहीं। परामर्श देने से पहले हम उनका पंजीकरण और डिग्री जाँचते हैं।',
  'legal.termsOfService.consultations.telemedicine': 'वीडियो परामर्श भारत में आयुर्वेदिक प्रैक्टिशनरों पर लागू टेलीमेडिसिन दिशानिर्देशों के अनुसार होते हैं।',
  'legal.termsOfService.consultations.inPerson':
    'डॉक्टर तय कर सकते हैं कि आपकी समस्या के लिए आमने-सामने जाँच, टेस्ट या आपातकालीन इलाज ज़रूरी है, और उसी के अनुसार आपको सलाह दे सकते हैं।',
  'legal.termsOfService.consultations.tell': 'अपने डॉक्टर को अपनी सभी बीमारियों, एलर्जी और ली जा रही दवाओं के बारे में बताएँ, एलोपैथिक दवाओं सहित।',
  'legal.termsOfService.consultations.fees': 'परामर्श शुल्क डॉक्टर या क्लिनिक तय करते हैं और बुकिंग से पहले दिखाया जाता है। रद्दीकरण और रिफ़ंड हमारी',
  'legal.termsOfService.consultations.feesLink': 'रद्दीकरण नीति',
  'legal.termsOfService.consultations.feesEnd': ' के अनुसार होते हैं।',
  'legal.termsOfService.orders.title': '5. दवाएँ और ऑर्डर',
  'legal.termsOfService.orders.licensed':
    'हम केवल लाइसेंसधारी निर्माताओं की बनाई दवाएँ बेचते हैं। उत्पाद का विवरण, घटक और सेवन-विधि निर्माता और लेबल से ली जाती है; इस्तेमाल से पहले लेबल पढ़ें।',
  'legal.termsOfService.orders.general':
    'प्लेटफ़ॉर्म पर दी गई जानकारी सामान्य है। यह किसी योग्य डॉक्टर की सलाह की जगह नहीं लेती, खासकर बच्चों, गर्भवती या स्तनपान कराने वाली महिलाओं, और लंबी बीमारी वाले लोगों के लिए।',
  'legal.termsOfService.orders.scheduleE1':
    'कुछ शास्त्रीय दवाओं में औषधि और प्रसाधन सामग्री नियम, 1945 की अनुसूची E(1) में सूचीबद्ध घटक होते हैं, और इन्हें केवल चिकित्सकीय देखरेख में लेना चाहिए। इन्हें भेजने से पहले हम पर्चा माँग सकते हैं।',
  'legal.termsOfService.orders.prices': 'जब तक अलग से न दिखाया जाए, कीमतों में GST शामिल है। डिलीवरी शुल्क, यदि कोई हो, भुगतान से पहले दिखाया जाता है।',
  'legal.termsOfService.orders.confirmed': 'ऑर्डर तब पक्का होता है जब हम आपको पुष्टि भेजते हैं। हमारी',
  'legal.termsOfService.orders.confirmedLink': 'रद्दीकरण नीति',
  'legal.termsOfService.orders.confirmedEnd': ' में बताई गई स्थितियों में हम इसे रद्द कर सकते हैं, और आपने जो भी भुगतान किया है वह लौटा देते हैं।',
  'legal.termsOfService.orders.invoice': 'हर ऑर्डर के साथ GST इनवॉइस मिलता है।',
  'legal.termsOfService.payments.title': '6. भुगतान',
  'legal.termsOfService.payments.online':
    'आप हमारे पेमेंट पार्टनरों के ज़रिए ऑनलाइन (UPI, कार्ड, नेट बैंकिंग या वॉलेट) भुगतान कर सकते हैं, या जहाँ उपलब्ध हो वहाँ कैश ऑन डिलीवरी से।',
  'legal.termsOfService.payments.postpaid': 'स्वीकृत ट्रेड खाते पोस्टपेड शर्तों पर खरीद सकते हैं और इनवॉइस पर दिखाई गई नियत तारीख तक NEFT से भुगतान कर सकते हैं।',
  'legal.termsOfService.payments.noCard': 'हम आपका कार्ड नंबर या UPI PIN संग्रहीत नहीं करते।',
  'legal.termsOfService.money.title': '7. निरोग मनी और कूपन',
  'legal.termsOfService.money.what':
    'निरोग मनी वॉलेट क्रेडिट है, जो आप ऑफ़र, रेफ़रल, रिवॉर्ड और रिफ़ंड से कमाते हैं। इसका कोई नकद मूल्य नहीं है, इसे निकाला या ट्रांसफ़र नहीं किया जा सकता, और इसकी एक समाप्ति तिथि हो सकती है, जो आपके खाते में दिखाई जाती है।',
  'legal.termsOfService.money.limit':
    'एक ऑर्डर में कितनी निरोग मनी इस्तेमाल हो सकती है, इसकी सीमा हो सकती है; आपका कार्ट यह दिखाता है। कुछ ब्रांड निरोग मनी स्वीकार नहीं करते, और यह लागू होने पर आपका कार्ट आपको बताता है।',
  'legal.termsOfService.money.coupons': 'कूपन की अपनी शर्तें होती हैं, जैसे न्यूनतम ऑर्डर मूल्य, वैधता अवधि या योग्य उत्पाद, जो कूपन के साथ दिखाई जाती हैं।',
  'legal.termsOfService.money.leave': 'अगर आप भुगतान पूरा करने से पहले भुगतान पेज छोड़ देते हैं, तो उस ऑर्डर पर लगाया गया कूपन या निरोग मनी खो सकती है।',
  'legal.termsOfService.money.fraud': 'धोखाधड़ी, कई खातों या दुरुपयोग से पाई गई निरोग मनी या कूपन हम रद्द कर सकते हैं।',
  'legal.termsOfService.partner.title': '8. Nirog Partner प्रोग्राम',
  'legal.termsOfService.partner.intro':
    'सत्यापित प्रैक्टिशनर अपने मरीज़ों के लिए दवाएँ ऑर्डर करने के लिए Nirog Partner से जुड़ सकते हैं। इसका इस्तेमाल करके आप यह भी स्वीकार करते हैं कि:',
  'legal.termsOfService.partner.consent': 'आपके पास अपने मरीज़ की सहमति है कि आप उनकी जानकारी हमारे साथ साझा करें और उनके लिए ऑर्डर दें;',
  'legal.termsOfService.partner.judgement': 'आप अपने पेशेवर विवेक से और अपने पंजीकरण की सीमा में ही दवा लिखते हैं;',
  'legal.termsOfService.partner.payouts':
    'पेआउट की गणना पार्टनर सेक्शन में दिखाए अनुसार होती है, वह आपके लेजर में दर्ज होता है और स्रोत पर कर कटौती (TDS), यदि कोई हो, के बाद आपके सत्यापित बैंक खाते या UPI ID में भेजा जाता है;',
  'legal.termsOfService.partner.reversed': 'रद्द या लौटाए गए ऑर्डरों पर दिए गए पेआउट वापस ले लिए जाते हैं।',
  'legal.termsOfService.community.title': '9. कम्युनिटी, सीखना और कार्यक्रम',
  'legal.termsOfService.community.purpose':
    'फ़ीड, कमेंट, क्विज़, वेबिनार, ओलंपियाड और कोर्स सीखने और पेशेवर चर्चा के लिए हैं। सम्मान से पेश आएँ, और केवल वही पोस्ट करें जिसे साझा करने का आपको अधिकार है।',
  'legal.termsOfService.community.patients':
    'मरीज़ की लिखित सहमति के बिना ऐसा कुछ भी पोस्ट न करें जिससे उनकी पहचान हो सके। कोई केस साझा करने से पहले नाम, चेहरे, फ़ोन नंबर और रिपोर्ट हटा दें।',
  'legal.termsOfService.community.claims':
    'चमत्कारी या पक्के इलाज के दावे न करें, और दवाओं का विज्ञापन उस तरह न करें जिसकी औषधि और चमत्कारिक उपचार (आक्षेपणीय विज्ञापन) अधिनियम, 1954 मनाही करता है।',
  'legal.termsOfService.community.ownership':
    'आप जो पोस्ट करते हैं उसका स्वामित्व आपके पास रहता है, और आप हमें उसे प्लेटफ़ॉर्म पर और प्लेटफ़ॉर्म के बारे में हमारे संचार में दिखाने की अनुमति देते हैं।',
  'legal.termsOfService.community.remove':
    'इन नियमों को तोड़ने वाली सामग्री हम हटा सकते हैं या ऐसे खाते निलंबित कर सकते हैं। कुछ भी अनुचित दिखे तो हमारे शिकायत अधिकारी को बताएँ।',
  'legal.termsOfService.community.fair':
    'क्विज़ और ओलंपियाड में ईमानदारी से भाग लें। अनुचित तरीके अपनाने वाली प्रविष्टियों को हम अयोग्य ठहरा सकते हैं। लीडरबोर्ड पर आपका नाम और स्कोर दिखता है।',
  'legal.termsOfService.vaidya.title': '10. Vaidya Tool (AI सहायक)',
  'legal.termsOfService.vaidya.ai': 'Vaidya Tool प्रैक्टिशनरों के लिए है। इसके जवाब आर्टिफ़िशियल इंटेलिजेंस से बनते हैं और अधूरे या गलत हो सकते हैं।',
  'legal.termsOfService.vaidya.judgement': 'यह आपके क्लिनिकल विवेक की जगह नहीं लेता। इसके जवाबों को शास्त्रीय ग्रंथों और मरीज़ की अपनी जाँच से मिलाकर देखें।',
  'legal.termsOfService.vaidya.identify': 'मरीज़ का नाम, फ़ोन नंबर या ऐसी कोई जानकारी न डालें जिससे उनकी पहचान हो सके।',
  'legal.termsOfService.vaidya.feedback': 'जवाबों पर आपकी प्रतिक्रिया इसे बेहतर बनाने में हमारी मदद करती है।',
  'legal.termsOfService.mustNot.title': '11. आपको क्या नहीं करना चाहिए',
  'legal.termsOfService.mustNot.accounts': 'किसी और का खाता या मोबाइल नंबर इस्तेमाल करना, या ऑफ़र एक से ज़्यादा बार पाने के लिए खाते बनाना।',
  'legal.termsOfService.mustNot.copy': 'प्लेटफ़ॉर्म के बड़े हिस्सों की नकल करना, या इससे डेटा इकट्ठा करने के लिए बॉट या स्क्रैपर इस्तेमाल करना।',
  'legal.termsOfService.mustNot.systems': 'हमारे सिस्टम में सेंध लगाने, उन पर ज़रूरत से ज़्यादा बोझ डालने या उनमें दखल देने की कोशिश करना।',
  'legal.termsOfService.mustNot.resell': 'कानून द्वारा ज़रूरी लाइसेंस के बिना दवाएँ दोबारा बेचना।',
  'legal.termsOfService.mustNot.false': 'झूठे दस्तावेज़ अपलोड करना या पंजीकृत प्रैक्टिशनर होने का दिखावा करना।',
  'legal.termsOfService.content.title': '12. हमारी सामग्री',
  'legal.termsOfService.content.text':
    '{name} नाम और लोगो, हमारे लेख, कोर्स, क्विज़ और प्लेटफ़ॉर्म का डिज़ाइन हमारे हैं, या उनके हैं जिन्होंने हमें इनका लाइसेंस दिया है। आप इनका इस्तेमाल केवल खुद प्लेटफ़ॉर्म का उपयोग करने के लिए कर सकते हैं।',
  'legal.termsOfService.closing.title': '13. निलंबन और खाता बंद करना',
  'legal.termsOfService.closing.text':
    'आप कभी भी हमसे अपना खाता बंद करने को कह सकते हैं। जो खाता इन शर्तों या कानून का उल्लंघन करता है, उसे हम निलंबित या निष्क्रिय कर सकते हैं, और जब तक कानून न रोके, आपको इसका कारण बताएँगे। पहले से भेजे जा चुके ऑर्डर डिलीवर किए जाएँगे, और आपके बकाया रिफ़ंड चुकाए जाएँगे।',
  'legal.termsOfService.responsibility.title': '14. हमारी ज़िम्मेदारी',
  'legal.termsOfService.responsibility.text':
    'हम प्लेटफ़ॉर्म को उपलब्ध और सटीक रखने की पूरी कोशिश करते हैं, लेकिन यह वादा नहीं कर सकते कि यह हमेशा त्रुटियों या रुकावटों से मुक्त रहेगा। कानून जिस हद तक अनुमति देता है, उस हद तक हम अप्रत्यक्ष नुकसान के लिए ज़िम्मेदार नहीं हैं, और किसी भी दावे के लिए हमारी कुल ज़िम्मेदारी संबंधित ऑर्डर या परामर्श के लिए आपके द्वारा हमें चुकाई गई राशि तक सीमित है। इन शर्तों की कोई भी बात उपभोक्ता संरक्षण अधिनियम, 2019 के तहत आपके अधिकारों को सीमित नहीं करती।',
  'legal.termsOfService.changes.title': '15. इन शर्तों में बदलाव',
  'legal.termsOfService.changes.text':
    'हमारी सेवाओं और कानून में बदलाव के साथ हम इन शर्तों को अपडेट कर सकते हैं। हम नई तारीख सबसे ऊपर दिखाएँगे और बड़े बदलावों के लागू होने से पहले आपको बताएँगे। अगर आप उसके बाद भी प्लेटफ़ॉर्म का इस्तेमाल करते रहते हैं, तो नई शर्तें लागू होंगी।',
  'legal.termsOfService.law.title': '16. कानून और विवाद',
  'legal.termsOfService.law.text':
    'ये शर्तें भारत के कानूनों के अधीन हैं। अगर हम मिलकर कोई विवाद नहीं सुलझा पाते, तो नई दिल्ली के न्यायालयों को क्षेत्राधिकार होगा, और इससे किसी उपभोक्ता आयोग में जाने का आपका अधिकार प्रभावित नहीं होगा।',
  'legal.termsOfService.grievances.title': '17. शिकायतें',
  'legal.termsOfService.grievances.before': 'ऑर्डर या खाते में मदद के लिए कृपया पहले',
  'legal.termsOfService.grievances.support': 'ग्राहक सहायता',
  'legal.termsOfService.grievances.after':
    ' से संपर्क करें। अगर आपकी शिकायत का समाधान नहीं होता, या वह प्लेटफ़ॉर्म की किसी सामग्री के बारे में है, तो हमारे शिकायत अधिकारी को लिखें:',
} as const satisfies Record<keyof typeof termsOfServiceEn, string>;
