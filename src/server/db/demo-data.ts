/**
 * Demo data: makes a fresh install look alive. Deterministic for a given `now` (a seeded PRNG,
 * a fixed insertion order and explicit ids), loaded in one transaction with bulk inserts.
 *
 * Every demo image is generated art shipped under src/web/public/images (see
 * scripts/generate-demo-art.ts); nothing here points outside the site.
 */
import { addDays, addHours, addMinutes } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  type APPLICATION_CATEGORIES,
  EXPERIENCE_LEVELS,
  type EXPLORE_CATEGORIES,
  type LISBON_NEIGHBOURHOODS,
  type OfferFormat,
  type PROFILE_LANGUAGES,
  type PROFILE_MODALITIES,
  type SESSION_FORMATS,
  type SESSION_LOCATIONS,
  type SESSION_MODALITIES,
  type Weekday,
} from '../../contract/catalog';
import { lisbonClock, lisbonWallTime } from '../../contract/lisbon-time';
import type { Role } from '../../contract/roles';
import type { Db, DbOrTx } from './connection';
import { bookings, favorites, guideApplications, profiles, reviews, sessions, users } from './schema';

// ---------------------------------------------------------------------------------------------
// Public surface
// ---------------------------------------------------------------------------------------------

/** The three demo accounts one can sign in with (README, tests, e2e journeys). */
export const DEMO_ACCOUNTS: readonly { role: Role; username: string; email: string; password: string }[] = [
  { role: 'admin', username: 'admin', email: 'admin@luz.pt', password: 'luz-admin-demo' },
  { role: 'practitioner', username: 'marta', email: 'marta@luz.pt', password: 'luz-guide-demo' },
  { role: 'student', username: 'sofia', email: 'sofia@luz.pt', password: 'luz-seeker-demo' },
];

/**
 * Every other demo user shares the hash of this password. It is published here, so it is not a
 * secret: it only keeps the demo crowd from being signed into by guessing.
 */
const UNLISTED_DEMO_PASSWORD = 'demo-crowd-7f3Kq9vR2xLm8TzW4nBc6YhJ1pDs5Ge0';

export interface DemoSummary {
  users: number;
  admins: number;
  guides: number;
  seekers: number;
  applicants: number;
  profiles: number;
  applications: number;
  pendingApplications: number;
  rejectedApplications: number;
  sessions: number;
  scheduledSessions: number;
  completedSessions: number;
  cancelledSessions: number;
  bookings: number;
  confirmedBookings: number;
  completedBookings: number;
  cancelledBookings: number;
  reviews: number;
  favorites: number;
}

/** True when the database has no users at all: the only state demo data is loaded into. */
export async function databaseIsEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary types
// ---------------------------------------------------------------------------------------------

type Neighbourhood = (typeof LISBON_NEIGHBOURHOODS)[number];
type ExploreCategory = (typeof EXPLORE_CATEGORIES)[number];
type ApplicationCategory = (typeof APPLICATION_CATEGORIES)[number];
type SessionModality = (typeof SESSION_MODALITIES)[number];
type ProfileModality = (typeof PROFILE_MODALITIES)[number];
type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];
type SessionLocation = (typeof SESSION_LOCATIONS)[number];
type ApplicationFormat = (typeof SESSION_FORMATS)[number];

/** Session scenes in src/web/public/images/sessions. */
export const DEMO_SCENES = [
  'gong',
  'singing-bowls',
  'tagus-sunrise',
  'azulejo',
  'candles',
  'yoga-window',
  'crystals',
  'reiki-hands',
  'alfama-rooftops',
  'atlantic-coast',
  'massage-stones',
  'tropical-garden',
] as const;
type Scene = (typeof DEMO_SCENES)[number];
const sceneUrl = (scene: Scene) => `/images/sessions/${scene}.svg`;
const portraitUrl = (n: number) => `/images/guides/guide-${String(n).padStart(2, '0')}.svg`;
const CERTIFICATE_URL = '/images/certificates/sample-certificate.svg';

/** Which pool of generic review comments fits a guide's practice. */
type Kind = 'sound' | 'energy' | 'breath' | 'meditation' | 'yoga' | 'massage';
type Every = 'week' | 'fortnight' | 'month' | 'full-moon';

interface SessionTemplate {
  title: string;
  description: string;
  modality: SessionModality;
  location: string;
  /** Lisbon wall-clock slots, "tue 19:00, thu 07:30"; for full-moon sessions just "21:00". */
  when: string;
  /** How often the slots repeat; `month` is the first such weekday of each month. Default week. */
  every?: Every;
  minutes: number;
  capacity: number;
  /** Whole euros. */
  price: number;
  image: Scene;
}

interface GuideSeed {
  username: string;
  name: string;
  neighbourhood: Neighbourhood;
  category: ExploreCategory;
  subcategory: string;
  kind: Kind;
  format: OfferFormat;
  /** Usual 1:1 price, whole euros. */
  price: number;
  modalities: ProfileModality[];
  credentials: string[];
  specialties: string[];
  languages: ProfileLanguage[];
  years: number;
  instagram?: string;
  shortBio: string;
  bio: string;
  uniqueApproach: string;
  applicationCategory: ApplicationCategory;
  sessionLocation: SessionLocation;
  /** When the account was created; the application was approved one to three days later. */
  joinedDaysAgo: number;
  /** 0..1: how full their sessions get. */
  popularity: number;
  /** Extra availability beyond their regular sessions: "mon:m,e sat:a" (m/a/e = morning/afternoon/evening). */
  extraAvailability?: string;
  gallery: Scene[];
  sessions: SessionTemplate[];
  /** Reviews written about this guide: [rating, comment]. Empty: the guide shows "New". */
  reviews: [number, string][];
}

// ---------------------------------------------------------------------------------------------
// The guides (order matters: ids and portraits follow it)
// ---------------------------------------------------------------------------------------------

