import type { privacyRightsEn } from './privacy-rights.en.ts';

export const privacyRightsHi = {
  'legal.privacyRights.intro': 'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आपको ये अधिकार हैं:',
  'legal.privacyRights.know': 'जानने का अधिकार:',
  'legal.privacyRights.knowText': 'हमारे पास आपका कौन-सा व्यक्तिगत डेटा है, हम उसका उपयोग कैसे करते हैं और उसे किसके साथ साझा किया गया है।',
  'legal.privacyRights.correct': 'सुधारने और अद्यतन करने का अधिकार:',
  'legal.privacyRights.correctText': 'जो डेटा गलत, अधूरा या पुराना है, उसे ठीक करवाना।',
  'legal.privacyRights.erase': 'मिटाने का अधिकार:',
  'legal.privacyRights.eraseText':
    'जिस उद्देश्य के लिए आपने डेटा दिया था, उसकी आवश्यकता न रहने पर उसे मिटवाना, जब तक कि कानून हमें उसे रखने को न कहे।',
  'legal.privacyRights.withdraw': 'सहमति वापस लेने का अधिकार:',
  'legal.privacyRights.withdrawText':
    'आप कभी भी अपनी सहमति वापस ले सकते हैं। इससे सहमति वापस लेने से पहले की गई कार्रवाई पर कोई असर नहीं पड़ता, परंतु जिन सेवाओं के लिए वह डेटा ज़रूरी है, वे हम शायद आगे न दे सकें।',
  'legal.privacyRights.nominate': 'नामांकन का अधिकार:',
  'legal.privacyRights.nominateText': 'आप किसी ऐसे व्यक्ति को नामित कर सकते हैं जो आपकी मृत्यु या अक्षमता की स्थिति में आपकी ओर से इन अधिकारों का उपयोग करे।',
  'legal.privacyRights.complain': 'शिकायत का अधिकार:',
  'legal.privacyRights.complainText': 'हमारे शिकायत अधिकारी से, और हमारे उत्तर से संतुष्ट न होने पर भारतीय डेटा संरक्षण बोर्ड से शिकायत करना।',
  'legal.privacyRights.contactBefore': 'अधिकतर विवरण आप स्वयं {where} अपडेट कर सकते हैं। किसी अन्य बात के लिए अपने पंजीकृत ई-मेल से',
  'legal.privacyRights.contactAfter':
    'पर लिखें, या अपना पंजीकृत मोबाइल नंबर बताएँ। कार्रवाई से पहले हम आपसे आपकी पहचान की पुष्टि करने को कह सकते हैं, और हम {days} दिनों के भीतर उत्तर देते हैं।',
  'legal.privacyRights.duties':
    'अधिनियम आपसे यह भी अपेक्षा करता है कि आप हमें सही जानकारी दें, किसी और का रूप धारण न करें, और झूठी या तुच्छ शिकायतें दर्ज न करें।',
} as const satisfies Record<keyof typeof privacyRightsEn, string>;
