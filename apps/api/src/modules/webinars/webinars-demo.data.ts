/**
 * The demo's webinars (issue 24 part 5): one live whenever the demo starts, three upcoming, one past with a recording.
 * Times are relative to the seed (and re-timed at a demo start once the live one is no longer live). The streams are
 * the short HLS files shipped in apps/web/public/media/webinars/ (made with ffmpeg, a few hundred KB).
 */
export interface DemoWebinar {
  title: string;
  description: string;
  speakers: string[];
  /** The host's mobile (a verified demo doctor) and, when another presents, the presenter's. */
  host: string;
  presenter?: string;
  /** 'live' starts 15 minutes before the seed; others on the day this many days away, at 6:30 pm India time. */
  when: 'live' | number;
  durationMinutes: number;
  capacity: number;
  requiredMinutes: number;
  recording?: string;
}

export const DEMO_LIVE_STREAM = '/media/webinars/demo-live/index.m3u8';
export const DEMO_RECORDING = '/media/webinars/demo-recording/index.m3u8';

export const DEMO_WEBINARS: DemoWebinar[] = [
  {
    title: 'Nadi Pariksha in everyday practice',
    description: 'How to read the pulse for Vata, Pitta and Kapha in a busy OPD, with three case discussions and time for your questions.',
    speakers: ['Dr Vikram Joshi', 'Dr Harish Chandra Tiwari'],
    host: '9100001003',
    presenter: '9000001001',
    when: 'live',
    durationMinutes: 480,
    capacity: 300,
    requiredMinutes: 30,
  },
  {
    title: 'Panchakarma safety: choosing the right patient',
    description: 'Indications, contraindications and the preparation (Purvakarma) that keep Vamana and Virechana safe.',
    speakers: ['Dr Vikram Joshi'],
    host: '9000001001',
    when: 2,
    durationMinutes: 90,
    capacity: 200,
    requiredMinutes: 60,
  },
  {
    title: 'Ayurveda for lifestyle disorders: diabetes and hypertension',
    description: 'Diet, Dinacharya and classical formulations for Prameha and raised blood pressure, alongside modern care.',
    speakers: ['Dr Anjali Menon'],
    host: '9000001002',
    when: 5,
    durationMinutes: 60,
    capacity: 150,
    requiredMinutes: 40,
  },
  {
    title: 'Running a small Ayurveda clinic: records, pharmacy and follow-ups',
    description: 'Practice management for young vaidyas: patient records, stocking a clinic pharmacy and follow-ups that patients keep.',
    speakers: ['Dr Harish Chandra Tiwari'],
    host: '9100001003',
    when: 9,
    durationMinutes: 75,
    capacity: 100,
    requiredMinutes: 45,
  },
  {
    title: 'Rasayana in the elderly: a case series',
    description: 'Five elderly patients followed for a year on Rasayana therapy: what changed, what did not, and why.',
    speakers: ['Dr Vikram Joshi'],
    host: '9000001001',
    when: -4,
    durationMinutes: 90,
    capacity: 200,
    requiredMinutes: 45,
    recording: DEMO_RECORDING,
  },
];