const GUIDES: GuideSeed[] = [
  {
    username: 'marta',
    name: 'Marta Figueiredo',
    neighbourhood: 'Graça',
    category: 'Sound Healing',
    subcategory: 'Gong',
    kind: 'sound',
    format: '1:1 & Group',
    price: 55,
    modalities: ['Sound Healing', 'Meditation'],
    credentials: [
      'Certified Gong Practitioner (2016)',
      'Diploma in Sound Therapy',
      'Conservatory degree in cello',
    ],
    specialties: ['Deep rest', 'Burnout recovery', 'Sleep'],
    languages: ['Portuguese', 'English', 'Spanish'],
    years: 9,
    instagram: '@marta.gong',
    shortBio: 'Gong baths and deep rest in a sunlit Graça studio, a few streets from the miradouro.',
    bio: 'Marta trained as a cellist until a single gong bath in Porto changed the direction of her life. She now plays a 36-inch symphonic gong and a set of planetary gongs in her small studio above Largo da Graça, where sessions begin with tea and end in long, unhurried silence. Her private immersions are popular with people recovering from burnout and with anyone who struggles to switch off at night.',
    uniqueApproach:
      'I treat a gong bath like a piece of chamber music: it has a shape, it listens to the room, and it always leaves space for silence at the end.',
    applicationCategory: 'Sound Healing',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 196,
    popularity: 0.95,
    extraAvailability: 'mon:e wed:a',
    gallery: ['gong', 'alfama-rooftops', 'candles'],
    sessions: [
      {
        title: 'Full Moon Gong Bath at Graça',
        description:
          'Once a month, on the night of the full moon, we dim the lights and lie back under wool blankets while the big symphonic gong and four planetary gongs rise and fall around you. Bring comfortable clothes and an eye mask if you like one; mats, bolsters and herbal tea are ready for you.',
        modality: 'Sound Healing',
        location: 'Estúdio Vagar, Rua da Graça, Graça',
        when: '21:00',
        every: 'full-moon',
        minutes: 90,
        capacity: 14,
        price: 35,
        image: 'gong',
      },
      {
        title: 'Sunday Gong & Rest',
        description:
          'A slower Sunday evening bath to close the week: ten minutes of guided breathing, then a long wash of gong, shruti box and chimes. A gentle first sound bath if you have never tried one.',
        modality: 'Sound Healing',
        location: 'Estúdio Vagar, Rua da Graça, Graça',
        when: 'sun 18:00',
        minutes: 75,
        capacity: 12,
        price: 28,
        image: 'gong',
      },
      {
        title: 'Private Gong Immersion',
        description:
          'A one-to-one session shaped around how you arrive: a few minutes of conversation, then you rest on a heated mat while Marta plays gongs and singing bowls close to the body. Good for sleep trouble and an overloaded nervous system.',
        modality: 'Sound Healing',
        location: 'Estúdio Vagar, Rua da Graça, Graça',
        when: 'wed 11:00, fri 16:00',
        minutes: 60,
        capacity: 1,
        price: 55,
        image: 'singing-bowls',
      },
    ],
    reviews: [
      [
        5,
        "Marta's full moon session was the first time in months I fell asleep easily and woke up feeling lighter. The tea on the terrace afterwards was the perfect landing.",
      ],
      [
        5,
        'I came in sceptical and left with goosebumps. She explains what the gongs do without any mystical overselling, which I really appreciated.',
      ],
      [4, 'Beautiful sound and a lovely room. It gets warm with twelve people, so dress in layers.'],
      [
        5,
        'Booked a private immersion after a rough quarter at work. She lowered the volume when I got overwhelmed and checked in so gently. Going back next month.',
      ],
    ],
  },
  {
    username: 'joao_tavares',
    name: 'João Tavares',
    neighbourhood: 'Alfama',
    category: 'Energy Healing',
    subcategory: 'Usui Reiki',
    kind: 'energy',
    format: '1:1 Sessions',
    price: 60,
    modalities: ['Reiki', 'Energy Healing'],
    credentials: [
      'Usui Reiki Master-Teacher (Shinpiden), 2013',
      'Registered nurse, 15 years in intensive care',
    ],
    specialties: ['Anxiety and stress', 'Support around surgery', 'Grief'],
    languages: ['Portuguese', 'English', 'French'],
    years: 12,
    instagram: '@joao.reiki.alfama',
    shortBio: 'Quiet, grounded Usui Reiki in a stone-walled room in Alfama, five minutes from the cathedral.',
    bio: "João spent fifteen years as an intensive-care nurse before training in Usui Reiki, and he still brings a nurse's calm to every session. He works with you fully clothed, mostly hands-off, and always asks before touch. People come to him for anxiety and sleep, and for support before and after surgery or chemotherapy.",
    uniqueApproach:
      'Years in intensive care taught me how much a calm presence matters. I keep sessions simple, explain everything and never promise cures.',
    applicationCategory: 'Reiki',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 188,
    popularity: 0.85,
    extraAvailability: 'mon:m sat:a',
    gallery: ['reiki-hands', 'alfama-rooftops'],
    sessions: [
      {
        title: 'Usui Reiki Session',
        description:
          'A full hour of Usui Reiki on a padded table in a quiet stone-walled room. We start with a short conversation about what you are carrying, then you rest, clothed, under a light blanket. Most people describe a warm, heavy stillness; some simply sleep.',
        modality: 'Reiki',
        location: 'Sala Pedra, Beco do Carneiro, Alfama',
        when: 'tue 10:00, thu 18:00, sat 10:30',
        minutes: 60,
        capacity: 1,
        price: 60,
        image: 'reiki-hands',
      },
    ],
    reviews: [
      [
        5,
        'João has the steadiest presence. I arrived wound up after a hospital appointment and left able to breathe properly again.',
      ],
      [
        5,
        'No incense overload, no big claims, just an hour of real calm. His nursing background shows in how carefully he explains everything.',
      ],
      [
        4,
        'Very peaceful session. The room is up a lot of stairs, worth knowing if your knees complain like mine.',
      ],
    ],
  },
  {
    username: 'lea_moreau',
    name: 'Léa Moreau',
    neighbourhood: 'Príncipe Real',
    category: 'Breathwork',
    subcategory: 'Holotropic',
    kind: 'breath',
    format: 'Group Sessions',
    price: 70,
    modalities: ['Breathwork', 'Meditation'],
    credentials: [
      'Certified Holotropic Breathwork facilitator (2017)',
      'Trauma-informed facilitation training',
    ],
    specialties: ['Emotional release', 'Creative blocks', 'Life transitions'],
    languages: ['French', 'English', 'Portuguese'],
    years: 8,
    instagram: '@lea.breathes',
    shortBio:
      'Long breath journeys with evocative music, held with care in a light-filled Príncipe Real loft.',
    bio: 'Léa moved from Lyon to Lisbon in 2018 and has held breath journeys here ever since. Her workshops pair the breath with a carefully built playlist, then leave plenty of time for drawing, writing and sharing. She screens every new participant with a short call, because deep breathwork is not for everyone on every day.',
    uniqueApproach:
      'Preparation and integration matter as much as the breathing. Everyone gets a screening call, a sitter, and time to make sense of what came up.',
    applicationCategory: 'Breathwork',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 171,
    popularity: 0.8,
    extraAvailability: 'sat:m',
    gallery: ['candles', 'tagus-sunrise'],
    sessions: [
      {
        title: 'Holotropic Breath Journey',
        description:
          'Two hours of deep, connected breathing to evocative music, followed by mandala drawing and a gentle sharing circle. You work in pairs as breather and sitter. Please eat lightly beforehand; a short screening call is arranged after booking.',
        modality: 'Breathwork',
        location: 'Atelier Clara, Rua da Escola Politécnica, Príncipe Real',
        when: 'sat 14:00',
        every: 'fortnight',
        minutes: 120,
        capacity: 12,
        price: 45,
        image: 'candles',
      },
      {
        title: 'Breath & Journal Evening',
        description:
          'A shorter weeknight practice: twenty-five minutes of conscious connected breathing, then guided journaling prompts to catch what surfaced. A gentle way in before committing to a full journey.',
        modality: 'Breathwork',
        location: 'Atelier Clara, Rua da Escola Politécnica, Príncipe Real',
        when: 'tue 19:00',
        minutes: 90,
        capacity: 10,
        price: 30,
        image: 'candles',
      },
    ],
    reviews: [
      [
        5,
        'Léa holds the room beautifully. I cried, laughed and then drew the strangest mandala of my life. Felt completely safe throughout.',
      ],
      [5, 'Her screening call made me trust her straight away. The playlist on Saturday was extraordinary.'],
      [4, 'Powerful session, but plan a quiet evening afterwards; I was pleasantly wrecked.'],
    ],
  },
  {
    username: 'rafael_costa',
    name: 'Rafael Costa',
    neighbourhood: 'Belém',
    category: 'Breathwork',
    subcategory: 'Wim Hof',
    kind: 'breath',
    format: 'Group Sessions',
    price: 50,
    modalities: ['Breathwork', 'Meditation'],
    credentials: ['Certified Wim Hof Method instructor', 'Lifeguard and first-aid certified'],
    specialties: ['Cold exposure', 'Energy and focus', 'Athletes'],
    languages: ['Portuguese', 'English'],
    years: 6,
    instagram: '@rafa.sunrisebreath',
    shortBio:
      'Sunrise breathwork and optional cold-water dips on the riverfront by the Padrão dos Descobrimentos.',
    bio: 'Rafael is a former competitive rower who found the breath while recovering from a back injury. His sunrise sessions start on the grass beside the river in Belém, with the bridge still lit, and finish with an optional dip for the brave. He keeps it light and funny, but he is strict about safety: never breathe like this in or near water.',
    uniqueApproach:
      'Breath, cold and a sunrise over the Tagus. Playful on the surface, strict about safety underneath, and always outdoors when the weather allows.',
    applicationCategory: 'Breathwork',
    sessionLocation: 'Public space',
    joinedDaysAgo: 150,
    popularity: 0.9,
    extraAvailability: 'sun:m',
    gallery: ['tagus-sunrise', 'atlantic-coast'],
    sessions: [
      {
        title: 'Sunrise Breathwork on the Tagus',
        description:
          'Meet on the riverside lawn by the Padrão dos Descobrimentos as the sky turns pink. Three rounds of Wim Hof-style breathing, breath holds and a short meditation, then an optional cold dip at the river steps with a lifeguard-trained guide. Bring a mat or towel and warm layers.',
        modality: 'Breathwork',
        location: 'Riverside lawn by the Padrão dos Descobrimentos, Belém',
        when: 'sat 07:30',
        minutes: 75,
        capacity: 16,
        price: 22,
        image: 'tagus-sunrise',
      },
      {
        title: 'Cold & Breath Fundamentals',
        description:
          'A small-group workshop on the practice and science of breath and cold: breathing rounds, a guided ice-bath immersion with timers and warm-up, and a plan to keep practising at home. Beginners welcome; not suitable during pregnancy or with heart conditions.',
        modality: 'Breathwork',
        location: 'Boathouse studio, Doca de Belém',
        when: 'wed 18:30',
        minutes: 90,
        capacity: 10,
        price: 35,
        image: 'atlantic-coast',
      },
    ],
    reviews: [
      [
        5,
        "Watching the sun come up over the bridge while breathing with a group of strangers was unreal. Rafael's jokes make the cold dip much less scary.",
      ],
      [5, "Great balance of science and fun. I've kept up the morning rounds at home for three weeks now."],
      [4, 'Loved it. The ice bath was brutal but he talked me through every second.'],
      [3, 'Good session, but the group was big and it was hard to hear him over the wind by the river.'],
    ],
  },
  {
    username: 'ana_sousa',
    name: 'Ana Sousa',
    neighbourhood: 'Campo de Ourique',
    category: 'Meditation',
    subcategory: 'Mindfulness',
    kind: 'meditation',
    format: '1:1 & Group',
    price: 50,
    modalities: ['Meditation', 'Breathwork'],
    credentials: ['MBSR teacher qualification (2015)', 'MSc in Clinical Psychology'],
    specialties: ['Stress reduction', 'Sleep', 'Mindful parenting'],
    languages: ['Portuguese', 'English'],
    years: 10,
    instagram: '@ana.mindful.lx',
    shortBio: 'Mindfulness sits and private coaching for busy people, near the Mercado de Campo de Ourique.',
    bio: 'Ana is a clinical psychologist who has taught mindfulness-based stress reduction since 2015. Her evening sits are plain and practical: a body scan, a short talk, and real questions about practising with kids, deadlines and noisy neighbours. Private sessions suit people who want a home practice that fits their life.',
    uniqueApproach:
      'Secular, evidence-based and practical. I teach mindfulness as a skill for ordinary days, not as an escape from them.',
    applicationCategory: 'Meditation',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 182,
    popularity: 0.85,
    extraAvailability: 'fri:a',
    gallery: ['yoga-window', 'candles'],
    sessions: [
      {
        title: 'Evening Mindfulness Sit',
        description:
          'A drop-in evening practice: a guided body scan, twenty minutes of sitting, and a short, practical talk on bringing attention into ordinary days. Chairs and cushions provided, no experience needed.',
        modality: 'Meditation',
        location: 'Espaço Quieto, Rua Coelho da Rocha, Campo de Ourique',
        when: 'mon 19:00',
        minutes: 60,
        capacity: 14,
        price: 18,
        image: 'candles',
      },
      {
        title: 'Mindful Mornings',
        description:
          'Start the day steady: breath awareness, mindful movement and a silent cup of tea before work. Ends in good time for the 9 a.m. tram.',
        modality: 'Meditation',
        location: 'Espaço Quieto, Rua Coelho da Rocha, Campo de Ourique',
        when: 'thu 07:45',
        minutes: 60,
        capacity: 12,
        price: 15,
        image: 'yoga-window',
      },
      {
        title: 'Private Mindfulness Coaching',
        description:
          'One-to-one sessions to build a practice that fits your life: we look at where stress shows up, try a few approaches and leave you with short recorded practices for the week.',
        modality: 'Meditation',
        location: 'Espaço Quieto, Rua Coelho da Rocha, Campo de Ourique',
        when: 'fri 10:00',
        minutes: 60,
        capacity: 1,
        price: 50,
        image: 'yoga-window',
      },
    ],
    reviews: [
      [
        5,
        "Ana is the least woo-woo meditation teacher I've met, and that's exactly why it works for me. The Monday sits are now non-negotiable.",
      ],
      [5, 'Her tips for practising with a toddler at home were worth the price alone.'],
      [
        4,
        'Calm, clear and kind. The room faces the street so there is some tram noise, which she cleverly weaves into the practice.',
      ],
    ],
  },
  {
    username: 'priya_raman',
    name: 'Priya Raman',
    neighbourhood: 'Estrela',
    category: 'Meditation',
    subcategory: 'Yoga Nidra',
    kind: 'yoga',
    format: 'Group Sessions',
    price: 45,
    modalities: ['Yoga', 'Meditation'],
    credentials: ['RYT-500 yoga teacher', 'Yoga Nidra teacher training (2016)'],
    specialties: ['Insomnia', 'Burnout', 'Deep relaxation'],
    languages: ['English', 'Hindi', 'Portuguese'],
    years: 11,
    instagram: '@priya.nidra',
    shortBio:
      'Yoga Nidra and restorative yoga under the trees of Jardim da Estrela, or indoors when it rains.',
    bio: 'Priya grew up in Chennai, taught in London for six years and settled in Estrela in 2019. She teaches Yoga Nidra the way her first teacher did: slow, precise and with plenty of props, so the body can finally stop holding itself up. Her Friday evening class is full of regulars who come to sleep better.',
    uniqueApproach:
      'Props, warmth and a steady voice. I teach rest as a skill, so people can take it home and use it on the nights they need it most.',
    applicationCategory: 'Yoga',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 163,
    popularity: 0.9,
    extraAvailability: 'tue:m',
    gallery: ['yoga-window', 'tropical-garden', 'candles'],
    sessions: [
      {
        title: 'Yoga Nidra for Deep Sleep',
        description:
          'Lie down, get warm and be guided through the layers of Yoga Nidra: body rotation, breath counting, imagery and long stretches of silence. Bolsters, blankets and eye pillows provided. Perfect before the weekend.',
        modality: 'Yoga',
        location: 'Casa Sattva studio, Rua de São Bento, Estrela',
        when: 'fri 19:30',
        minutes: 75,
        capacity: 14,
        price: 20,
        image: 'yoga-window',
      },
      {
        title: 'Restorative Yoga in the Garden',
        description:
          'Gentle, prop-supported poses on the lawn near the bandstand in Jardim da Estrela, each held for five minutes or more, ending in a short Yoga Nidra. We move into the studio if it rains.',
        modality: 'Yoga',
        location: 'Jardim da Estrela, lawn by the bandstand',
        when: 'sun 10:00',
        minutes: 90,
        capacity: 12,
        price: 22,
        image: 'tropical-garden',
      },
    ],
    reviews: [
      [
        5,
        "I have had insomnia for years and slept nine hours after Priya's Friday class. Her voice is ridiculously soothing.",
      ],
      [
        5,
        'Props everywhere, zero pressure, and the most thoughtful adjustments. Sunday in the garden is a treat.',
      ],
      [4, 'Lovely teacher. The garden sessions depend on the weather and it was chilly, so bring socks.'],
    ],
  },
  {
    username: 'sophie_lambert',
    name: 'Sophie Lambert',
    neighbourhood: 'Chiado',
    category: 'Meditation',
    subcategory: 'Mantra Meditation',
    kind: 'meditation',
    format: '1:1 Sessions',
    price: 95,
    modalities: ['Meditation'],
    credentials: ['Mantra meditation teacher training, Rishikesh (2012)', 'Certified executive coach'],
    specialties: ['Founders and executives', 'Focus', 'Creative work'],
    languages: ['French', 'English', 'Dutch'],
    years: 13,
    shortBio:
      'Private mantra meditation training for founders and creatives, in a calm room above Rua Garrett.',
    bio: 'Sophie spent a decade coaching executives in Brussels before she learned mantra meditation in Rishikesh and realised it did more for her clients than any framework. She teaches one person at a time, so the practice becomes yours and you can do it on a tram or in an airport. Expect tea, quiet and very practical follow-ups.',
    uniqueApproach:
      'One person at a time, a technique you can practise anywhere, and follow-ups until it sticks. No jargon, no retreat required.',
    applicationCategory: 'Meditation',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 142,
    popularity: 0.7,
    extraAvailability: 'tue:a thu:m',
    gallery: ['candles'],
    sessions: [
      {
        title: 'Mantra Meditation: Private Session',
        description:
          'A private session to learn or refine a simple mantra-based technique you can practise twice a day, anywhere. We cover posture, timing and how to handle a busy mind, then sit together and review what happened.',
        modality: 'Meditation',
        location: 'Sala Alta, Rua Garrett, Chiado (second floor, lift)',
        when: 'mon 09:00, wed 17:30',
        minutes: 75,
        capacity: 1,
        price: 95,
        image: 'candles',
      },
    ],
    reviews: [
      [
        5,
        'Sophie gave me a practice I actually do, twice a day, even while travelling for work. Expensive but worth every cent.',
      ],
      [5, 'Clear, warm and brilliantly practical. She answered every sceptical question I threw at her.'],
      [4, 'Very good teacher. Parking around Chiado is impossible, so come by metro.'],
    ],
  },
  {
    username: 'carolina_ribeiro',
    name: 'Carolina Ribeiro',
    neighbourhood: 'Parque das Nações',
    category: 'Meditation',
    subcategory: 'Yin Yoga',
    kind: 'yoga',
    format: 'Group Sessions',
    price: 40,
    modalities: ['Yoga', 'Meditation'],
    credentials: ['Yin Yoga teacher training (100h)', 'RYT-200 yoga teacher'],
    specialties: ['Flexibility', 'Desk workers', 'Quiet evenings'],
    languages: ['Portuguese', 'English', 'Spanish'],
    years: 5,
    instagram: '@carol.yin.lx',
    shortBio:
      'Slow Yin Yoga with a view of the river and the Vasco da Gama bridge, for tight hips and busy minds.',
    bio: 'Carolina worked in software at Parque das Nações for seven years and knows exactly what a day at a desk does to a body. Her Yin classes hold long, supported poses while the light fades over the river, with short readings and plenty of silence. She is especially good with stiff beginners who think yoga is not for them.',
    uniqueApproach:
      'Long, supported holds for people who sit all day, with honest explanations of what each pose does and why.',
    applicationCategory: 'Yoga',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 120,
    popularity: 0.8,
    extraAvailability: 'mon:e',
    gallery: ['yoga-window', 'tagus-sunrise'],
    sessions: [
      {
        title: 'Sunset Yin by the River',
        description:
          'Long-held floor poses for hips, spine and shoulders while the sky changes over the Tagus. Each pose is held three to five minutes with bolsters and blocks, finishing with a guided rest.',
        modality: 'Yoga',
        location: 'Estúdio Oriente, Passeio das Tágides, Parque das Nações',
        when: 'wed 19:00',
        minutes: 75,
        capacity: 14,
        price: 18,
        image: 'yoga-window',
      },
      {
        title: 'Yin & Meditation Saturday',
        description:
          'Forty-five minutes of Yin, then a guided seated meditation and a short reading. Slow, quiet and ideal after a hard week.',
        modality: 'Meditation',
        location: 'Estúdio Oriente, Passeio das Tágides, Parque das Nações',
        when: 'sat 10:30',
        minutes: 90,
        capacity: 12,
        price: 22,
        image: 'tagus-sunrise',
      },
    ],
    reviews: [
      [
        5,
        'As a developer with permanently angry hips, this class is a gift. Carolina explains the why of each pose in a way that clicked for me.',
      ],
      [4, 'Beautiful view and a kind teacher. The class fills up fast, so book early.'],
      [5, 'Perfect pace after work. I left feeling like someone had ironed me.'],
    ],
  },
  {
    username: 'thomas_byrne',
    name: 'Thomas Byrne',
    neighbourhood: 'Belém',
    category: 'Meditation',
    subcategory: 'Walking Meditation',
    kind: 'meditation',
    format: 'Group Sessions',
    price: 35,
    modalities: ['Meditation'],
    credentials: ['Mindfulness teacher training (Plum Village tradition)', 'Certified forest-bathing guide'],
    specialties: ['Walking meditation', 'Grief', 'Nature connection'],
    languages: ['English', 'Portuguese'],
    years: 7,
    instagram: '@thomas.walks.slowly',
    shortBio: 'Slow walking meditations through the Jardim Botânico Tropical and along the river at Belém.',
    bio: 'Thomas came to Lisbon from Galway for a sabbatical and never left. He leads small groups on slow, silent walks through the tropical garden and along the riverfront, stopping to sit under the old trees. People who find sitting still difficult often discover that they can meditate on their feet.',
    uniqueApproach:
      'Meditation on foot, outdoors, in silence. For people who have tried sitting practice and felt they were failing at it.',
    applicationCategory: 'Meditation',
    sessionLocation: 'Public space',
    joinedDaysAgo: 133,
    popularity: 0.7,
    extraAvailability: 'sat:m',
    gallery: ['tropical-garden', 'tagus-sunrise'],
    sessions: [
      {
        title: 'Silent Walk in the Tropical Garden',
        description:
          'A slow, silent walk through the Jardim Botânico Tropical, with three sitting stops under the palms and a short sharing at the end. We walk at about a quarter of normal pace. Garden entry ticket not included.',
        modality: 'Meditation',
        location: 'Main gate of the Jardim Botânico Tropical, Belém',
        when: 'sun 09:30',
        minutes: 90,
        capacity: 10,
        price: 16,
        image: 'tropical-garden',
      },
      {
        title: 'Riverside Walking Meditation',
        description:
          'An after-work walk along the river from the Torre de Belém, alternating mindful walking with standing breath practice as the boats come in.',
        modality: 'Meditation',
        location: 'Lawn by the Torre de Belém',
        when: 'thu 18:30',
        minutes: 60,
        capacity: 12,
        price: 14,
        image: 'tagus-sunrise',
      },
    ],
    reviews: [
      [
        5,
        'I have tried to meditate sitting down for years. Walking with Thomas finally worked. The garden at that pace is magical.',
      ],
      [5, 'Gentle, funny and wise. He read a short poem at the end and half the group welled up.'],
      [4, "Lovely morning. Remember the garden ticket, I didn't."],
    ],
  },
  {
    username: 'nadia_haddad',
    name: 'Nadia Haddad',
    neighbourhood: 'Chiado',
    category: 'Sound Healing',
    subcategory: 'Singing Bowls',
    kind: 'sound',
    format: '1:1 & Group',
    price: 65,
    modalities: ['Sound Healing', 'Meditation'],
    credentials: [
      'Himalayan singing bowl practitioner training, Kathmandu (2014)',
      'Diploma in Sound Therapy',
    ],
    specialties: ['Stress', 'Sound-sensitive and tinnitus-friendly sessions', 'Relaxation in pregnancy'],
    languages: ['Arabic', 'French', 'English', 'Portuguese'],
    years: 10,
    instagram: '@nadia.bowls',
    shortBio:
      'Hand-hammered Himalayan bowls, played on and around the body, in a hidden courtyard studio in Chiado.',
    bio: 'Nadia learned to play hand-hammered bowls in Kathmandu and has collected them for over a decade, each with a story she is happy to tell. Her group baths are small and intimate; her private sessions place bowls directly on the body so you feel the vibration as much as hear it. She offers quieter sessions for people with tinnitus or sound sensitivity.',
    uniqueApproach:
      'Small groups, old hand-hammered bowls and a softer set for sensitive ears. Sound you feel in the body, not just hear.',
    applicationCategory: 'Sound Healing',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 176,
    popularity: 0.9,
    extraAvailability: 'mon:a',
    gallery: ['singing-bowls', 'azulejo'],
    sessions: [
      {
        title: 'Singing Bowl Bath in Chiado',
        description:
          'An intimate sound bath for eight, with a circle of hand-hammered Himalayan bowls and a few crystal bowls for shimmer. You lie on thick mats under wool blankets while the courtyard keeps the city noise out.',
        modality: 'Sound Healing',
        location: 'Pátio Azul studio, Rua da Misericórdia, Chiado',
        when: 'thu 19:30',
        minutes: 75,
        capacity: 8,
        price: 30,
        image: 'singing-bowls',
      },
      {
        title: 'Bowls on the Body: Private Session',
        description:
          'Bowls are placed on and around your clothed body and played gently, so the vibration travels through you. Nadia adapts volume and placement as you go; a softer version is available for tinnitus or pregnancy.',
        modality: 'Sound Healing',
        location: 'Pátio Azul studio, Rua da Misericórdia, Chiado',
        when: 'tue 11:00, sat 11:00',
        minutes: 60,
        capacity: 1,
        price: 65,
        image: 'singing-bowls',
      },
    ],
    reviews: [
      [
        5,
        'Feeling a bowl hum on my chest was unlike anything else. Nadia is so attentive, she noticed when I tensed and moved it.',
      ],
      [
        5,
        'The courtyard studio is a hidden gem. Small group, beautiful bowls, and she tells you where each one comes from.',
      ],
      [5, 'I have mild tinnitus and was nervous. She played the soft set and it was pure relief.'],
      [4, 'Gorgeous session, just a little short. I wanted another half hour!'],
    ],
  },
  {
    username: 'lucas_oliveira',
    name: 'Lucas Oliveira',
    neighbourhood: 'Mouraria',
    category: 'Sound Healing',
    subcategory: 'Voice',
    kind: 'sound',
    format: 'Group Sessions',
    price: 45,
    modalities: ['Sound Healing', 'Meditation'],
    credentials: ['Voice and mantra facilitation training', 'Degree in Music'],
    specialties: ['Group singing', 'Confidence', 'Mantra'],
    languages: ['Portuguese', 'English', 'Spanish'],
    years: 7,
    instagram: '@lucas.canta',
    shortBio:
      'Mantra singing circles and voice-led sound baths in an old Mouraria warehouse. No singing experience needed.',
    bio: "Lucas grew up in Salvador singing in his grandmother's church and trained as a musician in Rio. In Mouraria he runs singing circles where nobody performs: simple call-and-response mantras, overtones and harmonies that build until the room vibrates. Many of his regulars arrive convinced they cannot sing.",
    uniqueApproach:
      'Nobody performs and nobody sings alone. The voice is the oldest sound-healing instrument and everyone already owns one.',
    applicationCategory: 'Sound Healing',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 127,
    popularity: 0.75,
    extraAvailability: 'thu:e',
    gallery: ['candles', 'alfama-rooftops'],
    sessions: [
      {
        title: 'Mantra Singing Circle',
        description:
          'Call-and-response chanting in Sanskrit, Portuguese and Yoruba, led with guitar and harmonium. Lyrics are provided, nobody sings alone, and we finish lying down in the resonance.',
        modality: 'Sound Healing',
        location: 'Armazém Som, Rua dos Cavaleiros, Mouraria',
        when: 'tue 19:30',
        minutes: 90,
        capacity: 16,
        price: 15,
        image: 'candles',
      },
      {
        title: 'Voice Bath & Overtones',
        description:
          'Lie down and let Lucas and two guest singers weave overtones, humming and soft harmonies around you, supported by a shruti box and an ocean drum. Closes with a short group hum you can take home.',
        modality: 'Sound Healing',
        location: 'Armazém Som, Rua dos Cavaleiros, Mouraria',
        when: 'sat 18:00',
        every: 'fortnight',
        minutes: 90,
        capacity: 14,
        price: 25,
        image: 'singing-bowls',
      },
    ],
    reviews: [
      [
        5,
        "I hadn't sung since school and by the end I was harmonising with strangers. Lucas is pure warmth.",
      ],
      [5, 'The overtone evening gave me chills. Such a special room in Mouraria, too.'],
      [4, 'Joyful and a bit loud in the best way. Not for you if you want total silence.'],
    ],
  },
  {
    username: 'pedro_nunes',
    name: 'Pedro Nunes',
    neighbourhood: 'Santos',
    category: 'Sound Healing',
    subcategory: 'Crystal Singing Bowls',
    kind: 'sound',
    format: 'Group Sessions',
    price: 40,
    modalities: ['Sound Healing', 'Crystal Healing', 'Meditation'],
    credentials: ['Sound therapy practitioner diploma', 'Twelve years as a recording engineer'],
    specialties: ['Sound journeys', 'Workplace sessions', 'Beginners'],
    languages: ['Portuguese', 'English'],
    years: 6,
    instagram: '@pedro.ressoa',
    shortBio:
      'Crystal bowl sound journeys from a former recording engineer, in a converted printworks in Santos.',
    bio: 'Pedro spent twelve years mixing albums before he started building sound journeys with quartz crystal bowls. He is obsessive about acoustics: his Santos space is treated so the tones bloom and decay slowly, and each journey has a theme such as sleep, focus or letting go. Sessions are friendly, unpretentious and very beginner-proof.',
    uniqueApproach:
      'An acoustically treated room and sound journeys built with an engineer’s ear: every tone chosen, nothing left to chance.',
    applicationCategory: 'Sound Healing',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 112,
    popularity: 0.7,
    extraAvailability: 'mon:a',
    gallery: ['crystals', 'singing-bowls'],
    sessions: [
      {
        title: 'Crystal Bowl Sound Journey',
        description:
          'Seven quartz crystal bowls, an ocean drum and a monochord in an acoustically treated room. Each Friday has a theme (this season: rest, clarity and letting go) and begins with a short explanation of how the sound is built.',
        modality: 'Sound Healing',
        location: 'Antiga Tipografia, Rua das Janelas Verdes, Santos',
        when: 'fri 20:00',
        minutes: 75,
        capacity: 16,
        price: 25,
        image: 'crystals',
      },
      {
        title: 'Lunchtime Sound Reset',
        description:
          'A reset in the middle of the working week: ten minutes of guided breathing and a concentrated bath of crystal bowls. Back at your desk soon after two, noticeably calmer.',
        modality: 'Sound Healing',
        location: 'Antiga Tipografia, Rua das Janelas Verdes, Santos',
        when: 'wed 13:00',
        minutes: 60,
        capacity: 12,
        price: 15,
        image: 'singing-bowls',
      },
    ],
    reviews: [
      [
        5,
        'You can tell Pedro is a sound engineer, the room sounds incredible. The letting-go theme was exactly what I needed.',
      ],
      [5, 'The lunchtime reset is genius. I bring a colleague every week now.'],
      [3, 'Nice sounds, but the session started late and the room was too warm for me.'],
    ],
  },
  {
    username: 'elena_rossi',
    name: 'Elena Rossi',
    neighbourhood: 'Avenidas Novas',
    category: 'Sound Healing',
    subcategory: 'Tuning Forks',
    kind: 'sound',
    format: '1:1 Sessions',
    price: 75,
    modalities: ['Sound Healing', 'Energy Healing'],
    credentials: ['Certified sound therapist (tuning forks and bowls)', 'Registered osteopath (Italy)'],
    specialties: ['Tension headaches', 'Jaw and neck tension', 'Recovery'],
    languages: ['Italian', 'English', 'Portuguese'],
    years: 4,
    instagram: '@elena.suono',
    shortBio: "Tuning-fork and bowl sessions with an osteopath's eye for neck, jaw and shoulder tension.",
    bio: 'Elena trained as an osteopath in Milan and added sound therapy when she noticed how many of her patients could not let go on the table. Weighted tuning forks placed on the body and bowls played nearby make her sessions both very physical and very restful. She has just opened a small practice near Avenida da República.',
    uniqueApproach:
      'Osteopathic assessment meets sound: weighted forks on the body where the tension actually lives, then deep rest.',
    applicationCategory: 'Sound Healing',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 19,
    popularity: 0.45,
    extraAvailability: 'wed:a',
    gallery: [],
    sessions: [
      {
        title: 'Tuning Fork & Bowl Therapy',
        description:
          'Weighted tuning forks are placed on key points along the neck, shoulders and spine while bowls are played around you. Combines a hands-on osteopathic assessment with deep sound relaxation. Wear comfortable clothes.',
        modality: 'Sound Healing',
        location: 'Consultório Eco, Avenida da República, Avenidas Novas',
        when: 'mon 17:30, thu 10:00',
        minutes: 60,
        capacity: 1,
        price: 75,
        image: 'singing-bowls',
      },
    ],
    reviews: [],
  },
  {
    username: 'sara_martins',
    name: 'Sara Martins',
    neighbourhood: 'Avenidas Novas',
    category: 'Bodywork',
    subcategory: 'Thai Massage',
    kind: 'massage',
    format: '1:1 Sessions',
    price: 75,
    modalities: ['Thai Massage', 'Yoga'],
    credentials: ['Traditional Thai massage training, Chiang Mai (2011)', 'Certified massage therapist'],
    specialties: ['Back pain', 'Runners', 'Mobility'],
    languages: ['Portuguese', 'English'],
    years: 13,
    instagram: '@sara.thai.massage',
    shortBio:
      'Traditional Thai massage on a floor mat: deep, rhythmic and stretchy, near the Gulbenkian garden.',
    bio: 'Sara studied traditional Thai massage in Chiang Mai in 2011 and has gone back almost every winter since. Her sessions happen clothed on a wide floor mat, with slow rhythmic pressure and assisted stretches that leave runners and desk workers walking differently. She asks good questions first and adjusts pressure without you having to say a word.',
    uniqueApproach:
      'Traditional Thai massage as I learned it in Chiang Mai: slow, rhythmic, on the floor, adapted to each body and each week.',
    applicationCategory: 'Massage',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 190,
    popularity: 0.9,
    extraAvailability: 'wed:a',
    gallery: ['massage-stones', 'tropical-garden'],
    sessions: [
      {
        title: 'Traditional Thai Massage (90 min)',
        description:
          'Ninety minutes of traditional Thai massage on a floor mat: palm and thumb pressure along the energy lines, assisted stretches and a slow finish for neck and head. Wear loose, comfortable clothing; a shower is available.',
        modality: 'Massage Therapy',
        location: 'Estúdio Sabai, Avenida de Berna, Avenidas Novas',
        when: 'tue 18:00, fri 10:00, sat 15:00',
        minutes: 90,
        capacity: 1,
        price: 75,
        image: 'massage-stones',
      },
    ],
    reviews: [
      [
        5,
        "Sara found knots I didn't know I had and then stretched me like a cat. Best massage I've had in Lisbon.",
      ],
      [5, "As a marathon runner I've tried everything. Her sessions are now part of my training block."],
      [4, 'Strong pressure, exactly as advertised. I was sore the next day, but in a good way.'],
      [5, 'She remembered my old shoulder injury from a session two months ago. Amazing attention.'],
    ],
  },
  {
    username: 'duarte_pires',
    name: 'Duarte Pires',
    neighbourhood: 'Estrela',
    category: 'Bodywork',
    subcategory: 'Shiatsu',
    kind: 'massage',
    format: '1:1 Sessions',
    price: 70,
    modalities: ['Shiatsu', 'Energy Healing'],
    credentials: ['Diploma in Shiatsu (three-year course)', 'Member of a professional shiatsu association'],
    specialties: ['Digestive discomfort', 'Stress', 'Seasonal resets'],
    languages: ['Portuguese', 'English', 'Spanish'],
    years: 15,
    shortBio:
      'Zen shiatsu on a futon in a quiet street behind the Basílica da Estrela. Calm, precise, no oils.',
    bio: 'Duarte discovered shiatsu while studying philosophy in Coimbra and has practised it full time for fifteen years. He works fully clothed on a futon, using palms, thumbs and gentle rotations, and pays close attention to the season and to how you slept, ate and moved that week. Many clients book him at the turn of each season as a reset.',
    uniqueApproach:
      'Zen shiatsu that follows the seasons: steady pressure, no oils, and one or two simple stretches to take home each time.',
    applicationCategory: 'Massage',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 158,
    popularity: 0.75,
    extraAvailability: 'thu:a',
    gallery: ['massage-stones'],
    sessions: [
      {
        title: 'Zen Shiatsu Session',
        description:
          'A full-body Zen shiatsu treatment on a futon, fully clothed, after a short conversation and abdominal (hara) assessment. Pressure is steady and unhurried; you leave with one or two simple stretches for the week.',
        modality: 'Massage Therapy',
        location: 'Casa Hara, Rua de Santo Amaro, Estrela',
        when: 'mon 10:00, wed 16:00, fri 18:00',
        minutes: 60,
        capacity: 1,
        price: 70,
        image: 'massage-stones',
      },
    ],
    reviews: [
      [
        5,
        'Duarte is a master. Quiet, deliberate and incredibly effective for my stress-related stomach trouble.',
      ],
      [5, 'Came for my autumn reset and left feeling about ten years younger.'],
      [4, "Very skilled. Sessions are quiet, so don't expect a chat, which suited me fine."],
    ],
  },
  {
    username: 'mariana_gomes',
    name: 'Mariana Gomes',
    neighbourhood: 'Graça',
    category: 'Bodywork',
    subcategory: 'Reflexology',
    kind: 'massage',
    format: '1:1 Sessions',
    price: 50,
    modalities: ['Reflexology', 'Reiki'],
    credentials: ['Diploma in Clinical Reflexology', 'Reiki Level II'],
    specialties: ['Sleep', 'Fertility support', 'Relaxation in pregnancy'],
    languages: ['Portuguese', 'English', 'French'],
    years: 9,
    instagram: '@mariana.reflexo',
    shortBio: 'Warm, unhurried reflexology with a rosemary foot soak, in a tiled family house above Graça.',
    bio: 'Mariana grew up in Graça, and her treatment room is in the tiled family house where her grandmother once ran a sewing workshop. Every session begins with a warm foot soak with rosemary from the terrace, then precise, relaxing reflexology. She is known for her fertility and pregnancy support, always alongside medical care, never instead of it.',
    uniqueApproach:
      'Clinical reflexology in a home full of azulejos, with a foot soak, herbal tea and no rush. Always alongside medical care.',
    applicationCategory: 'Massage',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 145,
    popularity: 0.8,
    extraAvailability: 'fri:a',
    gallery: ['azulejo', 'massage-stones'],
    sessions: [
      {
        title: 'Reflexology with Rosemary Foot Soak',
        description:
          'A warm rosemary foot soak, then fifty minutes of clinical reflexology in a reclining chair. Relaxing enough to fall asleep to, precise enough to notice. A pregnancy-safe protocol is available from the second trimester.',
        modality: 'Massage Therapy',
        location: 'Casa dos Azulejos, Rua Damasceno Monteiro, Graça',
        when: 'tue 14:00, thu 11:00, sat 10:00',
        minutes: 60,
        capacity: 1,
        price: 50,
        image: 'azulejo',
      },
    ],
    reviews: [
      [
        5,
        'The foot soak alone is worth it. Mariana is gentle and so knowledgeable, and I slept like a baby.',
      ],
      [5, 'Went every week during my second trimester and it kept me sane. Such a beautiful tiled room.'],
      [4, 'Relaxing and kind. The climb up to Graça is a workout, so take the 28 tram.'],
    ],
  },
  {
    username: 'olivia_hart',
    name: 'Olivia Hart',
    neighbourhood: 'Santos',
    category: 'Bodywork',
    subcategory: 'Vinyasa',
    kind: 'yoga',
    format: 'Group Sessions',
    price: 38,
    modalities: ['Yoga', 'Breathwork'],
    credentials: ['RYT-500 yoga teacher', 'Anatomy for yoga teachers (60h)'],
    specialties: ['Strong flow', 'Alignment', 'Beginners welcome'],
    languages: ['English', 'Portuguese'],
    years: 8,
    instagram: '@olivia.flows',
    shortBio: 'Strong, music-led Vinyasa flows in a high-ceilinged Santos loft, with clear alignment cues.',
    bio: 'Olivia taught in Brighton for years before a winter trip to Lisbon turned into a permanent move. Her Vinyasa classes are strong and playful, set to carefully chosen music, with precise alignment cues that make you feel looked after in a full room. Her Sunday slow flow is the gentle counterpart.',
    uniqueApproach:
      'Strong, musical flows with real alignment teaching, so a busy class still feels like someone is watching out for you.',
    applicationCategory: 'Yoga',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 99,
    popularity: 0.85,
    extraAvailability: 'sat:m',
    gallery: ['yoga-window'],
    sessions: [
      {
        title: 'Morning Vinyasa Flow',
        description:
          'An energising hour of breath-led Vinyasa: sun salutations, standing sequences and an optional arm balance or inversion, finishing with a proper Savasana. Mats provided; coffee next door afterwards.',
        modality: 'Yoga',
        location: 'Loft Alma, Rua de Santos-o-Velho, Santos',
        when: 'tue 07:30, thu 07:30',
        minutes: 60,
        capacity: 16,
        price: 14,
        image: 'yoga-window',
      },
      {
        title: 'Sunday Slow Flow',
        description:
          'A slower, softer flow with longer holds, hip openers and a guided relaxation. Great for beginners, and for anyone who went out on Saturday night.',
        modality: 'Yoga',
        location: 'Loft Alma, Rua de Santos-o-Velho, Santos',
        when: 'sun 11:00',
        minutes: 75,
        capacity: 16,
        price: 16,
        image: 'yoga-window',
      },
    ],
    reviews: [
      [
        5,
        "Olivia's cues are so clear that I finally understand what my shoulders should be doing in downward dog.",
      ],
      [5, 'Great playlists, great energy, and she knows every regular by name.'],
      [4, 'Tough class! Brilliant teacher, but not quite the gentle start I expected at 7:30.'],
    ],
  },
  {
    username: 'rita_monteiro',
    name: 'Rita Monteiro',
    neighbourhood: 'Cascais',
    category: 'Bodywork',
    subcategory: 'Yoga for Surfers',
    kind: 'yoga',
    format: '1:1 & Group',
    price: 60,
    modalities: ['Yoga', 'Breathwork'],
    credentials: ['RYT-200 yoga teacher', 'Surf instructor, level 1'],
    specialties: ['Surfers', 'Mobility', 'Injury recovery'],
    languages: ['Portuguese', 'English', 'Spanish', 'German'],
    years: 6,
    instagram: '@rita.surfyoga',
    shortBio: 'Yoga for surfers and ocean lovers on a wooden deck above Praia da Conceição in Cascais.',
    bio: 'Rita has surfed the Cascais coast since she was nine and teaches yoga the way surfing taught her: mobile hips, strong shoulders and calm breath under pressure. Classes happen on a wooden deck above the beach, with the sea doing half the teaching. Her private sessions focus on mobility and coming back from injury.',
    uniqueApproach:
      'Yoga built around what surfing asks of the body: hips, upper back, shoulders and calm breath when the wave holds you down.',
    applicationCategory: 'Yoga',
    sessionLocation: 'Public space',
    joinedDaysAgo: 88,
    popularity: 0.75,
    extraAvailability: 'fri:m',
    gallery: ['atlantic-coast', 'yoga-window'],
    sessions: [
      {
        title: 'Surf Yoga on the Deck',
        description:
          'A strong, mobility-focused flow for surfers and anyone who loves the ocean: hips, upper back, shoulders and breath-hold practice for wipeouts. On a wooden deck above Praia da Conceição; we move indoors if the wind picks up.',
        modality: 'Yoga',
        location: 'Wooden deck above Praia da Conceição, Cascais',
        when: 'sat 09:00, mon 18:30',
        minutes: 75,
        capacity: 12,
        price: 18,
        image: 'atlantic-coast',
      },
      {
        title: 'Private Mobility & Recovery',
        description:
          'A one-to-one session built around your body and your sport: assessment, targeted mobility work and a short routine to do before you paddle out.',
        modality: 'Movement Therapy',
        location: 'Wooden deck above Praia da Conceição, Cascais',
        when: 'wed 10:00',
        minutes: 60,
        capacity: 1,
        price: 60,
        image: 'atlantic-coast',
      },
    ],
    reviews: [
      [5, 'My pop-up has never felt this easy. Rita knows exactly which muscles surfers neglect.'],
      [5, 'Yoga with the sound of the waves just below the deck. Heaven.'],
      [4, 'Great class, though it moved indoors twice because of the wind.'],
    ],
  },
  {
    username: 'gabriel_silva',
    name: 'Gabriel Silva',
    neighbourhood: 'Parque das Nações',
    category: 'Bodywork',
    subcategory: 'Craniosacral Therapy',
    kind: 'massage',
    format: '1:1 Sessions',
    price: 80,
    modalities: ['Energy Healing', 'Meditation'],
    credentials: ['Craniosacral therapy diploma (two-year training)', 'Degree in Physiotherapy'],
    specialties: ['Headaches', 'Jaw tension', 'A nervous system that will not settle'],
    languages: ['Portuguese', 'English'],
    years: 5,
    shortBio:
      'Gentle craniosacral therapy from a trained physiotherapist, a short walk from Oriente station.',
    bio: 'Gabriel worked as a physiotherapist in sports clinics before training in craniosacral therapy, drawn to how much could change with so little force. Sessions are very light-touch and deeply calming, and he explains what he is doing and why. He has just started offering sessions on Luz.',
    uniqueApproach:
      'A physiotherapist’s understanding of the body with the lightest possible touch. Calm, explained, never forced.',
    applicationCategory: 'Massage',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 13,
    popularity: 0.4,
    extraAvailability: 'thu:a',
    gallery: ['reiki-hands'],
    sessions: [
      {
        title: 'Craniosacral Therapy Session',
        description:
          'A light-touch, fully clothed treatment on a padded table, working gently with the head, spine and sacrum. Often chosen for headaches, jaw tension and a nervous system that will not settle.',
        modality: 'Massage Therapy',
        location: 'Clínica Maré, Alameda dos Oceanos, Parque das Nações',
        when: 'tue 17:00, sat 11:00',
        minutes: 60,
        capacity: 1,
        price: 80,
        image: 'reiki-hands',
      },
    ],
    reviews: [],
  },
  {
    username: 'helena_duarte',
    name: 'Helena Duarte',
    neighbourhood: 'Campo de Ourique',
    category: 'Energy Healing',
    subcategory: 'Crystal Healing',
    kind: 'energy',
    format: '1:1 Sessions',
    price: 65,
    modalities: ['Crystal Healing', 'Reiki', 'Meditation'],
    credentials: ['Crystal healing practitioner diploma', 'Usui Reiki Level II', 'Former geology teacher'],
    specialties: ['Emotional balance', 'Self-esteem', 'Life transitions'],
    languages: ['Portuguese', 'English'],
    years: 8,
    instagram: '@helena.cristais',
    shortBio:
      'Crystal layouts and Reiki in a bright room full of plants, two streets from the Jardim da Parada.',
    bio: 'Helena taught geology for twenty years, so she can tell you where each stone formed as well as why she chose it for you. Her sessions combine crystal layouts on and around the body with Reiki and a short guided visualisation. She keeps things gentle and grounded, and she never sells you stones.',
    uniqueApproach:
      'A geologist’s love of stones and a Reiki practitioner’s calm. Grounded, gentle and with nothing to buy afterwards.',
    applicationCategory: 'Energy Healing',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 167,
    popularity: 0.8,
    extraAvailability: 'thu:a',
    gallery: ['crystals', 'tropical-garden'],
    sessions: [
      {
        title: 'Crystal Healing & Reiki',
        description:
          'You rest fully clothed while Helena places a layout of quartz, amethyst and other stones on and around you, then adds Reiki and a short guided visualisation. Ends with a cup of tea and a few words about what she noticed.',
        modality: 'Energy Healing',
        location: 'Estúdio Verde, Rua Saraiva de Carvalho, Campo de Ourique',
        when: 'mon 15:00, wed 11:00, sat 16:00',
        minutes: 75,
        capacity: 1,
        price: 65,
        image: 'crystals',
      },
    ],
    reviews: [
      [
        5,
        'Helena explained the geology of every stone she used, which somehow made it all feel more real to me. Deeply relaxing.',
      ],
      [5, 'I was going through a breakup and she was so kind. I floated home.'],
      [
        4,
        "Lovely, peaceful session. I'm not sure about the crystals themselves, but the rest and the Reiki were wonderful.",
      ],
    ],
  },
  {
    username: 'amara_okafor',
    name: 'Amara Okafor',
    neighbourhood: 'Mouraria',
    category: 'Energy Healing',
    subcategory: 'Pranic Healing',
    kind: 'energy',
    format: '1:1 & Group',
    price: 55,
    modalities: ['Energy Healing', 'Reiki', 'Shamanic Healing'],
    credentials: ['Pranic Healing practitioner (advanced level)', 'Reiki Master'],
    specialties: ['Energy hygiene', 'Resilience for carers', 'Community circles'],
    languages: ['English', 'Portuguese'],
    years: 9,
    instagram: '@amara.energy',
    shortBio:
      'No-touch Pranic healing, drum journeys and a monthly community Reiki share in the heart of Mouraria.',
    bio: 'Amara was a social worker in London for a decade and came to energy work to look after herself, then her colleagues. Her no-touch Pranic healing sessions are calm and methodical, and her monthly Reiki shares are open to practitioners and the curious alike. She keeps a sliding scale for carers and healthcare workers.',
    uniqueApproach:
      'Energy work for people who look after others: practical, no-touch, and offered on a sliding scale to carers.',
    applicationCategory: 'Energy Healing',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 138,
    popularity: 0.8,
    extraAvailability: 'mon:a',
    gallery: ['reiki-hands', 'candles'],
    sessions: [
      {
        title: 'Pranic Healing Session',
        description:
          'A no-touch session: after a short conversation you sit or lie comfortably while Amara scans and clears your energy field and works on specific areas. Many people come for stress, low energy or the sense of carrying other people’s weight.',
        modality: 'Energy Healing',
        location: 'Casa Raiz, Largo da Severa, Mouraria',
        when: 'tue 12:00, thu 16:30',
        minutes: 60,
        capacity: 1,
        price: 55,
        image: 'reiki-hands',
      },
      {
        title: 'Community Reiki Share',
        description:
          'A warm, informal evening where practitioners and curious newcomers give and receive Reiki in small groups. Amara opens with a grounding meditation; tea and biscuits after. Attuned or not, everyone is welcome.',
        modality: 'Reiki',
        location: 'Casa Raiz, Largo da Severa, Mouraria',
        when: 'wed 19:00',
        every: 'month',
        minutes: 90,
        capacity: 16,
        price: 12,
        image: 'reiki-hands',
      },
      {
        title: 'Frame Drum Journey',
        description:
          'A guided journey to the steady beat of a frame drum, with time before to set an intention and time after to write and share. Grounded and unmystified: no substances, nothing you have to believe.',
        modality: 'Shamanic Healing',
        location: 'Casa Raiz, Largo da Severa, Mouraria',
        when: 'fri 19:30',
        every: 'fortnight',
        minutes: 90,
        capacity: 12,
        price: 20,
        image: 'candles',
      },
    ],
    reviews: [
      [
        5,
        "Amara's Reiki share is the friendliest evening in Lisbon. I went knowing nothing and was welcomed like family.",
      ],
      [5, "I'm a nurse and her sessions are how I keep going. Grounded, practical, no nonsense."],
      [
        4,
        'The drum journey was intense and beautiful. I would have liked a bit more time to share at the end.',
      ],
    ],
  },
  {
    username: 'clara_antunes',
    name: 'Clara Antunes',
    neighbourhood: 'Estrela',
    category: 'Energy Healing',
    subcategory: 'Karuna Reiki',
    kind: 'energy',
    format: '1:1 & Group',
    price: 70,
    modalities: ['Reiki', 'Energy Healing', 'Meditation'],
    credentials: ['Usui and Karuna Reiki Master-Teacher', 'Yoga Nidra facilitator'],
    specialties: ['Reiki training', 'Emotional release', 'Self-practice'],
    languages: ['Portuguese', 'English', 'Italian'],
    years: 14,
    instagram: '@clara.reiki.estrela',
    shortBio: 'Reiki treatments and Reiki Level I workshops in a calm, book-lined flat in Estrela.',
    bio: 'Clara has practised Reiki for fourteen years and taught more than three hundred students, many of whom now treat their own families. Her treatments are slow and deliberate; her workshops are practical, with lots of hands-on time and a clear handbook to take home. She is a good fit for people who want to learn to practise on themselves.',
    uniqueApproach:
      'I teach Reiki so people can use it at home, on themselves and their families, with clear steps and a lot of practice.',
    applicationCategory: 'Reiki',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 201,
    popularity: 0.8,
    extraAvailability: 'wed:e',
    gallery: ['reiki-hands', 'azulejo', 'candles'],
    sessions: [
      {
        title: 'Reiki Level I: Foundations Workshop',
        description:
          'The first step in learning Reiki: history, hand positions, self-treatment and your first attunement, with plenty of practice in pairs. Includes a printed handbook and an invitation to a follow-up practice evening.',
        modality: 'Reiki',
        location: 'Casa Clara, Rua da Lapa, Estrela',
        when: 'sat 10:00',
        every: 'month',
        minutes: 120,
        capacity: 8,
        price: 90,
        image: 'reiki-hands',
      },
      {
        title: 'Karuna Reiki Treatment',
        description:
          'A full Reiki treatment on a padded table with slow, deliberate hand positions and the Karuna Reiki symbols, finishing with a few minutes of guided breath to come back gently.',
        modality: 'Reiki',
        location: 'Casa Clara, Rua da Lapa, Estrela',
        when: 'tue 17:00, thu 10:00',
        minutes: 60,
        capacity: 1,
        price: 70,
        image: 'reiki-hands',
      },
    ],
    reviews: [
      [
        5,
        'The Level I workshop was brilliantly organised. I treat myself every night now and my sleep has changed.',
      ],
      [
        5,
        "Clara's treatments are like being wrapped in a warm blanket. She has been doing this a long time and it shows.",
      ],
      [
        4,
        "Great teacher, lots of practice time. The attunement itself felt subtle, but I liked that she didn't oversell it.",
      ],
    ],
  },
  {
    username: 'yuki_tanaka',
    name: 'Yuki Tanaka',
    neighbourhood: 'Príncipe Real',
    category: 'Energy Healing',
    subcategory: 'Jikiden Reiki',
    kind: 'energy',
    format: '1:1 Sessions',
    price: 75,
    modalities: ['Reiki', 'Meditation'],
    credentials: ['Jikiden Reiki assistant teacher', 'Japanese tea ceremony training'],
    specialties: ['Traditional Japanese Reiki', 'Chronic tiredness', 'Quiet'],
    languages: ['Japanese', 'English', 'Portuguese'],
    years: 10,
    instagram: '@yuki.jikiden',
    shortBio:
      'Traditional Japanese Reiki and a simple tea ritual, in a minimal room by the Príncipe Real garden.',
    bio: 'Yuki learned Jikiden Reiki in Kyoto, in the form practised in Japan before Reiki travelled west. Her sessions are quiet and minimal: a short assessment, long hand positions where the body asks for them, and a bowl of matcha to finish. Her room looks onto the great cedar in the Príncipe Real garden.',
    uniqueApproach:
      'Reiki as it is still practised in Japan: few words, long hand positions where they are needed, and tea to finish.',
    applicationCategory: 'Reiki',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 154,
    popularity: 0.85,
    extraAvailability: 'mon:m',
    gallery: ['reiki-hands', 'candles'],
    sessions: [
      {
        title: 'Jikiden Reiki & Tea',
        description:
          'A traditional Japanese Reiki treatment, with Yuki’s hands resting where the body most needs them, followed by a simple bowl of matcha in silence. Shoes off, phones away, time slows down.',
        modality: 'Reiki',
        location: 'Sala Kaze, Praça do Príncipe Real',
        when: 'wed 15:00, fri 11:00, sat 14:00',
        minutes: 75,
        capacity: 1,
        price: 75,
        image: 'reiki-hands',
      },
    ],
    reviews: [
      [5, 'The most peaceful seventy-five minutes of my year. The matcha at the end is a perfect ritual.'],
      [5, "Yuki's hands get very warm exactly where I hold tension. Quiet, minimal and very powerful."],
      [5, "I've had Reiki in four countries and this was the most refined."],
    ],
  },
  {
    username: 'beatriz_lopes',
    name: 'Beatriz Lopes',
    neighbourhood: 'Cascais',
    category: 'Energy Healing',
    subcategory: 'Crystal Healing',
    kind: 'energy',
    format: '1:1 & Group',
    price: 80,
    modalities: ['Crystal Healing', 'Reiki', 'Sound Healing'],
    credentials: ['Crystal therapy diploma', 'Reiki Master', 'Crystal singing bowl practitioner'],
    specialties: ['Day retreats', "Women's circles", 'Energy balancing'],
    languages: ['Portuguese', 'English', 'French'],
    years: 11,
    instagram: '@beatriz.cristal.cascais',
    shortBio:
      'Crystal healing, Reiki and crystal bowl circles in a garden studio in Cascais, close to the sea.',
    bio: 'Beatriz runs a garden studio in Cascais where the sea is audible on quiet afternoons. Her one-to-one sessions blend crystal layouts and Reiki; her Sunday circles add crystal bowls, a short meditation and fresh mint tea from the garden. Lisbon clients often make a day of it with the train along the coast.',
    uniqueApproach:
      'A garden studio by the sea, crystals, Reiki and crystal bowls, and enough time afterwards to sit in the garden with tea.',
    applicationCategory: 'Energy Healing',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 124,
    popularity: 0.75,
    extraAvailability: 'fri:a',
    gallery: ['crystals', 'atlantic-coast', 'tropical-garden'],
    sessions: [
      {
        title: 'Crystal Healing & Reiki by the Sea',
        description:
          'A layout of crystals on and around your body, Reiki through the main energy centres and a few minutes of crystal bowls to close. Calm, unhurried, and followed by tea in the garden.',
        modality: 'Energy Healing',
        location: 'Garden studio near Parque Marechal Carmona, Cascais',
        when: 'thu 15:00, sat 11:00',
        minutes: 75,
        capacity: 1,
        price: 80,
        image: 'crystals',
      },
      {
        title: 'Sunday Crystal Bowl Circle',
        description:
          'A small circle in the garden studio: intention setting, a guided meditation holding a crystal, and a warm bath of crystal bowls as the light drops over the bay.',
        modality: 'Sound Healing',
        location: 'Garden studio near Parque Marechal Carmona, Cascais',
        when: 'sun 17:00',
        every: 'fortnight',
        minutes: 90,
        capacity: 10,
        price: 30,
        image: 'crystals',
      },
    ],
    reviews: [
      [5, "Worth the train ride. Beatriz's garden studio is a little paradise and I came home glowing."],
      [5, 'The Sunday circle is beautiful, small and warm. And the mint tea at the end!'],
      [4, 'Lovely, very gentle session. A bit pricey, but she gives you a generous 75 minutes.'],
    ],
  },
  {
    username: 'ines_machado',
    name: 'Inês Machado',
    neighbourhood: 'Santos',
    category: 'Breathwork',
    subcategory: 'Conscious Connected Breathing',
    kind: 'breath',
    format: '1:1 & Group',
    price: 85,
    modalities: ['Breathwork', 'Meditation', 'Ecstatic Dance'],
    credentials: ['Certified breathwork facilitator (400h)', 'Trauma-informed practice training'],
    specialties: ['Anxiety', 'Emotional release', "Women's groups"],
    languages: ['Portuguese', 'English', 'Spanish'],
    years: 7,
    instagram: '@ines.respira',
    shortBio:
      "Conscious connected breathwork, one-to-one and in a monthly women's circle, in a riverside studio in Santos.",
    bio: "Inês came to breathwork after years of panic attacks that talking therapy alone couldn't reach. She works slowly and trauma-informed, with a lot of preparation and integration, and she will tell you honestly when a session is not right for you yet. Her monthly women's circle is one of the warmest rooms in the city.",
    uniqueApproach:
      'Slow, trauma-informed breathwork with real preparation and integration, and the honesty to say when it is not the right time.',
    applicationCategory: 'Breathwork',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 107,
    popularity: 0.8,
    extraAvailability: 'tue:a',
    gallery: ['candles', 'tagus-sunrise'],
    sessions: [
      {
        title: 'Conscious Connected Breath (Private)',
        description:
          'A private breathwork session with time to prepare, a 45-minute guided breath to music, and unhurried integration afterwards. Suitable for first-timers; a short intake form is sent after booking.',
        modality: 'Breathwork',
        location: 'Estúdio Respira, Avenida 24 de Julho, Santos',
        when: 'mon 11:00, thu 17:30',
        minutes: 90,
        capacity: 1,
        price: 85,
        image: 'tagus-sunrise',
      },
      {
        title: "Women's Breath Circle",
        description:
          'A monthly circle for women: an opening share, a guided conscious connected breath with live drum and voice, and a long, cosy integration with tea and journaling.',
        modality: 'Breathwork',
        location: 'Estúdio Respira, Avenida 24 de Julho, Santos',
        when: 'fri 19:00',
        every: 'month',
        minutes: 120,
        capacity: 12,
        price: 40,
        image: 'candles',
      },
    ],
    reviews: [
      [5, "Inês is so careful and kind. I let go of something in that session I'd been carrying for years."],
      [5, "The women's circle felt like coming home. Beautifully held."],
      [4, "Intense and wonderful. Keep the evening free afterwards, you won't want to do anything."],
    ],
  },
  {
    username: 'daniel_weiss',
    name: 'Daniel Weiss',
    neighbourhood: 'Parque das Nações',
    category: 'Breathwork',
    subcategory: 'Pranayama',
    kind: 'breath',
    format: 'Group Sessions',
    price: 40,
    modalities: ['Breathwork', 'Yoga', 'Meditation'],
    credentials: ['Pranayama teacher training, Mysore (2014)', 'RYT-500 yoga teacher'],
    specialties: ['Pranayama', 'Focus', 'Morning routines'],
    languages: ['German', 'English', 'Portuguese'],
    years: 10,
    shortBio:
      'Classical pranayama and short seated meditation, early mornings in a glass-walled studio by the river.',
    bio: 'Daniel is an engineer by training who found pranayama in Mysore and never stopped counting breaths. His early classes are methodical and quietly intense: alternate nostril breathing, gentle retention and bandhas, taught step by step and progressed over the weeks. Regulars say it is the best focus tool they know.',
    uniqueApproach:
      'Classical pranayama taught like a curriculum: one step at a time, week after week, until it is yours.',
    applicationCategory: 'Breathwork',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 116,
    popularity: 0.7,
    extraAvailability: 'tue:m',
    gallery: ['tagus-sunrise', 'yoga-window'],
    sessions: [
      {
        title: 'Morning Pranayama',
        description:
          'A structured hour of classical pranayama: preparation, alternate nostril breathing, kapalabhati and gentle retentions, ending in a short silent sit. Each week builds on the last; beginners are shown the basics.',
        modality: 'Breathwork',
        location: 'Estúdio Vidro, Rua do Bojador, Parque das Nações',
        when: 'mon 07:30, wed 07:30',
        minutes: 60,
        capacity: 12,
        price: 12,
        image: 'tagus-sunrise',
      },
      {
        title: 'Pranayama Foundations Workshop',
        description:
          'Two hours to learn the foundations properly: the anatomy of breathing, how to sit, the key techniques and how to build a safe daily practice. Handouts included.',
        modality: 'Breathwork',
        location: 'Estúdio Vidro, Rua do Bojador, Parque das Nações',
        when: 'sat 10:00',
        every: 'month',
        minutes: 120,
        capacity: 14,
        price: 35,
        image: 'yoga-window',
      },
    ],
    reviews: [
      [5, "Daniel's classes are precise and quietly powerful. My focus at work has changed completely."],
      [4, 'Very methodical, maybe a little dry for some, but I love the structure.'],
      [
        5,
        'The foundations workshop answered every question left over from years of half-understood online breathing videos.',
      ],
    ],
  },
  {
    username: 'kiran_mehta',
    name: 'Kiran Mehta',
    neighbourhood: 'Avenidas Novas',
    category: 'Breathwork',
    subcategory: 'Coherent Breathing',
    kind: 'breath',
    format: '1:1 Sessions',
    price: 90,
    modalities: ['Breathwork', 'Meditation'],
    credentials: ['Certified breath coach (functional breathing)', 'MSc in Sport Science'],
    specialties: ['Anxiety', 'Sleep', 'Sport performance'],
    languages: ['English', 'Hindi', 'Portuguese'],
    years: 4,
    instagram: '@kiran.breathcoach',
    shortBio:
      'Functional breath coaching with heart-rate variability feedback, for anxiety, sleep and performance.',
    bio: 'Kiran is a former competitive swimmer and sports scientist who now coaches breathing for everyday life. Sessions combine simple measurements, like your breath-hold time and heart-rate variability, with slow, coherent breathing you can practise anywhere. He moved to Lisbon from Mumbai last year and is new to Luz.',
    uniqueApproach:
      'Measure, practise, measure again: breathing coaching with heart-rate variability feedback, so you can see the change as well as feel it.',
    applicationCategory: 'Breathwork',
    sessionLocation: 'Your studio/office',
    joinedDaysAgo: 16,
    popularity: 0.45,
    extraAvailability: 'sat:m',
    gallery: ['tagus-sunrise'],
    sessions: [
      {
        title: 'Breath Coaching with HRV',
        description:
          'A one-to-one session that measures how you breathe today, then teaches slow, coherent breathing with live heart-rate variability feedback. You leave with a five-minute daily protocol and a follow-up plan.',
        modality: 'Breathwork',
        location: 'Estúdio Ar, Avenida Elias Garcia, Avenidas Novas',
        when: 'tue 08:30, thu 19:00',
        minutes: 60,
        capacity: 1,
        price: 90,
        image: 'tagus-sunrise',
      },
    ],
    reviews: [],
  },
  {
    username: 'miguel_ferreira',
    name: 'Miguel Ferreira',
    neighbourhood: 'Alfama',
    category: 'Meditation',
    subcategory: 'Guided',
    kind: 'meditation',
    format: 'Group Sessions',
    price: 35,
    modalities: ['Meditation', 'Breathwork'],
    credentials: ['Meditation teacher training (200h)', 'Ten years of silent retreat practice'],
    specialties: ['Sunrise sits', 'Beginners', 'Gratitude practice'],
    languages: ['Portuguese', 'English', 'Italian'],
    years: 8,
    instagram: '@miguel.medita',
    shortBio: 'Sunrise guided meditations at the miradouros of Alfama, with the city waking up below.',
    bio: 'Miguel has lived in Alfama all his life and knows the hour the sun reaches every miradouro. His sunrise meditations are short, guided and friendly, followed by coffee at a tiny café he has been going to since he was a boy. They are a gentle way to meet the city, and yourself, before it gets busy.',
    uniqueApproach:
      'Meditation as a way of meeting Lisbon at its quietest hour: short, guided, friendly, and followed by a good coffee.',
    applicationCategory: 'Meditation',
    sessionLocation: 'Public space',
    joinedDaysAgo: 179,
    popularity: 0.85,
    extraAvailability: 'sat:m',
    gallery: ['alfama-rooftops', 'azulejo', 'candles'],
    sessions: [
      {
        title: 'Sunrise Meditation at Santa Luzia',
        description:
          'A guided meditation on the terrace of the Miradouro de Santa Luzia as the light comes up over the river and the rooftops of Alfama. Bring a cushion or borrow one of ours; coffee afterwards at a café around the corner (not included).',
        modality: 'Meditation',
        location: 'Miradouro de Santa Luzia, Alfama',
        when: 'tue 07:30, thu 07:30',
        minutes: 60,
        capacity: 14,
        price: 12,
        image: 'alfama-rooftops',
      },
      {
        title: 'Candlelit Gratitude Meditation',
        description:
          'A candlelit guided meditation in a small vaulted room: a body scan, a loving-kindness practice and three minutes of writing down what went well this week.',
        modality: 'Meditation',
        location: 'Sala Abóbada, Rua de São Miguel, Alfama',
        when: 'sun 19:00',
        minutes: 60,
        capacity: 12,
        price: 15,
        image: 'candles',
      },
    ],
    reviews: [
      [
        5,
        "Watching Alfama wake up while Miguel guides you is something I'll remember for the rest of my life.",
      ],
      [5, 'Friendly, funny, genuine. And the café afterwards is one of the best kept secrets in Lisbon.'],
      [4, 'Beautiful spot. Tourists start arriving towards the end, but Miguel handles it with grace.'],
    ],
  },
];

