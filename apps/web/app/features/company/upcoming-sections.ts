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
  '/bot': {
    title: 'Vaidya Tool',
    offer: 'An assistant for practitioners: ask about a condition and get formulations, clinical discussions, medicines and doctors to consult, with a disclaimer on every answer.',
    today: [
      { to: '/medicines', label: 'Look up medicines by name, brand or category' },
      { to: '/ayurveda/doctors', label: 'Consult a verified Ayurvedic doctor' },
    ],
  },
};
