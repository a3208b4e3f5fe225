import type { cancellationPolicyEn } from './cancellation-policy.en.ts';

/** The cancellation policy in Hindi; fragments around links and bold words are ordered for Hindi word order. */
export const cancellationPolicyHi = {
  'legal.cancellationPolicy.title': 'रद्दीकरण नीति',
  'legal.cancellationPolicy.description':
    '{name} पर दवा का ऑर्डर या अपॉइंटमेंट कैसे रद्द करें, रद्द करने और समय बदलने की समय-सीमाएँ, और रिफ़ंड कैसे दिया जाता है।',
  'legal.cancellationPolicy.lead': 'दवा का ऑर्डर या अपॉइंटमेंट कैसे रद्द करें, और आपके पैसों का क्या होता है।',
  'legal.cancellationPolicy.hour': '{count} घंटा',
  'legal.cancellationPolicy.hours': '{count} घंटे',
  'legal.cancellationPolicy.short.title': 'संक्षेप में',
  'legal.cancellationPolicy.short.order': 'दवा का ऑर्डर शिप होने तक आप उसे कभी भी रद्द कर सकते हैं।',
  'legal.cancellationPolicy.short.appointment':
    'अपॉइंटमेंट शुरू होने से {cancelHours} पहले तक आप उसे पूरे रिफ़ंड के साथ रद्द कर सकते हैं, और {rescheduleHours} पहले तक उसका समय बदल सकते हैं।',
  'legal.cancellationPolicy.short.refund': 'रिफ़ंड उसी माध्यम में लौटता है जिससे आपने भुगतान किया था, या आप चाहें तो निरोग मनी में।',

  'legal.cancellationPolicy.orders.title': '1. दवा के ऑर्डर',
  'legal.cancellationPolicy.orders.before.title': 'शिप होने से पहले रद्द करना',
  'legal.cancellationPolicy.orders.before.a': 'शिप होने से पहले आप कभी भी पूरा ऑर्डर, या उसकी कुछ चीज़ें, रद्द कर सकते हैं। ',
  'legal.cancellationPolicy.orders.before.myOrders': 'मेरे ऑर्डर',
  'legal.cancellationPolicy.orders.before.b': ' खोलें, ऑर्डर चुनें और ',
  'legal.cancellationPolicy.orders.before.cancel': 'रद्द करें',
  'legal.cancellationPolicy.orders.before.c': ' पर टैप करें। रद्द हुआ ऑर्डर फिर से चालू नहीं किया जा सकता; उसकी जगह नया ऑर्डर दें।',
  'legal.cancellationPolicy.orders.after.title': 'शिप होने के बाद',
  'legal.cancellationPolicy.orders.after.a':
    'शिप हो जाने के बाद ऑर्डर रद्द नहीं किया जा सकता। पार्सल आने पर आप उसे लेने से मना कर सकते हैं, या डिलीवरी के बाद हमारी ',
  'legal.cancellationPolicy.orders.after.link': 'रिफ़ंड और रिटर्न नीति',
  'legal.cancellationPolicy.orders.after.b':
    ' के तहत उसे लौटा सकते हैं। अगर आप पहले से भुगतान किए गए ऑर्डर को दरवाज़े पर लेने से मना करते हैं, तो पार्सल हमारे पास वापस आने पर हम उसका रिफ़ंड कर देते हैं।',
  'legal.cancellationPolicy.orders.practitioner.title': 'आपके चिकित्सक द्वारा दिए गए ऑर्डर',
  'legal.cancellationPolicy.orders.practitioner.text':
    'अगर आपके डॉक्टर ने Nirog Partner के ज़रिए आपके लिए दवाएँ ऑर्डर की हैं, तो शिप होने से पहले आप या आपके डॉक्टर हमसे ऑर्डर रद्द करने को कह सकते हैं। रद्द हुए ऑर्डर पर चिकित्सक का भुगतान (पेआउट) वापस ले लिया जाता है।',
  'legal.cancellationPolicy.orders.trade.title': 'ट्रेड ऑर्डर',
  'legal.cancellationPolicy.orders.trade.text':
    'चिकित्सक और ट्रेड खरीदार भी इसी तरह शिप होने से पहले ऑर्डर रद्द कर सकते हैं। पोस्टपेड (NEFT) ऑर्डर में रद्द की गई राशि आपकी बकाया राशि से घटा दी जाती है; अगर आप भुगतान कर चुके हैं, तो आपकी पसंद के अनुसार हम उसे लौटा देते हैं या आपके अगले इनवॉइस में समायोजित कर देते हैं।',
  'legal.cancellationPolicy.orders.ours.title': 'जब हम ऑर्डर रद्द करते हैं',
  'legal.cancellationPolicy.orders.ours.intro': 'इन स्थितियों में हमें ऑर्डर पूरा या आंशिक रूप से रद्द करना पड़ सकता है:',
  'legal.cancellationPolicy.orders.ours.stock': 'दवा स्टॉक में नहीं है या निर्माता ने उसे वापस ले लिया है;',
  'legal.cancellationPolicy.orders.ours.pinCode': 'हम आपके पिन कोड पर डिलीवरी नहीं कर सकते;',
  'legal.cancellationPolicy.orders.ours.wrong': 'प्लेटफ़ॉर्म पर किसी उत्पाद की कीमत या जानकारी स्पष्ट रूप से गलत थी;',
  'legal.cancellationPolicy.orders.ours.trade': 'ट्रेड खाता सत्यापित नहीं है, या GST विवरण मेल नहीं खाते;',
  'legal.cancellationPolicy.orders.ours.fraud': 'हमें धोखाधड़ी, या कूपन या निरोग मनी के दुरुपयोग का संदेह है।',
  'legal.cancellationPolicy.orders.ours.notice': 'हम आपको SMS या ई-मेल से सूचित करेंगे और आपका चुकाया गया पूरा पैसा लौटा देंगे।',

  'legal.cancellationPolicy.appointments.title': '2. अपॉइंटमेंट',
  'legal.cancellationPolicy.appointments.cancel.title': 'अपॉइंटमेंट रद्द करना',
  'legal.cancellationPolicy.appointments.cancel.early': 'अपॉइंटमेंट से {hours} या उससे अधिक पहले',
  'legal.cancellationPolicy.appointments.cancel.earlyText': ' रद्द करने पर: परामर्श शुल्क पूरा लौटाया जाता है।',
  'legal.cancellationPolicy.appointments.cancel.late': 'अपॉइंटमेंट से {hours} से कम पहले',
  'legal.cancellationPolicy.appointments.cancel.lateText':
    ' रद्द करने पर, या अगर आप जुड़ते या पहुँचते नहीं हैं: डॉक्टर ने आपके लिए समय रखा था, इसलिए शुल्क वापस नहीं किया जाता।',
  'legal.cancellationPolicy.appointments.cancel.howA': 'रद्द करने के लिए ',
  'legal.cancellationPolicy.appointments.cancel.myAppointments': 'मेरे अपॉइंटमेंट',
  'legal.cancellationPolicy.appointments.cancel.howB': ' खोलें, अपॉइंटमेंट चुनें और ',
  'legal.cancellationPolicy.appointments.cancel.cancel': 'रद्द करें',
  'legal.cancellationPolicy.appointments.cancel.howC': ' पर टैप करें।',
  'legal.cancellationPolicy.appointments.reschedule.title': 'समय बदलना',
  'legal.cancellationPolicy.appointments.reschedule.text':
    'अपॉइंटमेंट शुरू होने से {hours} पहले तक आप उसे उसी डॉक्टर के किसी दूसरे खाली स्लॉट में बदल सकते हैं। हर अपॉइंटमेंट का समय {times} बिना किसी शुल्क के बदला जा सकता है।',
  'legal.cancellationPolicy.appointments.reschedule.once': 'एक बार',
  'legal.cancellationPolicy.appointments.reschedule.times': '{count} बार',
  'legal.cancellationPolicy.appointments.doctor.title': 'अगर डॉक्टर रद्द करें या न जुड़ें',
  'legal.cancellationPolicy.appointments.doctor.text':
    'अगर डॉक्टर या क्लिनिक अपॉइंटमेंट रद्द करता है, या वीडियो परामर्श में शुरू होने के समय से {minutes} मिनट के भीतर नहीं जुड़ता, तो आप नया स्लॉट या पूरा रिफ़ंड चुन सकते हैं।',
  'legal.cancellationPolicy.appointments.technical.title': 'तकनीकी समस्याएँ',
  'legal.cancellationPolicy.appointments.technical.text':
    'अगर हमारी ओर की किसी समस्या के कारण वीडियो परामर्श नहीं हो पाता, तो हम बिना शुल्क उसका समय बदल देंगे या आपको पूरा रिफ़ंड देंगे। अगर आपके कनेक्शन के कारण कॉल कट जाती है, तो परामर्श पूरा करने के लिए डॉक्टर आपको फ़ोन पर वापस कॉल कर सकते हैं।',

  'legal.cancellationPolicy.refunds.title': '3. रिफ़ंड कैसे दिया जाता है',
  'legal.cancellationPolicy.refunds.original.title': 'मूल भुगतान माध्यम में।',
  'legal.cancellationPolicy.refunds.original.text':
    ' रद्द होने के {initiateDays} कार्य दिवसों के भीतर हम रिफ़ंड शुरू कर देते हैं। UPI और वॉलेट रिफ़ंड आमतौर पर {upiDays} कार्य दिवसों में आ जाते हैं; कार्ड और नेट बैंकिंग रिफ़ंड आपके बैंक के अनुसार {cardDays} कार्य दिवसों में।',
  'legal.cancellationPolicy.refunds.money.title': 'निरोग मनी में',
  'legal.cancellationPolicy.refunds.money.text': ', अगर आप यह चुनें। यह {hours} घंटे के भीतर जमा हो जाती है और आप इसे अपने अगले ऑर्डर पर इस्तेमाल कर सकते हैं।',
  'legal.cancellationPolicy.refunds.cod.title': 'कैश ऑन डिलीवरी ऑर्डर',
  'legal.cancellationPolicy.refunds.cod.text': ' अगर शिप होने से पहले रद्द हों, तो रिफ़ंड की ज़रूरत नहीं होती, क्योंकि आपने कोई भुगतान नहीं किया है।',
  'legal.cancellationPolicy.refunds.restored':
    'रद्द हुए ऑर्डर पर इस्तेमाल की गई निरोग मनी आपके निरोग मनी बैलेंस में लौट आती है। रद्द हुए ऑर्डर पर इस्तेमाल किया गया कूपन, अगर उसकी अवधि खत्म नहीं हुई है, तो आपके खाते में फिर से उपलब्ध हो जाता है।',

  'legal.cancellationPolicy.help.title': '4. मदद चाहिए?',
  'legal.cancellationPolicy.help.a': 'अगर आप ऐप या वेबसाइट से रद्द नहीं कर पा रहे हैं, तो अपने ऑर्डर या अपॉइंटमेंट नंबर के साथ हमें ',
  'legal.cancellationPolicy.help.b': ' पर कॉल करें या ',
  'legal.cancellationPolicy.help.c': ' पर लिखें। हमारे समय जानने के लिए ',
  'legal.cancellationPolicy.help.link': 'सहायता पेज',
  'legal.cancellationPolicy.help.d': ' देखें।',
} as const satisfies Record<keyof typeof cancellationPolicyEn, string>;