/** Generic comments by practice, shared out among guides of that kind: [rating, comment]. */
const REVIEW_POOLS: Record<Kind, [number, string][]> = {
  sound: [
    [
      5,
      "I didn't expect to feel the sound in my body as much as hear it. I floated out onto the street afterwards.",
    ],
    [5, 'Came with my partner for our anniversary: a lovely, unusual thing to do together in Lisbon.'],
    [4, 'Deeply relaxing. The blankets and eye pillows make all the difference.'],
    [5, 'My mind usually races all evening; this was the first time in weeks it went quiet.'],
    [
      3,
      "Beautiful instruments, but someone snoring next to me made it hard to settle. Not the guide's fault!",
    ],
    [5, 'Three sessions in and I am sleeping through the night again.'],
  ],
  energy: [
    [5, 'I arrived sceptical and left oddly emotional, in the best way. Respectful and gentle throughout.'],
    [4, 'Very calm session. Hard to describe what happened, but my shoulders dropped an inch.'],
    [5, 'Booked after a rough month and it was exactly the pause I needed. Kind, unhurried and warm.'],
    [5, "Such a peaceful room and such attentive care. I've already booked my mum in."],
    [3, "Pleasant and relaxing, though I didn't feel much energetically. It might just not be for me."],
    [5, 'The conversation at the start made me feel heard before anything had even begun.'],
  ],
  breath: [
    [5, 'Unlike anything I have done before: tingling from head to toe, then a huge wave of calm.'],
    [4, 'Challenging but very worth it. Go on an emptyish stomach.'],
    [5, 'My anxiety has been noticeably lower all week. I am going back.'],
    [3, 'Interesting experience, but the group was a bit big to get much individual attention.'],
    [5, 'I never realised how shallow my breathing was. Practical tools I now use every day.'],
    [4, 'Powerful and well held. I would have liked a few more minutes of rest at the end.'],
  ],
  meditation: [
    [5, 'Simple, warm and never preachy. The best hour of my week.'],
    [5, "I brought a friend who'd never meditated and now she's more hooked than I am."],
    [4, 'A lovely practice. The room was a little cold at the start, but blankets were offered.'],
    [5, 'Finally a class where I did not feel I was doing it wrong.'],
    [3, 'Nice teacher, but the pace was a bit slow for me. Probably perfect for complete beginners.'],
    [4, 'Good practical tips I can actually use at my desk.'],
  ],
  yoga: [
    [5, "Strong but accessible. I'm slowly getting my flexibility back after years of neglect."],
    [5, 'The best Savasana in the city, full stop.'],
    [4, 'Great class and a lovely crowd. Mats are provided, but bring your own if you are particular.'],
    [5, 'Clear cues, good music, kind adjustments: exactly what I look for in a teacher.'],
    [3, 'Good teacher, but the class was full and a bit cramped on the day I went.'],
    [5, 'I left taller than I arrived. Really thoughtful sequencing.'],
  ],
  massage: [
    [5, 'Professional, attentive and exactly the right pressure. My back has thanked me all week.'],
    [5, 'I could barely turn my head when I arrived and left with full range of motion.'],
    [4, 'Very good treatment. The studio is a little tricky to find, so follow the directions in the email.'],
    [5, 'Asked about old injuries first and adapted everything. I felt safe and looked after.'],
    [3, 'Solid session, but a little rushed at the end because the next client was waiting.'],
    [4, "Great technique and a calm space. I'd happily go again."],
  ],
};

