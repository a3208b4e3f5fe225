export const practitionerEn = {
  'legal.practitioner.title': 'For practitioners and the trade',
  'legal.practitioner.description':
    'Trade prices for verified Ayurvedic doctors, clinics, chemists, retailers and distributors, plus Nirog Partner, learning and the Vaidya Tool AI assistant.',
  'legal.practitioner.lead':
    'Nirog brings Ayurvedic doctors, clinics, students, chemists, retailers and distributors together with genuine medicines at trade prices, a way to serve patients online and a community to learn from.',
  'legal.practitioner.doctor.text':
    'Registered Ayurvedic doctors (vaidyas). Buy medicines at trade prices, run your online profile and appointments, prescribe through Nirog Partner, and join the feed, webinars and olympiad.',
  'legal.practitioner.doctor.doc1': 'Registration certificate from the central register or your State Board of Indian Medicine',
  'legal.practitioner.doctor.doc2': 'Degree certificate (BAMS, or MD/MS Ayurveda)',
  'legal.practitioner.clinic.text':
    'Ayurvedic clinics and hospitals. List your clinic and its doctors so patients in your city can find you, take appointment requests and stock your dispensary at trade prices.',
  'legal.practitioner.clinic.doc1': 'Clinic registration or establishment certificate',
  'legal.practitioner.clinic.doc2': 'Registration certificate of the doctor in charge',
  'legal.practitioner.clinic.doc3': 'GST certificate, if registered',
  'legal.practitioner.student.text':
    'BAMS and postgraduate Ayurveda students. Learn with courses, quizzes and webinars, take part in the olympiad and follow senior vaidyas on the feed.',
  'legal.practitioner.student.doc1': 'College identity card for the current academic year',
  'legal.practitioner.retailer.text':
    'Shops and stores that sell Ayurvedic medicines and wellness products. Buy at trade prices with GST invoices so you can claim input tax credit.',
  'legal.practitioner.retailer.doc1': 'GST certificate, with the legal name matching your billing details',
  'legal.practitioner.retailer.doc2': 'Shop and establishment registration or trade licence',
  'legal.practitioner.chemist.text':
    'Pharmacies and medical stores. Order genuine Ayurvedic medicines from many brands in one place, at trade prices, with GST invoices.',
  'legal.practitioner.chemist.doc1': 'PAN card or GST certificate of the business',
  'legal.practitioner.chemist.doc2': 'Drug licence of the store',
  'legal.practitioner.chemist.doc3': 'GSTIN on your billing address (required for chemists)',
  'legal.practitioner.doctorDistributor.text':
    'Distributors who supply Ayurvedic doctors and clinics. Buy in bulk at distributor prices and grow your network of practitioners.',
  'legal.practitioner.doctorDistributor.doc1': 'GST certificate',
  'legal.practitioner.doctorDistributor.doc2': 'Drug licence or trade licence, as applicable in your state',
  'legal.practitioner.chemistDistributor.text':
    'Distributors who supply chemists and retailers. Buy in bulk at distributor prices with GST invoices and postpaid (NEFT) payment for approved accounts.',
  'legal.practitioner.chemistDistributor.doc1': 'GST certificate (required, with the legal name matching your billing details)',
  'legal.practitioner.chemistDistributor.doc2': 'Wholesale drug licence',
  'legal.practitioner.benefit.tradePrices': 'Trade prices',
  'legal.practitioner.benefit.tradePricesText': 'Better prices than retail once you are verified, improving with your tier.',
  'legal.practitioner.benefit.partnerText': 'Order for your patients, have the medicines delivered to them and earn payouts, with a ledger of every entry.',
  'legal.practitioner.benefit.feed': 'Professional feed',
  'legal.practitioner.benefit.feedText': 'Discuss cases and share experience with other vaidyas.',
  'legal.practitioner.benefit.learning': 'Quizzes, webinars and the olympiad',
  'legal.practitioner.benefit.learningText': 'Keep learning, compete and earn certificates.',
  'legal.practitioner.benefit.courses': 'Courses',
  'legal.practitioner.benefit.coursesText': 'Video courses on classical texts and clinical practice.',
  'legal.practitioner.benefit.vaidyaToolText': 'An AI assistant that answers in Ayurvedic terms, with formulations and classical references.',
  'legal.practitioner.tier.website': 'The starting tier. You see the prices shown on the website until your account is verified and reviewed.',
  'legal.practitioner.tier.iron': 'The first trade tier, for newly verified accounts.',
  'legal.practitioner.tier.silver': 'Better trade prices for accounts that buy regularly.',
  'legal.practitioner.tier.gold': 'Higher discounts for established buyers.',
  'legal.practitioner.tier.diamond': 'For large practices, pharmacies and distributors with high, steady purchases.',
  'legal.practitioner.tier.platinum': 'The best prices we offer, for our largest partners.',
  'legal.practitioner.whatYouGet': 'What you get',
  'legal.practitioner.whoCanJoin': 'Who can join',
  'legal.practitioner.whoCanJoinText':
    'Choose the account type that describes you when you sign up. It decides the prices you see, the documents we ask for and the tools you get.',
  'legal.practitioner.documents': 'Documents for verification',
  'legal.practitioner.howVerification': 'How verification works',
  'legal.practitioner.howVerificationText':
    'We verify every practitioner and trade account before it can order at trade prices. This keeps prescription-grade medicines with the people who are allowed to handle them, and it is why patients can trust the doctors they find on Nirog.',
  'legal.practitioner.step1Title': 'Sign up',
  'legal.practitioner.step1': 'with your mobile number and choose your account type. You log in with an OTP, so there is no password to remember.',
  'legal.practitioner.step2Title': 'Upload your documents',
  'legal.practitioner.step2': 'from your profile. Clear photos or PDFs of the originals are enough.',
  'legal.practitioner.step3Title': 'We review them',
  'legal.practitioner.step3': ', usually within {days} working days. While we check, your profile shows “under review”.',
  'legal.practitioner.step4Title': 'You are verified',
  'legal.practitioner.step4': 'and can place orders at trade prices. If we cannot approve your documents, we tell you why and you can upload them again.',
  'legal.practitioner.gstNote':
    'Trade users who bill with a GSTIN must enter the legal entity name exactly as it appears on the GST certificate, and the first two digits of the GSTIN must match the state of the billing address. GST is required for chemists and chemist distributors.',
  'legal.practitioner.tiers': 'Customer tiers',
  'legal.practitioner.tiersText':
    'Every trade account has a tier. Your tier sets the trade price you see on each medicine, and it is shown in your cart. We review tiers regularly based on your purchases, so the more you buy through Nirog, the better your prices become.',
  'legal.practitioner.ready': 'Ready to join?',
  'legal.practitioner.readyText':
    'Sign up takes a couple of minutes. Have your documents ready to upload and you can start ordering as soon as you are verified. Questions first? See our',
  'legal.practitioner.faqs': 'FAQs',
  'legal.practitioner.or': 'or',
  'legal.practitioner.contactSupport': 'contact support',
  'legal.practitioner.end': '.',
} as const;
