/**
 * The four demo events (issue 20 part 8), written for this platform: two Ayuransh editions (one past), an online talk
 * and a workshop. Dates are days from the day the demo is seeded, at a fixed India time, so a fresh demo always has
 * upcoming and past events. Honest and non-promissory: talks and practice, no cure claims.
 */
import type { EventCoverScene } from './event-covers.ts';

export interface DemoEvent {
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** Days from the seeding day (India date), and the India start and end times. */
  inDays: number;
  start: string;
  end: string;
  mode: 'in_person' | 'online';
  placeName?: string;
  address?: string;
  city?: string;
  onlineUrl?: string;
  capacity: number;
  series?: 'ayuransh';
  cover: EventCoverScene;
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    slug: 'ayuransh-2027-pune',
    title: 'Ayuransh 2027, Pune',
    summary: 'A day of talks, herb walks and free consultations on living by the seasons, with vaidyas from across Maharashtra.',
    body: [
      'Ayuransh is our yearly gathering on Ayurveda in everyday life. The 2027 edition comes to Pune for one full day.',
      'In the morning, senior vaidyas speak on dinacharya (the daily routine) and ritucharya (living by the seasons): what to eat, when to sleep and how to move as the weather turns. After lunch, a guided walk through the college herb garden introduces tulsi, ashwagandha, guduchi and shatavari as they grow.',
      'Through the afternoon, verified doctors hold short free consultations at the consultation desk; bring your questions and any prescriptions you already take. Students can join a session on reading classical texts.',
      'Entry is free with registration. Seats are limited by the hall; please cancel your registration if you cannot come, so someone else can.',
    ].join('\n\n'),
    inDays: 45,
    start: '09:30',
    end: '17:30',
    mode: 'in_person',
    placeName: 'Tilak Ayurveda Mahavidyalaya auditorium',
    address: '583/2 Rasta Peth, Pune, Maharashtra 411011',
    city: 'Pune',
    capacity: 300,
    series: 'ayuransh',
    cover: 'herb-garden',
  },
  {
    slug: 'ayuransh-2026-jaipur',
    title: 'Ayuransh 2026, Jaipur',
    summary: 'The 2026 edition: a morning of yoga by the lake, talks on diet in the dry season and a students’ quiz.',
    body: [
      'Ayuransh 2026 took place in Jaipur. The day opened with a gentle yoga session at sunrise and a talk on pranayama for beginners.',
      'Vaidyas from Rajasthan spoke on eating well in a dry, hot climate, on the place of buttermilk and seasonal fruit, and on when to see a doctor rather than treat yourself.',
      'Students from three colleges took part in a quiz on classical formulations. Thank you to everyone who came.',
    ].join('\n\n'),
    inDays: -250,
    start: '06:30',
    end: '13:00',
    mode: 'in_person',
    placeName: 'National Institute of Ayurveda, lawn',
    address: 'Jorawar Singh Gate, Amer Road, Jaipur, Rajasthan 302002',
    city: 'Jaipur',
    capacity: 250,
    series: 'ayuransh',
    cover: 'morning-yoga',
  },
  {
    slug: 'agni-and-digestion-online-talk',
    title: 'Agni and digestion: an online talk',
    summary: 'An hour online with Dr. Vikram Joshi on agni, the digestive fire: everyday habits that help, and questions from the audience.',
    body: [
      'In Ayurveda, agni is the digestive fire that turns food into nourishment. In this online talk Dr. Vikram Joshi explains what weak or irregular agni can feel like, and the everyday habits that support it: regular meal times, warm water, not eating late and eating to three quarters full.',
      'The last twenty minutes are for your questions. This talk is general education; it does not replace a consultation for your own health.',
      'The link to join opens a video meeting in your browser; no app is needed.',
    ].join('\n\n'),
    inDays: 10,
    start: '18:30',
    end: '19:30',
    mode: 'online',
    onlineUrl: 'https://meet.jit.si/nirog-agni-and-digestion',
    capacity: 500,
    cover: 'online-talk',
  },
  {
    slug: 'kitchen-herbs-workshop-new-delhi',
    title: 'Herbs in your kitchen: a workshop in New Delhi',
    summary: 'A hands-on afternoon on turmeric, cumin, ginger and other kitchen spices: what Ayurveda says about them and how to use them in everyday cooking.',
    body: [
      'Many herbs Ayurveda values are already on your kitchen shelf. In this small workshop at Dhanvantari Ayurveda Clinic, we look at turmeric, cumin, coriander, ginger, ajwain and fennel: their taste and qualities in Ayurvedic terms, and simple ways to cook with them.',
      'You will make a spice mix (churna) for everyday cooking and take it home. The workshop is limited to a small group so everyone can take part.',
      'Please tell the team about any food allergies when you arrive.',
    ].join('\n\n'),
    inDays: 20,
    start: '15:00',
    end: '17:30',
    mode: 'in_person',
    placeName: 'Dhanvantari Ayurveda Clinic',
    address: '14, Hauz Khas Village, New Delhi, Delhi 110016',
    city: 'New Delhi',
    capacity: 40,
    cover: 'kitchen-spices',
  },
];