interface SeekerSeed {
  username: string;
  name: string;
  city: string;
  country: string;
  joinedDaysAgo: number;
  bio?: string;
}

/** Seekers; sofia first. */
const SEEKERS: SeekerSeed[] = [
  {
    username: 'sofia',
    name: 'Sofia Almeida',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 152,
    bio: 'Architect and weekend ceramicist, learning to slow down one gong bath at a time.',
  },
  { username: 'ines_moreira', name: 'Inês Moreira', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 187 },
  {
    username: 'tomas_barbosa',
    name: 'Tomás Barbosa',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 176,
  },
  {
    username: 'beatriz_fonseca',
    name: 'Beatriz Fonseca',
    city: 'Oeiras',
    country: 'Portugal',
    joinedDaysAgo: 171,
    bio: 'Nurse on night shifts. Sound baths are how I land.',
  },
  {
    username: 'diogo_marques',
    name: 'Diogo Marques',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 166,
  },
  {
    username: 'leonor_castro',
    name: 'Leonor Castro',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 160,
  },
  {
    username: 'francisco_teixeira',
    name: 'Francisco Teixeira',
    city: 'Almada',
    country: 'Portugal',
    joinedDaysAgo: 158,
  },
  {
    username: 'catarina_pinto',
    name: 'Catarina Pinto',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 149,
  },
  {
    username: 'rodrigo_mendes',
    name: 'Rodrigo Mendes',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 145,
  },
  {
    username: 'mafalda_correia',
    name: 'Mafalda Correia',
    city: 'Cascais',
    country: 'Portugal',
    joinedDaysAgo: 141,
    bio: 'Surfer, mum of two, forever chasing a quiet hour.',
  },
  {
    username: 'goncalo_rodrigues',
    name: 'Gonçalo Rodrigues',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 138,
  },
  { username: 'madalena_sa', name: 'Madalena Sá', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 134 },
  {
    username: 'afonso_cardoso',
    name: 'Afonso Cardoso',
    city: 'Sintra',
    country: 'Portugal',
    joinedDaysAgo: 131,
  },
  {
    username: 'emma_schmidt',
    name: 'Emma Schmidt',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 129,
    bio: 'UX designer from Hamburg, three years in Lisbon. Breathwork convert.',
  },
  { username: 'lukas_becker', name: 'Lukas Becker', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 126 },
  { username: 'chloe_martin', name: 'Chloé Martin', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 122 },
  { username: 'hannah_muller', name: 'Hannah Müller', city: 'Berlin', country: 'Germany', joinedDaysAgo: 40 },
  {
    username: 'james_whitfield',
    name: 'James Whitfield',
    city: 'London',
    country: 'United Kingdom',
    joinedDaysAgo: 58,
  },
  { username: 'alice_dupont', name: 'Alice Dupont', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 118 },
  {
    username: 'marco_bianchi',
    name: 'Marco Bianchi',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 115,
    bio: 'Chef. My back needs all the help it can get.',
  },
  {
    username: 'giulia_romano',
    name: 'Giulia Romano',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 112,
  },
  {
    username: 'lars_johansson',
    name: 'Lars Johansson',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 109,
  },
  { username: 'freya_nilsen', name: 'Freya Nilsen', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 106 },
  { username: 'noah_cohen', name: 'Noah Cohen', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 103 },
  { username: 'maya_levi', name: 'Maya Levi', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 100 },
  { username: 'ava_thompson', name: 'Ava Thompson', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 97 },
  { username: 'ethan_walker', name: 'Ethan Walker', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 94 },
  { username: 'sakura_ito', name: 'Sakura Ito', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 91 },
  { username: 'mei_chen', name: 'Mei Chen', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 88 },
  {
    username: 'arjun_nair',
    name: 'Arjun Nair',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 85,
    bio: 'Software engineer working on sitting less and breathing more.',
  },
  {
    username: 'fatima_benali',
    name: 'Fatima Benali',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 83,
  },
  {
    username: 'youssef_amrani',
    name: 'Youssef Amrani',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 80,
  },
  { username: 'camila_rojas', name: 'Camila Rojas', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 78 },
  { username: 'mateo_garcia', name: 'Mateo García', city: 'Madrid', country: 'Spain', joinedDaysAgo: 35 },
  {
    username: 'valentina_cruz',
    name: 'Valentina Cruz',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 74,
  },
  {
    username: 'ana_beatriz_lima',
    name: 'Ana Beatriz Lima',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 71,
  },
  { username: 'thiago_rocha', name: 'Thiago Rocha', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 66 },
  { username: 'bruna_azevedo', name: 'Bruna Azevedo', city: 'Porto', country: 'Portugal', joinedDaysAgo: 27 },
  { username: 'nuno_ventura', name: 'Nuno Ventura', city: 'Lisbon', country: 'Portugal', joinedDaysAgo: 12 },
  {
    username: 'clara_sequeira',
    name: 'Clara Sequeira',
    city: 'Lisbon',
    country: 'Portugal',
    joinedDaysAgo: 4,
  },
];

