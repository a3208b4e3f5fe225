/** The privacy policy page (issue 15): English as it was written on the page. */
export const privacyPolicyEn = {
  'legal.privacyPolicy.title': 'Privacy policy',
  'legal.privacyPolicy.description':
    'How {name} collects, uses, shares and protects your personal data, including health information, under the Digital Personal Data Protection Act, 2023.',
  'legal.privacyPolicy.lead': 'What personal data we collect, why we collect it, who we share it with and the choices you have.',
  'legal.privacyPolicy.inShort': 'In short',
  'legal.privacyPolicy.short1': 'We collect only what we need to run your account, your consultations and your orders.',
  'legal.privacyPolicy.short2':
    'Your health information is shared only with the doctors you consult and the people needed to care for you or deliver your order.',
  'legal.privacyPolicy.short3': 'We do not sell your personal data.',
  'legal.privacyPolicy.short4': 'You can see, correct or delete your data, and withdraw your consent, at any time.',
  'legal.privacyPolicy.h1': '1. Who we are and what this policy covers',
  'legal.privacyPolicy.who':
    '{name} is run by {legalName} (“{name}”, “we”, “us”). This policy applies when you use our website and mobile apps as a patient or caregiver, a practitioner, a student, a trade buyer or a visitor. For the purposes of the Digital Personal Data Protection Act, 2023 (the “DPDP Act”), we are the Data Fiduciary for the personal data described here.',
  'legal.privacyPolicy.companion': 'Our companion app for practitioners and partners has its own policy: see the',
  'legal.privacyPolicy.companionLink': 'Sanchaalak privacy policy',
  'legal.privacyPolicy.h2': '2. What we collect',
  'legal.privacyPolicy.everyone': 'Everyone',
  'legal.privacyPolicy.mobile': 'Mobile number.',
  'legal.privacyPolicy.mobileText': 'You log in with it. We send a one-time password (OTP) by SMS, valid for {minutes} minutes.',
  'legal.privacyPolicy.name': 'Name and salutation',
  'legal.privacyPolicy.nameText': ', and, if you give them, your e-mail address, gender and profile photo.',
  'legal.privacyPolicy.addresses': 'Addresses',
  'legal.privacyPolicy.addressesText':
    'for delivery and billing: contact person, phone and alternate phone number, house and street, landmark, city, state and pin code.',
  'legal.privacyPolicy.orders': 'Orders and payments:',
  'legal.privacyPolicy.ordersText':
    'what you buy, how much you pay, your payment method and the reference number from our payment partner. We never see or store your full card number, CVV or UPI PIN.',
  'legal.privacyPolicy.support': 'Support requests',
  'legal.privacyPolicy.supportText': ': the tickets, chat messages and e-mails you send us and notes of phone calls.',
  'legal.privacyPolicy.technical': 'Technical data',
  'legal.privacyPolicy.technicalText':
    ': IP address, device and browser type, the pages you open and actions such as adding to cart or applying a coupon.',
  'legal.privacyPolicy.patients': 'Patients and caregivers',
  'legal.privacyPolicy.health': 'Health information',
  'legal.privacyPolicy.healthText':
    'you or your doctor share in a consultation: symptoms, medical history, reports, photos, prescriptions and the doctor’s notes.',
  'legal.privacyPolicy.family': 'Details of family members you add so that you can book consultations and order medicines for them.',
  'legal.privacyPolicy.practitioners': 'Practitioners and trade users',
  'legal.privacyPolicy.verification': 'Verification documents',
  'legal.privacyPolicy.verificationText':
    ': for doctors, the registration certificate and degree; for students, the college identity card; for chemists, PAN or GST certificate and drug licence; for retailers and distributors, their trade documents.',
  'legal.privacyPolicy.business': 'Business details',
  'legal.privacyPolicy.businessText': ': GSTIN, legal entity name and trade name. We check the GSTIN against the government’s GST records.',
  'legal.privacyPolicy.profile': 'Professional profile',
  'legal.privacyPolicy.profileText':
    'you choose to publish: qualifications, experience, specialisations, clinic details, services, awards and memberships.',
  'legal.privacyPolicy.partner': 'Nirog Partner details',
  'legal.privacyPolicy.partnerText':
    ': bank account number and IFSC or UPI ID for payouts, payout and ledger records, and the patients and orders you manage.',
  'legal.privacyPolicy.community': 'Community and learning activity',
  'legal.privacyPolicy.communityText':
    ': posts, comments, likes, quiz answers and scores, webinar attendance, course progress, olympiad registration and certificates.',
  'legal.privacyPolicy.vaidya': 'Vaidya Tool',
  'legal.privacyPolicy.vaidyaText': ': the questions you ask the AI assistant and the feedback you give on its answers.',
  'legal.privacyPolicy.h3': '3. Why we use it',
  'legal.privacyPolicy.use1': 'To create your account, log you in and keep it secure.',
  'legal.privacyPolicy.use2': 'To verify practitioners and trade buyers, apply trade prices and customer tiers, and check GST details.',
  'legal.privacyPolicy.use3': 'To book and run consultations, and to give your doctor the information they need to treat you.',
  'legal.privacyPolicy.use4': 'To process orders and payments, deliver medicines, issue GST invoices, and handle cancellations, returns and refunds.',
  'legal.privacyPolicy.use5': 'To run nirog money, coupons, referrals, schemes and rewards.',
  'legal.privacyPolicy.use6': 'To run Nirog Partner: orders for patients, payouts, the ledger and tax deducted at source.',
  'legal.privacyPolicy.use7': 'To run the feed, quizzes, webinars, the olympiad, courses and certificates.',
  'legal.privacyPolicy.use8': 'To answer your support requests and grievances.',
  'legal.privacyPolicy.use9':
    'To send you updates about your orders, appointments and account by SMS, e-mail or app notification. We send offers and news only if you agree, and you can stop them at any time.',
  'legal.privacyPolicy.use10': 'To prevent fraud and misuse, and to meet our duties under tax, drug and other Indian laws.',
  'legal.privacyPolicy.use11': 'To understand how the platform is used, in aggregated form, and make it better.',
  'legal.privacyPolicy.basis':
    'We process your data with your consent, which you give when you sign up or use a feature, or for the “legitimate uses” that the DPDP Act allows, such as a purpose for which you have given us the data yourself, complying with the law or a court order, or responding to a medical emergency.',
  'legal.privacyPolicy.h4': '4. Who we share it with',
  'legal.privacyPolicy.doctor': 'The doctor or clinic you consult',
  'legal.privacyPolicy.doctorText': 'receives your name, contact details, age, gender and the health information you share for that consultation.',
  'legal.privacyPolicy.practitioner': 'Your practitioner',
  'legal.privacyPolicy.practitionerText': ', when they order medicines for you through Nirog Partner, sees the order and its delivery status.',
  'legal.privacyPolicy.delivery': 'Delivery partners',
  'legal.privacyPolicy.deliveryText': 'receive your name, address and phone number to deliver your order.',
  'legal.privacyPolicy.payment': 'Payment partners',
  'legal.privacyPolicy.paymentText': '(RBI-regulated payment aggregators and banks) process your payments and our payouts.',
  'legal.privacyPolicy.providers': 'Service providers',
  'legal.privacyPolicy.providersText':
    'who work for us under contract: cloud hosting, SMS and e-mail delivery, customer chat and analytics. They may use your data only to provide their service to us.',
  'legal.privacyPolicy.government': 'Government authorities',
  'legal.privacyPolicy.governmentText': ', when the law requires it.',
  'legal.privacyPolicy.buyer': 'A buyer or successor',
  'legal.privacyPolicy.buyerText': ', if our business is merged or sold, who must keep protecting your data as this policy says.',
  'legal.privacyPolicy.public':
    'Some information is public by design: a practitioner’s or clinic’s profile, posts on the professional feed, and names on quiz and olympiad leaderboards. We never sell personal data and never share it with others for their own advertising.',
  'legal.privacyPolicy.abroad':
    'Where a service provider processes data outside India, we do so only as the DPDP Act permits and under contracts that protect it.',
  'legal.privacyPolicy.h5': '5. Cookies',
  'legal.privacyPolicy.cookiesIntro': 'We use a small number of cookies:',
  'legal.privacyPolicy.cookie1': 'a session cookie that keeps you logged in for up to {days} days;',
  'legal.privacyPolicy.cookie2': 'a security cookie that protects forms against misuse by other websites;',
  'legal.privacyPolicy.cookie3': 'cookies that help us measure how the platform is used.',
  'legal.privacyPolicy.chatCookies':
    'The customer chat widget, when shown, is provided by a service provider and may set its own cookies. You can clear or block cookies in your browser, but you will then need to log in again and some features may not work.',
  'legal.privacyPolicy.h6': '6. How long we keep it',
  'legal.privacyPolicy.keepAccount':
    'Account and profile data: while your account is open. After you close it, we delete or anonymise it within {days} days, except for the records below.',
  'legal.privacyPolicy.keepOrders': 'Orders, invoices and payment records: as long as tax and company law require, currently up to {years} years.',
  'legal.privacyPolicy.keepMedical':
    'Consultation records and prescriptions: at least {years} years from your last consultation, as rules on medical records require.',
  'legal.privacyPolicy.keepVerification':
    'Verification documents: while your account is open and for {years} year after you close it, to settle any dispute.',
  'legal.privacyPolicy.keepSupport': 'Support tickets and grievances: {years} years.',
  'legal.privacyPolicy.h7': '7. How we protect it',
  'legal.privacyPolicy.protect1': 'All traffic between you and us is encrypted (HTTPS).',
  'legal.privacyPolicy.protect2': 'Only staff who need your data for their work can see it, and their access is logged.',
  'legal.privacyPolicy.protect3': 'You log in with an OTP, and sessions end after {days} days.',
  'legal.privacyPolicy.protect4': 'Card and UPI payments are handled entirely by our payment partners.',
  'legal.privacyPolicy.breach':
    'If a personal data breach happens, we will inform you and the Data Protection Board of India as the DPDP Act requires, and tell you what you can do to protect yourself.',
  'legal.privacyPolicy.h8': '8. Your rights',
  'legal.privacyPolicy.rightsWhere': 'from your profile and address book',
  'legal.privacyPolicy.h9': '9. Children',
  'legal.privacyPolicy.children':
    'You must be 18 or older to open an account. A parent or guardian may add a child as a family member to book consultations or order medicines, and gives consent on the child’s behalf. We do not track children’s behaviour or show them targeted advertising.',
  'legal.privacyPolicy.h10': '10. Changes to this policy',
  'legal.privacyPolicy.changes':
    'When we change this policy we update the date at the top of this page. If the change is significant, we will tell you by SMS, e-mail or a notice on the platform before it takes effect.',
  'legal.privacyPolicy.h11': '11. Contact and grievances',
  'legal.privacyPolicy.contactBefore': 'For questions about this policy or your data, write to',
  'legal.privacyPolicy.contactAfter': '. Our Grievance Officer handles privacy complaints:',
  'legal.privacyPolicy.board': 'If you are not satisfied with our answer, you can complain to the Data Protection Board of India.',
} as const;
