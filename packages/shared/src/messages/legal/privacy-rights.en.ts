/** The data principal's rights under the DPDP Act, shared by both privacy policies (issue 15). */
export const privacyRightsEn = {
  'legal.privacyRights.intro': 'Under the Digital Personal Data Protection Act, 2023 you have the right to:',
  'legal.privacyRights.know': 'Know',
  'legal.privacyRights.knowText': 'what personal data we hold about you, how we use it, and who we have shared it with.',
  'legal.privacyRights.correct': 'Correct and update',
  'legal.privacyRights.correctText': 'data that is wrong, incomplete or out of date.',
  'legal.privacyRights.erase': 'Erase',
  'legal.privacyRights.eraseText': 'your data when it is no longer needed for the purpose you gave it for, unless the law requires us to keep it.',
  'legal.privacyRights.withdraw': 'Withdraw your consent',
  'legal.privacyRights.withdrawText':
    'at any time. This does not affect what we did before you withdrew it, but we may no longer be able to provide the services that need that data.',
  'legal.privacyRights.nominate': 'Nominate',
  'legal.privacyRights.nominateText': 'a person who can exercise these rights for you in case of your death or incapacity.',
  'legal.privacyRights.complain': 'Complain',
  'legal.privacyRights.complainText': 'to our Grievance Officer, and then to the Data Protection Board of India if you are not satisfied with our answer.',
  'legal.privacyRights.contactBefore': 'You can update most details yourself {where}. For anything else, write to',
  'legal.privacyRights.contactAfter':
    'from your registered e-mail, or mention your registered mobile number. We may ask you to confirm your identity before we act, and we reply within {days} days.',
  'legal.privacyRights.duties': 'The Act also asks you to give us true information, not to impersonate anyone, and not to file false or frivolous complaints.',
} as const;