interface ApplicantSeed {
  username: string;
  name: string;
  city: string;
  status: 'pending' | 'rejected';
  daysAgo: number;
  category: ApplicationCategory;
  subcategory: string;
  years: number;
  languages: string[];
  sessionLocation: SessionLocation;
  sessionLocationOther?: string;
  sessionFormat: ApplicationFormat;
  offerGroupSessions: boolean;
  /** Whole euros. */
  price: number;
  groupPrice?: number;
  bio: string;
  uniqueApproach: string;
  certification1: string;
  certification2?: string;
  instagram?: string;
  reference?: boolean;
  photo: boolean;
}

const APPLICANTS: ApplicantSeed[] = [
  {
    username: 'matilde_rocha',
    name: 'Matilde Rocha',
    city: 'Lisbon',
    status: 'pending',
    daysAgo: 2,
    category: 'Other',
    subcategory: 'Cacao Ceremony',
    years: 4,
    languages: ['Portuguese', 'English'],
    sessionLocation: 'Your studio/office',
    sessionFormat: 'Group In-Person',
    offerGroupSessions: true,
    price: 60,
    groupPrice: 35,
    bio: 'I hold gentle cacao ceremonies with journaling, breath and live guitar in a small studio in Arroios. Before this I spent eight years as a primary school teacher, which taught me how to hold a room with patience and humour.',
    uniqueApproach:
      'Ceremonial cacao without the mystique: I explain where it comes from, who grew it and why we drink it slowly, then we rest and write.',
    certification1: 'Cacao ceremony facilitator training (60h)',
    certification2: 'Yoga teacher training (200h)',
    instagram: '@matilde.cacau',
    reference: true,
    photo: true,
  },
  {
    username: 'hugo_valente',
    name: 'Hugo Valente',
    city: 'Lisbon',
    status: 'pending',
    daysAgo: 4,
    category: 'Massage',
    subcategory: 'Ayurvedic Abhyanga',
    years: 7,
    languages: ['Portuguese', 'English', 'French'],
    sessionLocation: "Client's location",
    sessionFormat: '1:1 In-Person',
    offerGroupSessions: false,
    price: 80,
    bio: 'Ayurvedic oil massage (abhyanga) learned over two long stays in Kerala. I bring a folding table, warm oils and everything else to your home, anywhere in central Lisbon.',
    uniqueApproach:
      'A full Ayurvedic ritual at home: warm herbal oils chosen for the season and for you, slow rhythmic strokes, and time to rest afterwards.',
    certification1: 'Diploma in Ayurvedic Massage, Kerala',
    certification2: 'Certified massage therapist',
    reference: true,
    photo: true,
  },
  {
    username: 'chloe_dubois',
    name: 'Chloé Dubois',
    city: 'Lisbon',
    status: 'pending',
    daysAgo: 1,
    category: 'Yoga',
    subcategory: 'Kundalini Yoga',
    years: 2,
    languages: ['French', 'English'],
    sessionLocation: 'Public space',
    sessionFormat: 'Group In-Person',
    offerGroupSessions: true,
    price: 50,
    groupPrice: 15,
    bio: 'Kundalini yoga at sunset in the Jardim do Torel, with breath, mantra and a lot of laughter. I moved from Marseille last spring and teach in French and English.',
    uniqueApproach:
      'Kundalini for people who find it intimidating: I keep the kriyas short, explain the mantras and never ask anyone to wear white.',
    certification1: 'Kundalini yoga teacher training, level 1',
    instagram: '@chloe.kundalini.lx',
    photo: true,
  },
  {
    username: 'samuel_adeyemi',
    name: 'Samuel Adeyemi',
    city: 'Almada',
    status: 'pending',
    daysAgo: 6,
    category: 'Sound Healing',
    subcategory: 'Handpan & Voice',
    years: 7,
    languages: ['English', 'Portuguese'],
    sessionLocation: 'Other',
    sessionLocationOther: 'Rooftop terraces and community spaces in Cais do Sodré and Almada',
    sessionFormat: 'Workshop',
    offerGroupSessions: true,
    price: 70,
    groupPrice: 25,
    bio: 'Handpan player and singer offering sound journeys on rooftops as the sun goes down over the river. I have played in hospices and schools and love bringing sound to people who would never book a spa.',
    uniqueApproach:
      'Live handpan and voice outdoors at golden hour, with a short breathing practice and plenty of silence between the notes.',
    certification1: 'Sound healing practitioner certificate',
    certification2: 'Music therapy foundation course',
    instagram: '@samuel.handpan',
    reference: true,
    photo: true,
  },
  {
    username: 'victor_hale',
    name: 'Victor Hale',
    city: 'Lisbon',
    status: 'rejected',
    daysAgo: 41,
    category: 'Coaching',
    subcategory: 'Manifestation Coaching',
    years: 1,
    languages: ['English'],
    sessionLocation: 'Online',
    sessionFormat: '1:1 Online',
    offerGroupSessions: false,
    price: 150,
    bio: 'Manifestation coaching to attract wealth, love and success. My clients see guaranteed results within 21 days or we keep working until they do.',
    uniqueApproach: 'A proprietary 21-day abundance system that rewires your subconscious for success.',
    certification1: 'Online manifestation course certificate',
    photo: false,
  },
];

