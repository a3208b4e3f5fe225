/**
 * The demo library (issue 24 part 5): 4 categories, 8 courses, each with topics of real Ayurveda teaching and one
 * short video per topic. The videos are title cards with a tone, made once with ffmpeg by `data/make-videos.sh` and
 * shipped in `data/videos/` (a few hundred KB in all); `file` names the video there.
 */
export interface DemoTopic {
  title: string;
  description: string;
  video: { title: string; file: string; seconds: number };
}
export interface DemoCourse {
  title: string;
  summary: string;
  description: string;
  /** 0: free. */
  pricePaise: number;
  topics: DemoTopic[];
}
export interface DemoCategory {
  title: string;
  description: string;
  courses: DemoCourse[];
}

/** Every demo video lasts this long (the generator's -t). */
export const DEMO_VIDEO_SECONDS = 20;

const v = (file: string, title: string) => ({ title, file, seconds: DEMO_VIDEO_SECONDS });

export const DEMO_LEARNING: DemoCategory[] = [
  {
    title: 'Panchakarma',
    description: 'The five purification therapies: preparation, the main procedures and the diet that follows.',
    courses: [
      {
        title: 'Foundations of Panchakarma',
        summary: 'Why and when the five cleansing procedures are advised, and how a patient is prepared.',
        description:
          'Panchakarma removes vitiated doshas from the body through five procedures: Vamana, Virechana, Basti, Nasya and Raktamokshana. This course explains the indications, the contra-indications and the preparatory steps every physician must plan before a procedure.',
        pricePaise: 0,
        topics: [
          {
            title: 'Purvakarma: Snehana and Swedana',
            description:
              'Internal and external oleation (Snehana) loosens the doshas, and sudation (Swedana) moves them towards the gut. Learn the signs of proper oleation (samyak snigdha lakshana) and the choice of ghee or oil by prakriti.',
            video: v('panchakarma-1.mp4', 'Purvakarma: Snehana and Swedana'),
          },
          {
            title: 'Pradhanakarma: the five procedures',
            description:
              'Vamana for Kapha, Virechana for Pitta, Basti for Vata, Nasya for disorders above the clavicle and Raktamokshana for blood-borne disease: the indications of each and the order in which they are given.',
            video: v('panchakarma-2.mp4', 'Pradhanakarma: the five procedures'),
          },
          {
            title: 'Paschatkarma: Samsarjana krama',
            description:
              'After purification the digestive fire is weak. The graded diet of Peya, Vilepi, Yusha and Mamsarasa over three to seven days rebuilds it; the lesson covers the schedule and common mistakes.',
            video: v('panchakarma-3.mp4', 'Paschatkarma: Samsarjana krama'),
          },
        ],
      },
      {
        title: 'Basti Chikitsa in Practice',
        summary: 'Medicated enemas for Vata disorders: Niruha, Anuvasana and the course schedules.',
        description:
          'Basti is called half of all treatment (ardha chikitsa) by Charaka. This paid course covers the preparation of decoction and oil enemas, the Karma, Kala and Yoga Basti schedules, and how to judge a good evacuation.',
        pricePaise: 49_900,
        topics: [
          {
            title: 'Niruha and Anuvasana Basti',
            description:
              'Niruha (decoction enema) cleanses, Anuvasana (oil enema) nourishes. Learn the mixing order of honey, salt, oil, paste and decoction and the retention time expected of each.',
            video: v('basti-1.mp4', 'Niruha and Anuvasana Basti'),
          },
          {
            title: 'Karma, Kala and Yoga Basti',
            description:
              'The 30, 16 and 8 day schedules alternate the two kinds of Basti. The lesson explains which schedule suits which patient and how to follow up.',
            video: v('basti-2.mp4', 'Karma, Kala and Yoga Basti'),
          },
        ],
      },
    ],
  },
  {
    title: 'Nadi Pariksha',
    description: 'Pulse diagnosis: reading the doshas at the wrist, and using it with the other examinations.',
    courses: [
      {
        title: 'Nadi Pariksha Essentials',
        summary: 'Reading Vata, Pitta and Kapha at the radial pulse with three fingers.',
        description:
          'Nadi Pariksha is the first of the eight examinations (Ashtavidha Pariksha). This course shows where to place the index, middle and ring fingers, the gaits that describe each dosha, and the conditions under which the pulse should be read.',
        pricePaise: 0,
        topics: [
          {
            title: 'Preparing to read the pulse',
            description:
              'Read the pulse in the morning on an empty stomach, the right hand for men and the left for women by tradition, with the patient calm and seated. Avoid reading after food, exercise, a bath or oil massage.',
            video: v('nadi-1.mp4', 'Preparing to read the pulse'),
          },
          {
            title: 'The gaits of the doshas',
            description:
              'Vata moves like a snake (sarpa gati) under the index finger, Pitta jumps like a frog (manduka gati) under the middle finger, Kapha glides like a swan (hamsa gati) under the ring finger.',
            video: v('nadi-2.mp4', 'The gaits of the doshas'),
          },
        ],
      },
      {
        title: 'Ashtavidha Pariksha for the Clinic',
        summary: 'The eightfold examination: pulse, urine, stool, tongue, voice, touch, eyes and appearance.',
        description:
          'Yogaratnakara lists eight examinations that together reveal the state of the doshas. This course turns them into a short routine for a busy outpatient clinic, with what to record for each.',
        pricePaise: 0,
        topics: [
          {
            title: 'Nadi, Mutra and Mala',
            description:
              'Pulse, urine and stool: the oil-drop test of urine (taila bindu pariksha), what floating or sinking stool says about Ama, and how to combine them with the pulse.',
            video: v('ashtavidha-1.mp4', 'Nadi, Mutra and Mala'),
          },
          {
            title: 'Jihva, Shabda, Sparsha, Drik and Akriti',
            description:
              'A coated tongue shows Ama; the voice, the skin to touch, the eyes and the general build complete the picture. Record each in one line of the case sheet.',
            video: v('ashtavidha-2.mp4', 'Jihva, Shabda, Sparsha, Drik and Akriti'),
          },
        ],
      },
    ],
  },
  {
    title: 'Practice Management',
    description: 'Running an Ayurveda clinic: consultations, records, pharmacy and patients who come back.',
    courses: [
      {
        title: 'Starting Your Ayurveda Clinic',
        summary: 'Registration, the consultation room, the dispensary and the first hundred patients.',
        description:
          'A practical course for young vaidyas opening a clinic: the registrations you need, how to lay out a consultation room and a small dispensary, and how to build trust with your first patients.',
        pricePaise: 0,
        topics: [
          {
            title: 'Registration and compliance',
            description:
              'Registration with the State Board of Indian Medicine, the local clinical establishment rules, biomedical waste arrangements and the records you must keep for inspection.',
            video: v('clinic-1.mp4', 'Registration and compliance'),
          },
          {
            title: 'The consultation and the dispensary',
            description:
              'A quiet room, a case sheet that follows Ashtavidha Pariksha, and a dispensary stocked with the twenty formulations you prescribe most. Track batches and expiry from day one.',
            video: v('clinic-2.mp4', 'The consultation and the dispensary'),
          },
        ],
      },
      {
        title: 'Patient Records and Follow-up',
        summary: 'Case sheets, consent, and bringing patients back for the whole course of treatment.',
        description:
          'Ayurveda treatment often runs for weeks. This paid course shows how to keep clear case records, take informed consent before Panchakarma, and schedule follow-ups that patients keep.',
        pricePaise: 99_900,
        topics: [
          {
            title: 'Case sheets and consent',
            description:
              'Record prakriti, vikriti, the examinations and the plan in one page; take written consent before any procedure, naming its risks and the diet it needs.',
            video: v('records-1.mp4', 'Case sheets and consent'),
          },
          {
            title: 'Follow-up that patients keep',
            description:
              'Book the next visit before the patient leaves, send a reminder the day before, and review the plan at every visit against the symptoms recorded the first time.',
            video: v('records-2.mp4', 'Follow-up that patients keep'),
          },
        ],
      },
    ],
  },
  {
    title: 'Dravyaguna and Ahara',
    description: 'Medicinal plants and diet: the properties of herbs and food, and how to prescribe them.',
    courses: [
      {
        title: 'Rasa Panchaka of Common Herbs',
        summary: 'Rasa, Guna, Virya, Vipaka and Prabhava of ten herbs every practitioner uses.',
        description:
          'Dravyaguna describes a substance by five properties. This course applies them to Ashwagandha, Guduchi, Triphala, Tulsi, Shatavari and other everyday herbs, so that a prescription follows from the dosha to be treated.',
        pricePaise: 0,
        topics: [
          {
            title: 'The five properties',
            description:
              'Rasa (taste), Guna (quality), Virya (potency, hot or cold), Vipaka (post-digestive effect) and Prabhava (specific action that the others do not explain).',
            video: v('dravyaguna-1.mp4', 'The five properties'),
          },
          {
            title: 'Ashwagandha, Guduchi and Triphala',
            description:
              'Ashwagandha is bitter and astringent with hot potency, a Rasayana for Vata; Guduchi is bitter with hot potency yet calms all three doshas; Triphala balances all three and regulates the bowel.',
            video: v('dravyaguna-2.mp4', 'Ashwagandha, Guduchi and Triphala'),
          },
        ],
      },
      {
        title: 'Ahara: Diet as Medicine',
        summary: 'Food by dosha and season, incompatible foods, and writing a diet chart.',
        description:
          'Charaka calls food the support of life. This course covers the rules of eating (ahara vidhi), the foods that should not be combined (viruddha ahara), seasonal diet (ritucharya) and how to write a diet chart a patient will follow.',
        pricePaise: 0,
        topics: [
          {
            title: 'Ahara vidhi and viruddha ahara',
            description:
              'Eat warm, unctuous food in the right quantity after the previous meal is digested. Avoid incompatible pairs such as milk with fish or sour fruit, and honey heated or mixed with ghee in equal parts.',
            video: v('ahara-1.mp4', 'Ahara vidhi and viruddha ahara'),
          },
          {
            title: 'Ritucharya and the diet chart',
            description:
              'Sweet, cool food in summer, warm and unctuous food in winter, light food in the rains. Write the chart by meal and season, with the foods to prefer and to avoid for the patient\'s dosha.',
            video: v('ahara-2.mp4', 'Ritucharya and the diet chart'),
          },
        ],
      },
    ],
  },
];
