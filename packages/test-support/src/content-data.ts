/** Demo categories (top level plus real-world subcategories) and news for a fresh shop. */
export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  parentSlug: string | null;
}

const top = (name: string, slug: string, description: string): SeedCategory => ({
  name,
  slug,
  description,
  parentSlug: null,
});
const child = (parentSlug: string, name: string, slug: string, description: string): SeedCategory => ({
  name,
  slug,
  description,
  parentSlug,
});

export const categories: SeedCategory[] = [
  top(
    'Audio Equipment',
    'audio-equipment',
    'PA speakers, subwoofers, mixers, microphones and amplification for live sound.',
  ),
  top(
    'Lighting Equipment',
    'lighting-equipment',
    'Moving heads, LED wash, effects, control and truss for stages and events.',
  ),
  top('DJ Equipment', 'dj-equipment', 'Controllers, players, turntables, mixers and headphones for DJs.'),
  child(
    'audio-equipment',
    'Speakers',
    'speakers',
    'Powered and passive PA speakers, column arrays and stage monitors.',
  ),
  child(
    'audio-equipment',
    'Subwoofers',
    'subwoofers',
    'Active and passive subwoofers from compact 12" to touring 21".',
  ),
  child('audio-equipment', 'Mixers', 'mixers', 'Analogue and digital mixing consoles and stage boxes.'),
  child('audio-equipment', 'Microphones', 'microphones', 'Vocal, instrument and wireless microphone systems.'),
  child('audio-equipment', 'Amplifiers', 'amplifiers', 'Power amplifiers and loudspeaker processors.'),
  child('audio-equipment', 'In-Ear Monitoring', 'in-ear-monitoring', 'Wireless in-ear monitor systems and earphones.'),
  child('lighting-equipment', 'Moving Heads', 'moving-heads', 'Spot, beam and wash moving head fixtures.'),
  child('lighting-equipment', 'LED Lighting', 'led-lighting', 'LED par cans, battens and uplighters.'),
  child('lighting-equipment', 'Effects & Haze', 'effects-haze', 'Haze, smoke, low fog and special effects.'),
  child('lighting-equipment', 'Lighting Control', 'lighting-control', 'DMX controllers, interfaces and splitters.'),
  child('lighting-equipment', 'Truss & Staging', 'truss-staging', 'Aluminium truss, stands and stage decks.'),
  child('dj-equipment', 'DJ Controllers', 'dj-controllers', 'All-in-one and software DJ controllers.'),
  child('dj-equipment', 'DJ Players', 'dj-players', 'Club-standard media players.'),
  child('dj-equipment', 'Turntables', 'turntables', 'Direct-drive turntables for vinyl DJs.'),
  child('dj-equipment', 'DJ Mixers', 'dj-mixers', 'Two- and four-channel club mixers.'),
  child('dj-equipment', 'Headphones', 'headphones', 'Closed-back DJ and monitoring headphones.'),
];

export interface SeedNewsItem {
  title: string;
  content: string;
  imageUrl: string | null;
}

/** Oldest first, so the last one is the newest on the home page. */
export const newsItems: SeedNewsItem[] = [
  {
    title: 'Festival season hire packages now open',
    content:
      'Our 2027 festival packages pair line arrays, subwoofers and a digital console with delivery, rigging and a technician. Book early: summer weekends go fast.',
    imageUrl: null,
  },
  {
    title: 'New moving heads in the hire fleet',
    content:
      'Twelve new LED spot moving heads with framing shutters have joined the hire fleet, ready for theatre, conference and wedding work across the South East.',
    imageUrl: null,
  },
  {
    title: 'Winter sale on DJ controllers and headphones',
    content:
      'Selected DJ controllers, players and headphones are reduced for a limited time, with free UK mainland delivery on orders over £100.',
    imageUrl: null,
  },
];