/** Notes seekers sometimes leave when booking. */
const BOOKING_NOTES = [
  'First time trying this, a little nervous!',
  'I have a lower back injury, so I may need a modification or two.',
  'Coming straight from work, might be two or three minutes late.',
  "Could I bring my own mat? I'm used to it.",
  'Booked this as a birthday present to myself.',
  'Recovering from a cold, but feeling much better now.',
  'Is there somewhere to leave a bicycle?',
  "I'm 20 weeks pregnant. Please let me know if anything should change.",
  'A friend recommended you, looking forward to it.',
  'Sensitive to strong scents, so no incense please if possible.',
];

/** Sofia's own story: what she booked, what she thought of it. `near` is days from now. */
const SOFIA_PLAN: {
  guide: string;
  template: number;
  near: number;
  outcome: 'completed' | 'confirmed' | 'cancelled';
  review?: [number, string];
}[] = [
  {
    guide: 'marta',
    template: 0,
    near: -20,
    outcome: 'completed',
    review: [
      5,
      'My third full moon bath with Marta and it keeps getting better. She played a new planetary gong this time and the whole room went completely still.',
    ],
  },
  {
    guide: 'joao_tavares',
    template: 0,
    near: -35,
    outcome: 'completed',
    review: [
      5,
      "João made me feel at ease from the first minute. I've had anxious mornings for months and slept deeply that night.",
    ],
  },
  {
    guide: 'lea_moreau',
    template: 0,
    near: -49,
    outcome: 'completed',
    review: [
      4,
      "An intense, beautiful journey. I wasn't ready for how emotional I'd get, but Léa and my sitter were lovely. The room got a bit hot.",
    ],
  },
  {
    guide: 'nadia_haddad',
    template: 1,
    near: -21,
    outcome: 'completed',
    review: [
      5,
      "The bowls-on-the-body session was exactly what my tight shoulders needed. The courtyard studio is a little secret I'm keeping.",
    ],
  },
  {
    guide: 'ana_sousa',
    template: 0,
    near: -13,
    outcome: 'completed',
    review: [
      5,
      "Ana's Monday sit has become my anchor for the week. Practical, warm and not at all preachy.",
    ],
  },
  { guide: 'rafael_costa', template: 0, near: -9, outcome: 'completed' },
  { guide: 'sara_martins', template: 0, near: -4, outcome: 'completed' },
  { guide: 'olivia_hart', template: 1, near: -16, outcome: 'cancelled' },
  { guide: 'marta', template: 1, near: 3, outcome: 'confirmed' },
  { guide: 'priya_raman', template: 0, near: 5, outcome: 'confirmed' },
  { guide: 'helena_duarte', template: 0, near: 10, outcome: 'confirmed' },
];
const SOFIA_FAVORITES = ['marta', 'joao_tavares', 'nadia_haddad', 'priya_raman', 'yuki_tanaka'];

// ---------------------------------------------------------------------------------------------
// Machinery
// ---------------------------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PAST_DAYS = 70;
const FUTURE_DAYS = 56;
const COMMISSION_RATE = 0.15;
const CHUNK_ROWS = 500;
const SEED = 0x4c757a;

/** mulberry32: a tiny, good-enough PRNG; the same seed gives the same demo every time. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  float(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  between(min: number, max: number): number {
    return min + (max - min) * this.float();
  }
  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1));
  }
  chance(p: number): boolean {
    return this.float() < p;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

const WEEKDAY_BY_ABBREVIATION: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};
/** Indexed like Date#getUTCDay. */
const WEEKDAY_BY_INDEX: Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const WEEKDAY_ORDER: Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
const SLOT_ORDER = ['morning', 'afternoon', 'evening'] as const;
const SLOT_BY_LETTER: Record<string, (typeof SLOT_ORDER)[number]> = {
  m: 'morning',
  a: 'afternoon',
  e: 'evening',
};

interface Slot {
  day: number | null;
  hour: number;
  minute: number;
}

function parseWhen(when: string): Slot[] {
  return when.split(',').map((part) => {
    const match = /^(?:([a-z]{3}) )?(\d{2}):(\d{2})$/.exec(part.trim());
    if (!match) throw new Error(`Bad demo slot "${part}"`);
    const day = match[1] === undefined ? null : WEEKDAY_BY_ABBREVIATION[match[1]];
    if (day === undefined) throw new Error(`Bad demo weekday "${part}"`);
    return { day, hour: Number(match[2]), minute: Number(match[3]) };
  });
}

