/** The terms of service page (issue 15): English, worded exactly as the page was. */
export const termsOfServiceEn = {
  'legal.termsOfService.title': 'Terms of service',
  'legal.termsOfService.metaDescription':
    'The terms for using {name}: accounts, consultations, medicine orders, payments, nirog money, Nirog Partner, community content and the Vaidya Tool.',
  'legal.termsOfService.lead': 'The rules for using {name}, written as plainly as we can.',
  'legal.termsOfService.emergency.title': 'In a medical emergency, do not use {name}.',
  'legal.termsOfService.emergency.callBefore': 'Call',
  'legal.termsOfService.emergency.callAfter': 'or go to the nearest hospital. Our consultations are not meant for emergencies.',
  'legal.termsOfService.about.title': '1. About these terms',
  'legal.termsOfService.about.text':
    'These terms are an agreement between you and {legalName} (“{name}”, “we”, “us”). They apply when you use our website, our apps (including the Sanchaalak app) and our services. By creating an account or placing an order, you accept them, together with our',
  'legal.termsOfService.about.privacy': 'privacy policy',
  'legal.termsOfService.about.cancellation': 'cancellation policy',
  'legal.termsOfService.about.and': 'and',
  'legal.termsOfService.about.refunds': 'refunds and returns policy',
  'legal.termsOfService.about.end': '.',
  'legal.termsOfService.account.title': '2. Your account',
  'legal.termsOfService.account.age':
    'You must be 18 or older to open an account. A parent or guardian may use their account to book care or buy medicines for a child.',
  'legal.termsOfService.account.mobile':
    'One account belongs to one mobile number. You log in with a one-time password (OTP) sent by SMS; never share it with anyone.',
  'legal.termsOfService.account.details': 'Give us true and complete details, and keep them up to date.',
  'legal.termsOfService.account.responsible':
    'You are responsible for what is done through your account. Tell us at once if you think someone else has used it.',
  'legal.termsOfService.trade.title': '3. Practitioner and trade accounts',
  'legal.termsOfService.trade.type':
    'Doctors, clinics, students, chemists, retailers and distributors must choose the correct account type and upload the documents we ask for. See',
  'legal.termsOfService.trade.typeLink': 'how verification works',
  'legal.termsOfService.trade.typeEnd': '.',
  'legal.termsOfService.trade.verified': 'You can place orders at trade prices only after your account is verified.',
  'legal.termsOfService.trade.tiers':
    'Trade prices depend on your customer tier. We set and review tiers, and may change them based on your purchases and our commercial terms.',
  'legal.termsOfService.trade.use':
    'Medicines bought at trade prices are for use in your practice or for resale under the licences you hold. You are responsible for storing, dispensing and selling them as the law requires.',
  'legal.termsOfService.trade.gst':
    'Where you bill with a GSTIN, the legal entity name must match the GST certificate. GST is required for chemists and chemist distributors.',
  'legal.termsOfService.trade.suspend':
    'We may suspend trade prices or the account if documents expire, turn out to be false, or a licence is cancelled.',
  'legal.termsOfService.consultations.title': '4. Consultations',
  'legal.termsOfService.consultations.doctors':
    'Doctors on {name} are independent, registered practitioners. They, not {name}, are responsible for their medical advice and prescriptions. We check their registration and degree before they can take consultations.',
  'legal.termsOfService.consultations.telemedicine':
    'Video consultations follow the telemedicine guidelines that apply to Ayurvedic practitioners in India.',
  'legal.termsOfService.consultations.inPerson':
    'A doctor may decide that your problem needs an in-person examination, tests or emergency care, and advise you accordingly.',
  'legal.termsOfService.consultations.tell':
    'Tell your doctor about all your illnesses, allergies and the medicines you take, including allopathic ones.',
  'legal.termsOfService.consultations.fees':
    'Consultation fees are set by the doctor or clinic and shown before you book. Cancellations and refunds follow our',
  'legal.termsOfService.consultations.feesLink': 'cancellation policy',
  'legal.termsOfService.consultations.feesEnd': '.',
  'legal.termsOfService.orders.title': '5. Medicines and orders',
  'legal.termsOfService.orders.licensed':
    'We sell only medicines made by licensed manufacturers. Product descriptions, ingredients and directions come from the manufacturer and the label; read the label before use.',
  'legal.termsOfService.orders.general':
    'Information on the platform is general. It does not replace the advice of a qualified doctor, especially for children, pregnant or breastfeeding women, and people with long-term illnesses.',
  'legal.termsOfService.orders.scheduleE1':
    'Some classical medicines contain ingredients listed in Schedule E(1) of the Drugs and Cosmetics Rules, 1945, and must be taken only under medical supervision. We may ask for a prescription before we ship them.',
  'legal.termsOfService.orders.prices': 'Prices include GST unless shown otherwise. Delivery charges, if any, are shown before you pay.',
  'legal.termsOfService.orders.confirmed': 'An order is confirmed when we send you the confirmation. We may cancel it in the cases listed in our',
  'legal.termsOfService.orders.confirmedLink': 'cancellation policy',
  'legal.termsOfService.orders.confirmedEnd': ', and we refund anything you paid.',
  'legal.termsOfService.orders.invoice': 'Every order comes with a GST invoice.',
  'legal.termsOfService.payments.title': '6. Payments',
  'legal.termsOfService.payments.online':
    'You can pay online (UPI, cards, net banking or wallets) through our payment partners, or by cash on delivery where it is offered.',
  'legal.termsOfService.payments.postpaid': 'Approved trade accounts may buy on postpaid terms and pay by NEFT by the due date shown on the invoice.',
  'legal.termsOfService.payments.noCard': 'We do not store your card number or UPI PIN.',
  'legal.termsOfService.money.title': '7. nirog money and coupons',
  'legal.termsOfService.money.what':
    'nirog money is wallet credit that you earn through offers, referrals, rewards and refunds. It has no cash value, cannot be withdrawn or transferred, and may have an expiry date, which is shown in your account.',
  'legal.termsOfService.money.limit':
    'There may be a limit on how much nirog money can be used on one order; your cart shows it. Some brands do not accept nirog money, and your cart tells you when this applies.',
  'legal.termsOfService.money.coupons':
    'Coupons have their own conditions, such as a minimum order value, a validity period or eligible products, shown with the coupon.',
  'legal.termsOfService.money.leave':
    'If you leave the payment page before you finish paying, the coupon or nirog money applied to that order may be lost.',
  'legal.termsOfService.money.fraud': 'We may cancel nirog money or coupons obtained through fraud, multiple accounts or misuse.',
  'legal.termsOfService.partner.title': '8. Nirog Partner',
  'legal.termsOfService.partner.intro':
    'Verified practitioners can join Nirog Partner to order medicines for their patients. When you use it, you also agree that:',
  'legal.termsOfService.partner.consent': 'you have your patient’s consent to share their details with us and to order for them;',
  'legal.termsOfService.partner.judgement': 'you prescribe in your own professional judgement and within your registration;',
  'legal.termsOfService.partner.payouts':
    'payouts are calculated as shown in the partner area, recorded in your ledger and paid to the bank account or UPI ID you have verified, after any tax deducted at source;',
  'legal.termsOfService.partner.reversed': 'payouts on orders that are cancelled or returned are reversed.',
  'legal.termsOfService.community.title': '9. Community, learning and events',
  'legal.termsOfService.community.purpose':
    'The feed, comments, quizzes, webinars, olympiad and courses are for learning and professional discussion. Be respectful, and post only what you have the right to share.',
  'legal.termsOfService.community.patients':
    'Never post anything that could identify a patient without their written consent. Remove names, faces, phone numbers and reports before you share a case.',
  'legal.termsOfService.community.claims':
    'Do not make claims of magical or guaranteed cures, or advertise medicines in ways the Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954 forbids.',
  'legal.termsOfService.community.ownership':
    'You keep ownership of what you post, and give us permission to show it on the platform and in our communications about the platform.',
  'legal.termsOfService.community.remove':
    'We may remove content or suspend accounts that break these rules. Report anything inappropriate to our Grievance Officer.',
  'legal.termsOfService.community.fair':
    'In quizzes and the olympiad, play fairly. We may disqualify entries that use unfair means. Leaderboards show your name and score.',
  'legal.termsOfService.vaidya.title': '10. Vaidya Tool (AI assistant)',
  'legal.termsOfService.vaidya.ai':
    'Vaidya Tool is meant for practitioners. Its answers are generated by artificial intelligence and can be incomplete or wrong.',
  'legal.termsOfService.vaidya.judgement':
    'It does not replace your clinical judgement. Check its answers against the classical texts and your own examination of the patient.',
  'legal.termsOfService.vaidya.identify': 'Do not enter a patient’s name, phone number or other details that could identify them.',
  'legal.termsOfService.vaidya.feedback': 'Your feedback on answers helps us improve it.',
  'legal.termsOfService.mustNot.title': '11. Things you must not do',
  'legal.termsOfService.mustNot.accounts': 'Use another person’s account or mobile number, or create accounts to collect offers more than once.',
  'legal.termsOfService.mustNot.copy': 'Copy large parts of the platform, or use bots or scrapers to collect data from it.',
  'legal.termsOfService.mustNot.systems': 'Try to break into, overload or interfere with our systems.',
  'legal.termsOfService.mustNot.resell': 'Resell medicines without the licences the law requires.',
  'legal.termsOfService.mustNot.false': 'Upload false documents or pretend to be a registered practitioner.',
  'legal.termsOfService.content.title': '12. Our content',
  'legal.termsOfService.content.text':
    'The {name} name and logo, our articles, courses, quizzes and the design of the platform belong to us or to those who licensed them to us. You may use them only to use the platform for yourself.',
  'legal.termsOfService.closing.title': '13. Suspension and closing your account',
  'legal.termsOfService.closing.text':
    'You can ask us to close your account at any time. We may suspend or deactivate an account that breaks these terms or the law, and we will tell you why unless the law stops us. Orders already shipped will be delivered, and refunds due to you will be paid.',
  'legal.termsOfService.responsibility.title': '14. Our responsibility',
  'legal.termsOfService.responsibility.text':
    'We work hard to keep the platform available and accurate, but we cannot promise it will always be free of errors or interruptions. To the extent the law allows, we are not responsible for indirect losses, and our total responsibility for any claim is limited to the amount you paid us for the order or consultation concerned. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
  'legal.termsOfService.changes.title': '15. Changes to these terms',
  'legal.termsOfService.changes.text':
    'We may update these terms as our services and the law change. We will show the new date at the top and, for significant changes, tell you before they take effect. If you keep using the platform after that, the new terms apply.',
  'legal.termsOfService.law.title': '16. Law and disputes',
  'legal.termsOfService.law.text':
    'These terms are governed by the laws of India. If we cannot resolve a dispute together, the courts at New Delhi have jurisdiction, without affecting your right to approach a consumer commission.',
  'legal.termsOfService.grievances.title': '17. Grievances',
  'legal.termsOfService.grievances.before': 'For help with an order or account, please first contact',
  'legal.termsOfService.grievances.support': 'customer support',
  'legal.termsOfService.grievances.after':
    '. If your complaint is not resolved, or it is about content on the platform, write to our Grievance Officer:',
} as const;
