import type { MonthlyRule } from './next-occurrence';

export const ARTICLE_CATEGORIES = ['Energy Healing', 'Breathwork', 'Meditation', 'Sound Healing'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export interface Article {
  id: string;
  category: ArticleCategory;
  title: string;
  summary: string;
  minutes: number;
  body: readonly string[];
}

/** Luz's own short reads, written for people about to try a practice for the first time. */
export const FEATURED_ARTICLE: Article = {
  id: 'first-session',
  category: 'Breathwork',
  title: 'Your first session: what to expect, and how to choose',
  summary:
    'Nervous about trying reiki, breathwork or a sound bath for the first time? Here is what actually happens, what to wear, and how to pick a guide who suits you.',
  minutes: 6,
  body: [
    'Most first sessions begin with a short conversation. Your guide asks what brings you, whether you have any health conditions they should know about, and what you hope to feel afterwards. There are no wrong answers: "I am curious" is a perfectly good reason to come.',
    'Wear something loose and warm. Many practices are done lying down, and the body cools as it relaxes. Eat lightly beforehand, especially for breathwork, and arrive a few minutes early so you are not rushing in from the tram.',
    'To choose a guide, read their reviews for the words that matter to you: "gentle", "grounding", "clear explanations". Look at where they hold sessions and whether they offer group circles, which are a lovely, lower-cost way to start. And trust your instinct: the right guide is the one you feel at ease with.',
    'Afterwards, give yourself a quiet hour if you can. Drink water, notice how you feel, and, if it helped, leave a review to guide the next person.',
  ],
};

export const ARTICLES: readonly Article[] = [
  {
    id: 'what-is-reiki',
    category: 'Energy Healing',
    title: 'What is reiki, really?',
    summary: 'A plain-language introduction to a Japanese practice of gentle touch and rest.',
    minutes: 4,
    body: [
      'Reiki was developed in Japan in the early twentieth century. In a session you lie fully clothed while the practitioner rests their hands lightly on, or just above, a sequence of places on your body.',
      'People most often describe deep relaxation, warmth, and a sense of being looked after. Reiki is a complement to medical care, never a replacement for it, and a good practitioner will say so.',
    ],
  },
  {
    id: 'crystals-without-the-hype',
    category: 'Energy Healing',
    title: 'Crystal healing without the hype',
    summary: 'Why so many people find a crystal session calming, and what to ask before booking.',
    minutes: 3,
    body: [
      'A crystal healing session usually combines rest, breath and the placing of stones on or around the body. The ritual itself, a slow, attentive hour, is much of what people value.',
      'Ask your guide how they work and what a session includes. A thoughtful practitioner will talk about intention and relaxation rather than promise cures.',
    ],
  },
  {
    id: 'breathwork-styles',
    category: 'Breathwork',
    title: 'Holotropic, Wim Hof or pranayama? Finding your breathwork',
    summary: 'Three very different ways of working with the breath, and who each suits.',
    minutes: 5,
    body: [
      'Pranayama comes from yoga: slow, structured breathing that steadies the mind. It is the gentlest place to start. The Wim Hof method pairs rounds of deep breathing with breath holds and, often, cold exposure.',
      'Holotropic and other conscious connected breathwork is the most intense: an hour or more of continuous breathing to music, with a facilitator close by. Tell your guide about any heart condition, pregnancy, epilepsy or history of panic attacks before any of them.',
    ],
  },
  {
    id: 'breathing-by-the-river',
    category: 'Breathwork',
    title: 'Five minutes of breath by the Tagus',
    summary: 'A simple box-breathing practice to try on any bench along the river.',
    minutes: 2,
    body: [
      'Sit comfortably and let your eyes rest on the water. Breathe in through the nose for a count of four, hold for four, breathe out for four, and hold again for four. Repeat for five minutes.',
      'If the holds feel uncomfortable, drop them and simply lengthen the out-breath. That longer exhale is what tells the nervous system it is safe to slow down.',
    ],
  },
  {
    id: 'meditation-for-busy-minds',
    category: 'Meditation',
    title: 'Meditation for people who think they can\u2019t meditate',
    summary: 'Wandering thoughts are not failure: they are the practice.',
    minutes: 4,
    body: [
      'Nearly everyone who tries meditation discovers that their mind wanders constantly. That is not a sign you are bad at it. Noticing that you drifted, and gently coming back, is the exercise itself.',
      'Guided meditation is the easiest way in: a teacher\u2019s voice gives the mind something to follow. Start with ten minutes, a few times a week, and let it grow from there.',
    ],
  },
  {
    id: 'mindfulness-walk-alfama',
    category: 'Meditation',
    title: 'A mindful walk through Alfama',
    summary: 'Turn the steepest streets of Lisbon into a moving meditation.',
    minutes: 3,
    body: [
      'Choose a quiet hour, early morning is best, and walk slowly uphill from the river. Feel each foot land on the calçada. When you notice you are planning or worrying, return to the next step.',
      'Stop at a miradouro and take three slow breaths while you look out over the rooftops. That pause is the whole point.',
    ],
  },
  {
    id: 'what-happens-in-a-sound-bath',
    category: 'Sound Healing',
    title: 'What happens in a sound bath',
    summary: 'Singing bowls, gongs and an hour of lying very still.',
    minutes: 4,
    body: [
      'In a sound bath you lie on a mat, often under a blanket, while the facilitator plays singing bowls, gongs, chimes or their voice. You do not need to do anything except listen.',
      'Many people drift into a state between waking and sleep. Bring a layer, and let your guide know if you are sensitive to loud sounds: gongs can be turned down.',
    ],
  },
  {
    id: 'gong-or-bowls',
    category: 'Sound Healing',
    title: 'Gong or singing bowls? Choosing a sound session',
    summary: 'Two families of instruments, two very different experiences.',
    minutes: 3,
    body: [
      'Singing bowls produce clear, sustained tones that many people find soothing and easy to settle into. A gong builds waves of layered sound that can feel immersive, even intense.',
      'If you are new to sound healing, a bowls session or a small group circle is a gentle start. Once you know you enjoy it, a gong bath is a wonderful next step.',
    ],
  },
];

export interface CommunityEvent {
  id: string;
  title: string;
  rule: MonthlyRule;
  /** Lisbon time. */
  time: string;
  place: string;
  price: string;
  description: string;
}

/** Recurring community gatherings; each is shown with its next date. */
export const EVENTS: readonly CommunityEvent[] = [
  {
    id: 'full-circle-breath',
    title: 'Sunrise breathwork circle',
    rule: { nth: 1, weekday: 6 },
    time: '07:30–08:30',
    place: 'Jardim da Estrela',
    price: 'Free',
    description: 'A gentle, guided pranayama session outdoors. All levels welcome; bring a mat or a blanket.',
  },
  {
    id: 'sound-bath-graca',
    title: 'Community sound bath',
    rule: { nth: 2, weekday: 0 },
    time: '18:00–19:30',
    place: 'Graça',
    price: '€15',
    description: 'Singing bowls and gong in a candlelit studio near the Miradouro da Senhora do Monte.',
  },
  {
    id: 'meet-the-guides',
    title: 'Meet the guides evening',
    rule: { nth: -1, weekday: 4 },
    time: '19:00–21:00',
    place: 'Príncipe Real',
    price: 'Free',
    description:
      'Short taster sessions and open conversation with Luz guides. A relaxed way to find your practice.',
  },
];