function slotOfHour(hour: number): (typeof SLOT_ORDER)[number] {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

function lisbonDateKey(instant: number): string {
  const t = lisbonClock(instant);
  return `${t.getFullYear()}-${t.getMonth()}-${t.getDate()}`;
}

/** Lisbon dates ("y-m-d", month 0-based) of the full moons between two instants (mean lunation). */
function fullMoonDates(from: number, to: number): Set<string> {
  const synodicMonth = 29.530588853 * DAY;
  const referenceNewMoon = Date.UTC(2000, 0, 6, 18, 14);
  const keys = new Set<string>();
  let k = Math.floor((from - referenceNewMoon) / synodicMonth) - 1;
  for (;;) {
    const instant = referenceNewMoon + (k + 0.5) * synodicMonth;
    if (instant > to) break;
    if (instant >= from) keys.add(lisbonDateKey(instant));
    k++;
  }
  return keys;
}

function experienceLevel(years: number): string {
  const levels = [...EXPERIENCE_LEVELS].reverse();
  return (levels.find((level) => years >= level.years) ?? EXPERIENCE_LEVELS[0]).label;
}

function applicationFormat(format: OfferFormat): ApplicationFormat {
  return format === 'Group Sessions' ? 'Group In-Person' : '1:1 In-Person';
}

const APPLICATION_LANGUAGE_SET = new Set(['English', 'Portuguese', 'Spanish', 'French', 'German', 'Italian']);
function applicationLanguages(languages: readonly string[]): string[] {
  const out = languages.map((l) => (APPLICATION_LANGUAGE_SET.has(l) ? l : 'Other'));
  return [...new Set(out)];
}

function demoEmail(username: string): string {
  return `${username.replaceAll('_', '.')}@example.com`;
}

const minTime = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));
const maxTime = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

// ---------------------------------------------------------------------------------------------
// Building the rows
// ---------------------------------------------------------------------------------------------

type UserRow = PgInsertValue<typeof users>;
type ProfileRow = PgInsertValue<typeof profiles>;
type ApplicationRow = PgInsertValue<typeof guideApplications>;
type SessionRow = PgInsertValue<typeof sessions>;
type BookingRow = PgInsertValue<typeof bookings>;
type ReviewRow = PgInsertValue<typeof reviews>;
type FavoriteRow = PgInsertValue<typeof favorites>;

interface Hashes {
  admin: string;
  guide: string;
  seeker: string;
  unlisted: string;
}

interface Bases {
  users: number;
  profiles: number;
  applications: number;
  sessions: number;
  bookings: number;
  reviews: number;
  favorites: number;
}

interface PlannedSession {
  guide: number;
  template: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  price: number;
  createdAt: Date;
  cancelledAt: Date | null;
  oneToOne: boolean;
  /** Seeker indexes holding a live (or, once past, completed) booking. */
  attendees: number[];
  /** Seeker indexes who booked and then cancelled. */
  cancellers: number[];
  id: number;
}

interface PlannedBooking {
  session: PlannedSession;
  seeker: number;
  status: 'confirmed' | 'completed' | 'cancelled';
  createdAt: Date;
  cancelledAt: Date | null;
  notes: string | null;
  id: number;
}

interface DemoRows {
  users: UserRow[];
  profiles: ProfileRow[];
  applications: ApplicationRow[];
  sessions: SessionRow[];
  bookings: BookingRow[];
  reviews: ReviewRow[];
  favorites: FavoriteRow[];
}

function buildDemo(now: Date, hashes: Hashes, bases: Bases): DemoRows {
  const random = new Random(SEED);
  const nowMs = now.getTime();
  const ago = (days: number) => new Date(nowMs - days * DAY);
  /** Never later than a few minutes ago. */
  const notFuture = (date: Date) => minTime(date, new Date(nowMs - 5 * MINUTE));

  // --- Users ----------------------------------------------------------------------------------
  const adminId = bases.users + 1;
  const guideId = (g: number) => bases.users + 2 + g;
  const seekerId = (s: number) => bases.users + 2 + GUIDES.length + s;
  const applicantId = (a: number) => bases.users + 2 + GUIDES.length + SEEKERS.length + a;
  const adminCreatedAt = addHours(ago(214), 10);

  const guideJoined = GUIDES.map((g) => addHours(ago(g.joinedDaysAgo), -random.int(0, 10)));
  const guideApproved = guideJoined.map((joined) => addHours(joined, random.int(22, 70)));
  const guideActiveFrom = guideApproved.map((approved) => addHours(approved, random.int(12, 36)));
  const seekerJoined = SEEKERS.map((s) => addMinutes(ago(s.joinedDaysAgo), -random.int(0, 600)));

  const userRows: UserRow[] = [];
  const profileRows: ProfileRow[] = [];
  const applicationRows: ApplicationRow[] = [];
  userRows.push({
    id: adminId,
    username: 'admin',
    email: 'admin@luz.pt',
    passwordHash: hashes.admin,
    role: 'admin',
    isGuide: false,
    isApproved: true,
    profileComplete: true,
    createdAt: adminCreatedAt,
    updatedAt: adminCreatedAt,
  });
  profileRows.push({
    userId: adminId,
    name: 'Luz Team',
    city: 'Lisbon',
    country: 'Portugal',
    createdAt: adminCreatedAt,
    updatedAt: adminCreatedAt,
  });

  GUIDES.forEach((g, i) => {
    const id = guideId(i);
    const isMarta = g.username === 'marta';
    userRows.push({
      id,
      username: g.username,
      email: isMarta ? 'marta@luz.pt' : demoEmail(g.username),
      passwordHash: isMarta ? hashes.guide : hashes.unlisted,
      role: 'practitioner',
      isGuide: true,
      isApproved: true,
      profileComplete: true,
      createdAt: guideJoined[i]!,
      updatedAt: guideApproved[i]!,
    });
    const availability = guideAvailability(g);
    const groupPrices = g.sessions.filter((t) => t.capacity > 1).map((t) => t.price);
    const profileEdited = notFuture(
      addDays(guideApproved[i]!, random.between(0.2, Math.max(0.5, g.joinedDaysAgo / 3))),
    );
    profileRows.push({
      userId: id,
      name: g.name,
      bio: g.bio,
      shortBio: g.shortBio,
      city: g.neighbourhood === 'Cascais' ? 'Cascais' : 'Lisbon',
      neighbourhood: g.neighbourhood,
      country: 'Portugal',
      category: g.category,
      subcategory: g.subcategory,
      sessionFormat: g.format,
      pricePerSession: g.price * 100,
      modalities: g.modalities,
      credentials: g.credentials,
      specialties: g.specialties,
      languages: g.languages,
      experienceYears: g.years,
      photoGallery: g.gallery.map(sceneUrl),
      profilePicUrl: portraitUrl(i + 1),
      socialLinks: g.instagram ? { instagram: g.instagram } : {},
      availability,
      createdAt: guideApproved[i]!,
      updatedAt: profileEdited,
    });
    applicationRows.push({
      userId: id,
      fullName: g.name,
      email: isMarta ? 'marta@luz.pt' : demoEmail(g.username),
      city: g.neighbourhood === 'Cascais' ? 'Cascais' : 'Lisbon',
      yearsExperience: g.years,
      experienceLevel: experienceLevel(g.years),
      instagram: g.instagram ?? null,
      website: null,
      category: g.applicationCategory,
      subcategory: g.subcategory,
      bio: g.bio,
      uniqueApproach: g.uniqueApproach,
      profilePhotoUrl: portraitUrl(i + 1),
      certification1Name: g.credentials[0]!,
      certification1Url: CERTIFICATE_URL,
      certification2Name: g.credentials[1] ?? null,
      certification2Url: g.credentials[1] ? CERTIFICATE_URL : null,
      professionalReferenceEmail:
        i % 3 === 0 ? `reference.${g.username.replaceAll('_', '.')}@example.org` : null,
      languages: applicationLanguages(g.languages),
      sessionLocation: g.sessionLocation,
      sessionFormat: applicationFormat(g.format),
      offerGroupSessions: g.format !== '1:1 Sessions',
      pricePerSession: g.price * 100,
      pricePerGroupSession: groupPrices.length > 0 ? Math.min(...groupPrices) * 100 : null,
      status: 'approved',
      reviewedBy: adminId,
      reviewedAt: guideApproved[i]!,
      createdAt: addMinutes(guideJoined[i]!, random.int(8, 40)),
      updatedAt: guideApproved[i]!,
    });
  });

  SEEKERS.forEach((s, i) => {
    const id = seekerId(i);
    const isSofia = s.username === 'sofia';
    userRows.push({
      id,
      username: s.username,
      email: isSofia ? 'sofia@luz.pt' : demoEmail(s.username),
      passwordHash: isSofia ? hashes.seeker : hashes.unlisted,
      role: 'student',
      isGuide: false,
      isApproved: false,
      profileComplete: true,
      createdAt: seekerJoined[i]!,
      updatedAt: seekerJoined[i]!,
    });
    const edited = notFuture(addMinutes(seekerJoined[i]!, random.int(3, 90)));
    profileRows.push({
      userId: id,
      name: s.name,
      bio: s.bio ?? null,
      city: s.city,
      country: s.country,
      createdAt: seekerJoined[i]!,
      updatedAt: edited,
    });
  });

  APPLICANTS.forEach((a, i) => {
    const id = applicantId(i);
    const joined = addMinutes(ago(a.daysAgo), -random.int(60, 600));
    const submitted = addMinutes(joined, random.int(10, 45));
    const reviewedAt = a.status === 'rejected' ? addHours(submitted, random.int(40, 70)) : null;
    userRows.push({
      id,
      username: a.username,
      email: demoEmail(a.username),
      passwordHash: hashes.unlisted,
      role: 'practitioner',
      isGuide: true,
      isApproved: false,
      profileComplete: false,
      createdAt: joined,
      updatedAt: reviewedAt ?? joined,
    });
    applicationRows.push({
      userId: id,
      fullName: a.name,
      email: demoEmail(a.username),
      city: a.city,
      yearsExperience: a.years,
      experienceLevel: experienceLevel(a.years),
      instagram: a.instagram ?? null,
      website: null,
      category: a.category,
      subcategory: a.subcategory,
      bio: a.bio,
      uniqueApproach: a.uniqueApproach,
      profilePhotoUrl: a.photo ? portraitUrl(GUIDES.length + i + 1) : null,
      certification1Name: a.certification1,
      certification1Url: CERTIFICATE_URL,
      certification2Name: a.certification2 ?? null,
      certification2Url: a.certification2 ? CERTIFICATE_URL : null,
      professionalReferenceEmail: a.reference
        ? `reference.${a.username.replaceAll('_', '.')}@example.org`
        : null,
      languages: a.languages,
      sessionLocation: a.sessionLocation,
      sessionLocationOther: a.sessionLocationOther ?? null,
      sessionFormat: a.sessionFormat,
      offerGroupSessions: a.offerGroupSessions,
      pricePerSession: a.price * 100,
      pricePerGroupSession: a.groupPrice === undefined ? null : a.groupPrice * 100,
      status: a.status,
      reviewedBy: reviewedAt ? adminId : null,
      reviewedAt,
      createdAt: submitted,
      updatedAt: reviewedAt ?? submitted,
    });
  });

  // --- Sessions -------------------------------------------------------------------------------
  const today = lisbonClock(nowMs);
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const fullMoons = fullMoonDates(nowMs - (PAST_DAYS + 2) * DAY, nowMs + (FUTURE_DAYS + 2) * DAY);
  const mondayEpoch = Date.UTC(1970, 0, 5);
  const planned: PlannedSession[] = [];

  for (let offset = -PAST_DAYS; offset < FUTURE_DAYS; offset++) {
    const day = new Date(todayUtc + offset * DAY);
    const [year, month, date, weekday] = [
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      day.getUTCDay(),
    ];
    const dayKey = `${year}-${month}-${date}`;
    const fortnightOn = Math.floor((day.getTime() - mondayEpoch) / (7 * DAY)) % 2 === 0;
    GUIDES.forEach((g, gi) => {
      g.sessions.forEach((t, ti) => {
        const every = t.every ?? 'week';
        for (const slot of parseWhen(t.when)) {
          if (every === 'full-moon') {
            if (!fullMoons.has(dayKey)) continue;
          } else {
            if (slot.day !== weekday) continue;
            if (every === 'fortnight' && !fortnightOn) continue;
            if (every === 'month' && date > 7) continue;
          }
          const startsAt = lisbonWallTime(year, month, date, slot.hour, slot.minute);
          if (startsAt < guideActiveFrom[gi]!) continue;
          const endsAt = addMinutes(startsAt, t.minutes);
          // Guides publish their calendar two to six weeks ahead.
          let createdAt = addDays(startsAt, -random.between(14, 42));
          if (createdAt > now) createdAt = addDays(now, -random.between(0.5, 12));
          createdAt = maxTime(createdAt, addMinutes(guideActiveFrom[gi]!, random.int(-600, -30)));
          createdAt = minTime(createdAt, addHours(startsAt, -12));
          planned.push({
            guide: gi,
            template: ti,
            startsAt,
            endsAt,
            capacity: t.capacity,
            price: t.price * 100,
            createdAt,
            cancelledAt: null,
            oneToOne: t.capacity === 1,
            attendees: [],
            cancellers: [],
            id: 0,
          });
        }
      });
    });
  }

  // Sofia's sessions, chosen first so the random crowd fills around her.
  const sofia = SEEKERS.findIndex((s) => s.username === 'sofia');
  const sofiaBookings = new Map<PlannedSession, (typeof SOFIA_PLAN)[number]>();
  for (const plan of SOFIA_PLAN) {
    const gi = GUIDES.findIndex((g) => g.username === plan.guide);
    const target = nowMs + plan.near * DAY;
    const candidates = planned.filter(
      (p) =>
        p.guide === gi &&
        p.template === plan.template &&
        !sofiaBookings.has(p) &&
        (plan.outcome === 'confirmed'
          ? p.startsAt.getTime() > nowMs + DAY
          : p.endsAt.getTime() < nowMs - 2 * DAY),
    );
    const best = candidates.sort(
      (a, b) => Math.abs(a.startsAt.getTime() - target) - Math.abs(b.startsAt.getTime() - target),
    )[0];
    if (!best) throw new Error(`No demo session for sofia with ${plan.guide}`);
    sofiaBookings.set(best, plan);
    if (plan.outcome === 'cancelled') best.cancellers.push(sofia);
    else best.attendees.push(sofia);
  }

  // A few sessions the guide had to cancel.
  for (const p of planned) {
    if (p.oneToOne || sofiaBookings.has(p) || !random.chance(0.03)) continue;
    const cancelled = addDays(p.startsAt, -random.between(1, 6));
    p.cancelledAt = notFuture(maxTime(cancelled, addHours(p.createdAt, 6)));
    if (p.cancelledAt >= p.startsAt) p.cancelledAt = null;
  }

  // Regulars: each guide has a handful of seekers who keep coming back.
  const others = SEEKERS.map((_, i) => i).filter((i) => i !== sofia);
  const regulars = GUIDES.map(() => new Set(random.shuffle(others).slice(0, 5)));
  const bookingWindow = (p: PlannedSession, seeker: number): [number, number] => {
    const lo = Math.max(p.createdAt.getTime(), seekerJoined[seeker]!.getTime()) + 20 * MINUTE;
    let hi = Math.min(p.startsAt.getTime() - 2 * HOUR, nowMs - 15 * MINUTE);
    if (p.cancelledAt) hi = Math.min(hi, p.cancelledAt.getTime() - HOUR);
    return [lo, hi];
  };
  const canBook = (p: PlannedSession, seeker: number) => {
    const [lo, hi] = bookingWindow(p, seeker);
    return hi - lo > HOUR && !p.attendees.includes(seeker) && !p.cancellers.includes(seeker);
  };
  const drawSeeker = (p: PlannedSession): number | null => {
    const pool: number[] = [];
    for (const s of others) {
      if (!canBook(p, s)) continue;
      pool.push(s);
      if (regulars[p.guide]!.has(s)) pool.push(s, s, s);
    }
    if (pool.length === 0) return null;
    return pool[Math.floor(random.float() * pool.length)]!;
  };

  for (const p of planned) {
    const popularity = GUIDES[p.guide]!.popularity;
    const daysAhead = (p.startsAt.getTime() - nowMs) / DAY;
    let wanted: number;
    if (p.oneToOne) {
      const odds = daysAhead < 0 ? 0.75 : daysAhead <= 7 ? 0.6 : daysAhead <= 21 ? 0.35 : 0.12;
      wanted = random.chance(odds * popularity) ? 1 : 0;
    } else {
      const fill =
        daysAhead < 0
          ? random.between(0.15, 0.5)
          : daysAhead <= 7
            ? random.between(0.35, 1.35)
            : daysAhead <= 21
              ? random.between(0.1, 0.5)
              : random.between(0, 0.25);
      wanted = Math.min(p.capacity, Math.round(p.capacity * fill * popularity));
      if (daysAhead < 0) wanted = Math.max(1, wanted);
    }
    if (p.cancelledAt) wanted = Math.min(wanted, Math.ceil(p.capacity / 4));
    while (p.attendees.length < wanted) {
      const seeker = drawSeeker(p);
      if (seeker === null) break;
      p.attendees.push(seeker);
    }
    if (random.chance(p.oneToOne ? 0.05 : 0.12)) {
      const seeker = drawSeeker(p);
      if (seeker !== null) p.cancellers.push(seeker);
    }
  }

  // Even the newest guide has run at least one session since approval.
  GUIDES.forEach((_, gi) => {
    const past = planned.filter((p) => p.guide === gi && p.endsAt.getTime() <= nowMs && !p.cancelledAt);
    if (past.some((p) => p.attendees.length > 0)) return;
    const latest = past.at(-1);
    const seeker = latest ? drawSeeker(latest) : null;
    if (latest && seeker !== null) latest.attendees.push(seeker);
  });

  // Unbooked 1:1 slots in the past simply never happened.
  const kept = planned.filter(
    (p) => !(p.oneToOne && p.endsAt.getTime() <= nowMs && p.attendees.length === 0),
  );
  kept.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.guide - b.guide || a.template - b.template,
  );
  kept.forEach((p, i) => {
    p.id = bases.sessions + i + 1;
  });

  // --- Bookings -------------------------------------------------------------------------------
  const plannedBookings: PlannedBooking[] = [];
  for (const p of kept) {
    const past = p.endsAt.getTime() <= nowMs;
    const make = (seeker: number, cancelled: boolean) => {
      const [lo, hi] = bookingWindow(p, seeker);
      // People book closer to the date more often than far ahead.
      const createdAt = new Date(hi - (hi - lo) * random.float() ** 2);
      let cancelledAt: Date | null = null;
      if (p.cancelledAt) cancelledAt = p.cancelledAt;
      else if (cancelled) {
        const until = Math.min(p.startsAt.getTime() - HOUR, nowMs - 10 * MINUTE);
        cancelledAt = new Date(
          createdAt.getTime() + (until - createdAt.getTime()) * random.between(0.2, 0.9),
        );
      }
      const status: PlannedBooking['status'] = cancelledAt ? 'cancelled' : past ? 'completed' : 'confirmed';
      plannedBookings.push({
        session: p,
        seeker,
        status,
        createdAt,
        cancelledAt,
        notes: random.chance(0.1) ? BOOKING_NOTES[random.int(0, BOOKING_NOTES.length - 1)]! : null,
        id: 0,
      });
    };
    for (const seeker of p.attendees) make(seeker, false);
    for (const seeker of p.cancellers) make(seeker, true);
  }
  plannedBookings.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.session.id - b.session.id,
  );
  plannedBookings.forEach((b, i) => {
    b.id = bases.bookings + i + 1;
  });

  const lastBookingChange = new Map<PlannedSession, Date>();
  for (const b of plannedBookings) {
    const changed = b.cancelledAt ?? b.createdAt;
    lastBookingChange.set(
      b.session,
      maxTime(lastBookingChange.get(b.session) ?? b.session.createdAt, changed),
    );
  }
  const sessionRows: SessionRow[] = kept.map((p) => {
    const g = GUIDES[p.guide]!;
    const t = g.sessions[p.template]!;
    const past = p.endsAt.getTime() <= nowMs;
    const live = p.cancelledAt ? 0 : p.attendees.length;
    const lastBooking = lastBookingChange.get(p) ?? p.createdAt;
    const status = p.cancelledAt ? 'cancelled' : past ? 'completed' : 'scheduled';
    return {
      id: p.id,
      practitionerId: guideId(p.guide),
      title: t.title,
      description: t.description,
      location: t.location,
      modality: t.modality,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      price: p.price,
      capacity: p.capacity,
      remainingSpots: p.capacity - live,
      status,
      requestedBy: null,
      imageUrl: sceneUrl(t.image),
      cancelledAt: p.cancelledAt,
      createdAt: p.createdAt,
      updatedAt:
        status === 'completed'
          ? notFuture(addMinutes(p.endsAt, 30))
          : status === 'cancelled'
            ? p.cancelledAt!
            : lastBooking,
    };
  });

  const bookingRows: BookingRow[] = plannedBookings.map((b) => {
    const confirmedAt = notFuture(addMinutes(b.createdAt, random.between(0.5, 4)));
    const price = b.session.price;
    const updatedAt =
      b.status === 'cancelled'
        ? b.cancelledAt!
        : b.status === 'completed'
          ? notFuture(addMinutes(b.session.endsAt, 30))
          : confirmedAt;
    return {
      id: b.id,
      sessionId: b.session.id,
      studentId: seekerId(b.seeker),
      status: b.status,
      notes: b.notes,
      holdExpiresAt: null,
      paymentProvider: 'local',
      paymentReference: `demo-checkout-${b.id}`,
      stripePaymentIntentId: null,
      amountDue: price,
      paymentAmount: price,
      commissionAmount: b.status === 'cancelled' ? 0 : Math.round(price * COMMISSION_RATE),
      refundAmount: b.status === 'cancelled' ? price : null,
      refundedAt: b.status === 'cancelled' ? b.cancelledAt : null,
      cancellationReason: b.status === 'cancelled' ? 'seeker_cancelled' : null,
      confirmedAt,
      cancelledAt: b.cancelledAt,
      createdAt: b.createdAt,
      updatedAt: maxTime(updatedAt, confirmedAt),
    };
  });

  // --- Reviews --------------------------------------------------------------------------------
  const reviewable = (b: PlannedBooking) =>
    b.status === 'completed' && b.session.endsAt.getTime() < nowMs - 3 * HOUR;
  const plannedReviews: { booking: PlannedBooking; rating: number; comment: string; createdAt: Date }[] = [];
  const reviewAt = (b: PlannedBooking) =>
    notFuture(
      addMinutes(
        b.session.endsAt,
        random.int(
          120,
          Math.max(121, Math.min(5 * 24 * 60, (nowMs - b.session.endsAt.getTime()) / MINUTE - 10)),
        ),
      ),
    );

  for (const b of plannedBookings) {
    if (b.seeker !== sofia) continue;
    const plan = sofiaBookings.get(b.session);
    if (plan?.review && reviewable(b)) {
      plannedReviews.push({
        booking: b,
        rating: plan.review[0],
        comment: plan.review[1],
        createdAt: reviewAt(b),
      });
    }
  }
  const poolShares = new Map<number, [number, string][]>();
  for (const kind of Object.keys(REVIEW_POOLS) as Kind[]) {
    const reviewed = GUIDES.map((g, i) => ({ g, i })).filter(
      ({ g }) => g.kind === kind && g.reviews.length > 0,
    );
    REVIEW_POOLS[kind].forEach((comment, n) => {
      const target = reviewed[n % reviewed.length];
      if (!target) return;
      poolShares.set(target.i, [...(poolShares.get(target.i) ?? []), comment]);
    });
  }
  GUIDES.forEach((g, gi) => {
    const comments = [...g.reviews, ...(poolShares.get(gi) ?? [])];
    if (comments.length === 0) return;
    const candidates = random.shuffle(
      plannedBookings.filter((b) => b.session.guide === gi && b.seeker !== sofia && reviewable(b)),
    );
    // Prefer different reviewers before anyone reviews the same guide twice.
    const seen = new Set<number>();
    const firsts: PlannedBooking[] = [];
    const repeats: PlannedBooking[] = [];
    for (const b of candidates) {
      if (seen.has(b.seeker)) repeats.push(b);
      else {
        seen.add(b.seeker);
        firsts.push(b);
      }
    }
    const ordered = [...firsts, ...repeats];
    comments.forEach(([rating, comment], n) => {
      const booking = ordered[n];
      if (booking) plannedReviews.push({ booking, rating, comment, createdAt: reviewAt(booking) });
    });
  });
  plannedReviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.booking.id - b.booking.id);
  const reviewRows: ReviewRow[] = plannedReviews.map((r, i) => ({
    id: bases.reviews + i + 1,
    sessionId: r.booking.session.id,
    bookingId: r.booking.id,
    studentId: seekerId(r.booking.seeker),
    practitionerId: guideId(r.booking.session.guide),
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt,
    updatedAt: r.createdAt,
  }));

  // --- Favorites ------------------------------------------------------------------------------
  const favoriteRows: FavoriteRow[] = [];
  const firstVisit = (seeker: number, gi: number) =>
    plannedBookings.find((b) => b.seeker === seeker && b.session.guide === gi && b.status !== 'cancelled');
  SOFIA_FAVORITES.forEach((username, n) => {
    const gi = GUIDES.findIndex((g) => g.username === username);
    const visit = firstVisit(sofia, gi);
    const createdAt = visit
      ? notFuture(addHours(visit.session.endsAt, 20 + n))
      : notFuture(addDays(seekerJoined[sofia]!, 2 + n * 3));
    favoriteRows.push({ studentId: seekerId(sofia), practitionerId: guideId(gi), createdAt });
  });
  for (const s of others) {
    if (!random.chance(0.45)) continue;
    const visited = [
      ...new Set(
        plannedBookings.filter((b) => b.seeker === s && b.status === 'completed').map((b) => b.session.guide),
      ),
    ];
    for (const gi of random.shuffle(visited).slice(0, random.int(1, 2))) {
      const visit = firstVisit(s, gi)!;
      favoriteRows.push({
        studentId: seekerId(s),
        practitionerId: guideId(gi),
        createdAt: notFuture(addHours(visit.session.endsAt, random.int(2, 48))),
      });
    }
  }
  favoriteRows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  favoriteRows.forEach((f, i) => {
    f.id = bases.favorites + i + 1;
  });

  profileRows.forEach((p, i) => {
    p.id = bases.profiles + i + 1;
  });
  applicationRows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  applicationRows.forEach((a, i) => {
    a.id = bases.applications + i + 1;
  });

  return {
    users: userRows,
    profiles: profileRows,
    applications: applicationRows,
    sessions: sessionRows,
    bookings: bookingRows,
    reviews: reviewRows,
    favorites: favoriteRows,
  };
}

