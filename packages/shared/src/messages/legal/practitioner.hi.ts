import type { practitionerEn } from './practitioner.en.ts';

export const practitionerHi = {
  'legal.practitioner.title': 'चिकित्सकों और ट्रेड के लिए',
  'legal.practitioner.description':
    'सत्यापित आयुर्वेदिक डॉक्टरों, क्लिनिकों, केमिस्टों, रिटेलरों और डिस्ट्रीब्यूटरों के लिए ट्रेड मूल्य, साथ में Nirog पार्टनर, सीखने के साधन और वैद्य टूल AI सहायक।',
  'legal.practitioner.lead':
    'Nirog आयुर्वेदिक डॉक्टरों, क्लिनिकों, छात्रों, केमिस्टों, रिटेलरों और डिस्ट्रीब्यूटरों को एक जगह लाता है: ट्रेड मूल्य पर असली दवाएँ, मरीज़ों की ऑनलाइन सेवा का साधन और सीखने के लिए एक समुदाय।',
  'legal.practitioner.doctor.text':
    'पंजीकृत आयुर्वेदिक डॉक्टर (वैद्य)। ट्रेड मूल्य पर दवाएँ खरीदें, अपनी ऑनलाइन प्रोफ़ाइल और अपॉइंटमेंट सँभालें, Nirog पार्टनर से दवाएँ लिखें, और फ़ीड, वेबिनार और ओलंपियाड में शामिल हों।',
  'legal.practitioner.doctor.doc1': 'केंद्रीय रजिस्टर या आपके राज्य के भारतीय चिकित्सा बोर्ड का पंजीकरण प्रमाणपत्र',
  'legal.practitioner.doctor.doc2': 'डिग्री प्रमाणपत्र (BAMS, या MD/MS आयुर्वेद)',
  'legal.practitioner.clinic.text':
    'आयुर्वेदिक क्लिनिक और अस्पताल। अपने क्लिनिक और उसके डॉक्टरों को सूचीबद्ध करें ताकि आपके शहर के मरीज़ आपको ढूँढ सकें, अपॉइंटमेंट के अनुरोध लें और अपनी डिस्पेंसरी के लिए ट्रेड मूल्य पर स्टॉक खरीदें।',
  'legal.practitioner.clinic.doc1': 'क्लिनिक का पंजीकरण या स्थापना प्रमाणपत्र',
  'legal.practitioner.clinic.doc2': 'प्रभारी डॉक्टर का पंजीकरण प्रमाणपत्र',
  'legal.practitioner.clinic.doc3': 'GST प्रमाणपत्र, यदि पंजीकृत हों',
  'legal.practitioner.student.text':
    'BAMS और आयुर्वेद के स्नातकोत्तर छात्र। कोर्स, क्विज़ और वेबिनार से सीखें, ओलंपियाड में भाग लें और फ़ीड पर वरिष्ठ वैद्यों को फ़ॉलो करें।',
  'legal.practitioner.student.doc1': 'चालू शैक्षणिक वर्ष का कॉलेज पहचान पत्र',
  'legal.practitioner.retailer.text':
    'आयुर्वेदिक दवाएँ और वेलनेस उत्पाद बेचने वाली दुकानें और स्टोर। GST इनवॉइस के साथ ट्रेड मूल्य पर खरीदें, ताकि आप इनपुट टैक्स क्रेडिट ले सकें।',
  'legal.practitioner.retailer.doc1': 'GST प्रमाणपत्र, जिसमें कानूनी नाम आपके बिलिंग विवरण से मेल खाता हो',
  'legal.practitioner.retailer.doc2': 'दुकान और स्थापना (शॉप एंड एस्टैब्लिशमेंट) पंजीकरण या ट्रेड लाइसेंस',
  'legal.practitioner.chemist.text':
    'फ़ार्मेसी और मेडिकल स्टोर। कई ब्रांडों की असली आयुर्वेदिक दवाएँ एक ही जगह से, ट्रेड मूल्य पर और GST इनवॉइस के साथ ऑर्डर करें।',
  'legal.practitioner.chemist.doc1': 'व्यवसाय का PAN कार्ड या GST प्रमाणपत्र',
  'legal.practitioner.chemist.doc2': 'स्टोर का ड्रग लाइसेंस',
  'legal.practitioner.chemist.doc3': 'आपके बिलिंग पते पर GSTIN (केमिस्टों के लिए अनिवार्य)',
  'legal.practitioner.doctorDistributor.text':
    'आयुर्वेदिक डॉक्टरों और क्लिनिकों को आपूर्ति करने वाले डिस्ट्रीब्यूटर। डिस्ट्रीब्यूटर मूल्य पर थोक में खरीदें और चिकित्सकों का अपना नेटवर्क बढ़ाएँ।',
  'legal.practitioner.doctorDistributor.doc1': 'GST प्रमाणपत्र',
  'legal.practitioner.doctorDistributor.doc2': 'ड्रग लाइसेंस या ट्रेड लाइसेंस, जो आपके राज्य में लागू हो',
  'legal.practitioner.chemistDistributor.text':
    'केमिस्टों और रिटेलरों को आपूर्ति करने वाले डिस्ट्रीब्यूटर। GST इनवॉइस के साथ डिस्ट्रीब्यूटर मूल्य पर थोक में खरीदें; स्वीकृत खातों के लिए NEFT से बाद में (पोस्टपेड) भुगतान।',
  'legal.practitioner.chemistDistributor.doc1': 'GST प्रमाणपत्र (अनिवार्य, जिसमें कानूनी नाम आपके बिलिंग विवरण से मेल खाता हो)',
  'legal.practitioner.chemistDistributor.doc2': 'थोक ड्रग लाइसेंस',
  'legal.practitioner.benefit.tradePrices': 'ट्रेड मूल्य',
  'legal.practitioner.benefit.tradePricesText': 'सत्यापन के बाद खुदरा से बेहतर मूल्य, जो आपके स्तर के साथ और बेहतर होते जाते हैं।',
  'legal.practitioner.benefit.partnerText': 'अपने मरीज़ों के लिए ऑर्डर करें, दवाएँ सीधे उन तक पहुँचवाएँ और पेआउट कमाएँ; हर प्रविष्टि लेजर में दर्ज रहती है।',
  'legal.practitioner.benefit.feed': 'पेशेवर फ़ीड',
  'legal.practitioner.benefit.feedText': 'दूसरे वैद्यों के साथ केस पर चर्चा करें और अनुभव साझा करें।',
  'legal.practitioner.benefit.learning': 'क्विज़, वेबिनार और ओलंपियाड',
  'legal.practitioner.benefit.learningText': 'सीखते रहें, प्रतियोगिता में भाग लें और प्रमाणपत्र पाएँ।',
  'legal.practitioner.benefit.courses': 'कोर्स',
  'legal.practitioner.benefit.coursesText': 'शास्त्रीय ग्रंथों और नैदानिक अभ्यास पर वीडियो कोर्स।',
  'legal.practitioner.benefit.vaidyaToolText': 'एक AI सहायक जो आयुर्वेदिक शब्दावली में, योगों और शास्त्रीय संदर्भों के साथ जवाब देता है।',
  'legal.practitioner.tier.website': 'शुरुआती स्तर। खाते के सत्यापन और समीक्षा तक आपको वेबसाइट पर दिखाए गए मूल्य ही दिखते हैं।',
  'legal.practitioner.tier.iron': 'पहला ट्रेड स्तर, नए सत्यापित खातों के लिए।',
  'legal.practitioner.tier.silver': 'नियमित रूप से खरीदने वाले खातों के लिए बेहतर ट्रेड मूल्य।',
  'legal.practitioner.tier.gold': 'स्थापित खरीदारों के लिए ज़्यादा छूट।',
  'legal.practitioner.tier.diamond': 'अधिक और नियमित खरीद वाले बड़े क्लिनिकों, फ़ार्मेसियों और डिस्ट्रीब्यूटरों के लिए।',
  'legal.practitioner.tier.platinum': 'हमारे सबसे अच्छे मूल्य, हमारे सबसे बड़े साझेदारों के लिए।',
  'legal.practitioner.whatYouGet': 'आपको क्या मिलता है',
  'legal.practitioner.whoCanJoin': 'कौन जुड़ सकता है',
  'legal.practitioner.whoCanJoinText':
    'साइन अप करते समय वह खाता प्रकार चुनें जो आप पर लागू होता है। इसी से तय होता है कि आपको कौन-से मूल्य दिखेंगे, हम कौन-से दस्तावेज़ माँगेंगे और आपको कौन-से टूल मिलेंगे।',
  'legal.practitioner.documents': 'सत्यापन के लिए दस्तावेज़',
  'legal.practitioner.howVerification': 'सत्यापन कैसे होता है',
  'legal.practitioner.howVerificationText':
    'ट्रेड मूल्य पर ऑर्डर करने से पहले हम हर चिकित्सक और ट्रेड खाते का सत्यापन करते हैं। इससे पर्चे पर मिलने वाली दवाएँ उन्हीं लोगों के पास रहती हैं जिन्हें इन्हें सँभालने की अनुमति है, और इसी कारण मरीज़ Nirog पर मिलने वाले डॉक्टरों पर भरोसा कर सकते हैं।',
  'legal.practitioner.step1Title': 'साइन अप करें',
  'legal.practitioner.step1': 'अपने मोबाइल नंबर से और अपना खाता प्रकार चुनें। लॉग इन OTP से होता है, इसलिए कोई पासवर्ड याद नहीं रखना पड़ता।',
  'legal.practitioner.step2Title': 'अपने दस्तावेज़ अपलोड करें',
  'legal.practitioner.step2': 'अपनी प्रोफ़ाइल से। मूल दस्तावेज़ों की साफ़ तस्वीरें या PDF काफ़ी हैं।',
  'legal.practitioner.step3Title': 'हम उनकी जाँच करते हैं',
  'legal.practitioner.step3': ', आम तौर पर {days} कार्यदिवसों में। जाँच के दौरान आपकी प्रोफ़ाइल पर “समीक्षाधीन” दिखता है।',
  'legal.practitioner.step4Title': 'आपका सत्यापन हो जाता है',
  'legal.practitioner.step4': 'और आप ट्रेड मूल्य पर ऑर्डर दे सकते हैं। अगर हम आपके दस्तावेज़ स्वीकार नहीं कर पाते, तो हम कारण बताते हैं और आप उन्हें फिर से अपलोड कर सकते हैं।',
  'legal.practitioner.gstNote':
    'GSTIN के साथ बिल बनवाने वाले ट्रेड उपयोगकर्ताओं को कानूनी इकाई का नाम ठीक वैसा ही लिखना होगा जैसा GST प्रमाणपत्र में है, और GSTIN के पहले दो अंक बिलिंग पते के राज्य से मेल खाने चाहिए। केमिस्टों और केमिस्ट डिस्ट्रीब्यूटरों के लिए GST अनिवार्य है।',
  'legal.practitioner.tiers': 'ग्राहक स्तर',
  'legal.practitioner.tiersText':
    'हर ट्रेड खाते का एक स्तर होता है। आपका स्तर तय करता है कि हर दवा पर आपको कौन-सा ट्रेड मूल्य दिखेगा, और यह आपके कार्ट में दिखता है। हम आपकी खरीद के आधार पर स्तरों की नियमित समीक्षा करते हैं, इसलिए आप Nirog से जितना ज़्यादा खरीदेंगे, आपके मूल्य उतने बेहतर होंगे।',
  'legal.practitioner.ready': 'जुड़ने के लिए तैयार हैं?',
  'legal.practitioner.readyText':
    'साइन अप में बस कुछ मिनट लगते हैं। अपलोड के लिए दस्तावेज़ तैयार रखें; सत्यापन होते ही आप ऑर्डर देना शुरू कर सकते हैं। पहले कुछ पूछना है? हमारे',
  'legal.practitioner.faqs': 'अक्सर पूछे जाने वाले सवाल',
  'legal.practitioner.or': 'देखें या',
  'legal.practitioner.contactSupport': 'सहायता से संपर्क करें',
  'legal.practitioner.end': '।',
} as const satisfies Record<keyof typeof practitionerEn, string>;
