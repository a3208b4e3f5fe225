/**
 * Sections the spec names (home, header and footer link to them) that have not landed yet. Until each lands, its
 * link leads to a short page saying what it will offer and what to use today, marked noindex, never to a 404.
 * When a section ships, its entry here goes and its own route takes the path.
 */
export interface UpcomingSection {
  title: string;
  /** What the section will offer. */
  offer: string;
  /** What works today instead. */
  today: Array<{ to: string; label: string }>;
}

export const UPCOMING_SECTIONS: Readonly<Record<string, UpcomingSection>> = {


  '/nirogpartner': {
    title: 'Nirog Partner',
    offer: 'For doctors, clinics and chemists: order medicines for your patients at trade prices, deliver to their address and earn on every order, with payouts and a ledger.',
    today: [
      { to: '/practitioner', label: 'See what Nirog offers practitioners today' },
      { to: '/sign-up-practitioner', label: 'Sign up and verify your practice' },
    ],
  },
  '/learning': {
    title: 'Learning',
    offer: 'Courses for practitioners and students, topic by topic with videos, that you can follow at your own pace.',
    today: [
      { to: '/practitioner', label: 'See what Nirog offers practitioners today' },
      { to: '/sign-up-practitioner', label: 'Sign up as a doctor or a student' },
    ],
  },
  '/webinar': {
    title: 'Webinars',
    offer: 'Live webinars by senior vaidyas, with questions from the audience and recordings afterwards.',
    today: [
      { to: '/practitioner', label: 'See what Nirog offers practitioners today' },
      { to: '/sign-up-practitioner', label: 'Sign up as a doctor or a student' },
    ],
  },
};