function guideAvailability(g: GuideSeed): Record<string, string[]> {
  const slots = new Map<Weekday, Set<string>>();
  const add = (day: Weekday, slot: string) => slots.set(day, (slots.get(day) ?? new Set()).add(slot));
  for (const t of g.sessions) {
    for (const slot of parseWhen(t.when)) {
      if (slot.day !== null) add(WEEKDAY_BY_INDEX[slot.day]!, slotOfHour(slot.hour));
    }
  }
  for (const part of (g.extraAvailability ?? '').split(' ').filter(Boolean)) {
    const [abbr, letters] = part.split(':');
    const day = WEEKDAY_BY_INDEX[WEEKDAY_BY_ABBREVIATION[abbr ?? ''] ?? -1];
    if (!day || !letters) throw new Error(`Bad demo availability "${part}"`);
    for (const letter of letters.split(',')) add(day, SLOT_BY_LETTER[letter] ?? 'morning');
  }
  const out: Record<string, string[]> = {};
  for (const day of WEEKDAY_ORDER) {
    const set = slots.get(day);
    if (set) out[day] = SLOT_ORDER.filter((s) => set.has(s));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

async function insertInChunks<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await db.insert(table).values(rows.slice(i, i + CHUNK_ROWS));
  }
}

async function maxId(db: DbOrTx, table: PgTable, id: PgColumn): Promise<number> {
  const [row] = await db.select({ value: sql<number>`coalesce(max(${id}), 0)` }).from(table);
  return Number(row?.value ?? 0);
}

const SERIAL_TABLES = [
  'users',
  'profiles',
  'guide_applications',
  'sessions',
  'bookings',
  'reviews',
  'favorites',
] as const;

/**
 * Loads the demo: an admin, 28 approved guides with profiles, a calendar of past and upcoming
 * sessions, bookings, reviews and favourites, ~40 seekers, pending and rejected applications.
 * Meant for an empty database (see `databaseIsEmpty`); all or nothing, in one transaction.
 */
export async function loadDemoData(
  db: Db,
  options: { hashPassword: (password: string) => Promise<string>; now: Date },
): Promise<DemoSummary> {
  const [admin, guide, seeker, unlisted] = await Promise.all([
    options.hashPassword(DEMO_ACCOUNTS[0]!.password),
    options.hashPassword(DEMO_ACCOUNTS[1]!.password),
    options.hashPassword(DEMO_ACCOUNTS[2]!.password),
    options.hashPassword(UNLISTED_DEMO_PASSWORD),
  ]);
  const hashes: Hashes = { admin, guide, seeker, unlisted };

  const rows = await db.transaction(async (tx) => {
    const bases: Bases = {
      users: await maxId(tx, users, users.id),
      profiles: await maxId(tx, profiles, profiles.id),
      applications: await maxId(tx, guideApplications, guideApplications.id),
      sessions: await maxId(tx, sessions, sessions.id),
      bookings: await maxId(tx, bookings, bookings.id),
      reviews: await maxId(tx, reviews, reviews.id),
      favorites: await maxId(tx, favorites, favorites.id),
    };
    const built = buildDemo(options.now, hashes, bases);
    await insertInChunks(tx, users, built.users);
    await insertInChunks(tx, profiles, built.profiles);
    await insertInChunks(tx, guideApplications, built.applications);
    await insertInChunks(tx, sessions, built.sessions);
    await insertInChunks(tx, bookings, built.bookings);
    await insertInChunks(tx, reviews, built.reviews);
    await insertInChunks(tx, favorites, built.favorites);
    // Explicit ids leave the serial sequences behind: move them past the demo rows.
    for (const table of SERIAL_TABLES) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    }
    return built;
  });

  const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
  return {
    users: rows.users.length,
    admins: count(rows.users, (u) => u.role === 'admin'),
    guides: count(rows.users, (u) => u.role === 'practitioner' && u.isApproved === true),
    seekers: count(rows.users, (u) => u.role === 'student'),
    applicants: count(rows.users, (u) => u.role === 'practitioner' && u.isApproved !== true),
    profiles: rows.profiles.length,
    applications: rows.applications.length,
    pendingApplications: count(rows.applications, (a) => a.status === 'pending'),
    rejectedApplications: count(rows.applications, (a) => a.status === 'rejected'),
    sessions: rows.sessions.length,
    scheduledSessions: count(rows.sessions, (s) => s.status === 'scheduled'),
    completedSessions: count(rows.sessions, (s) => s.status === 'completed'),
    cancelledSessions: count(rows.sessions, (s) => s.status === 'cancelled'),
    bookings: rows.bookings.length,
    confirmedBookings: count(rows.bookings, (b) => b.status === 'confirmed'),
    completedBookings: count(rows.bookings, (b) => b.status === 'completed'),
    cancelledBookings: count(rows.bookings, (b) => b.status === 'cancelled'),
    reviews: rows.reviews.length,
    favorites: rows.favorites.length,
  };
}
