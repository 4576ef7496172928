/**
 * A pro-audio catalogue for the search bench, drawn from a seed: named products a shopper asks for
 * by brand and model (the relevance table's answers), then generated ones from the same brands and
 * categories with model codes of the same shape, so every query has near neighbours to beat.
 */
import { DAY_MS } from '@shop/contracts';
import type { SearchDocument } from '@shop/search/src/domain/search-document';
import { mulberry32 } from './chaos-schedule';

export const CATEGORIES = [
  'Microphones',
  'Wireless Systems',
  'Mixing Desks',
  'PA Speakers',
  'Subwoofers',
  'Power Amplifiers',
  'Studio Monitors',
  'Audio Interfaces',
  'Headphones',
  'DJ Equipment',
  'Cables & Connectors',
  'Stands & Mounts',
  'Stage Lighting',
  'Signal Processing',
] as const;

type Category = (typeof CATEGORIES)[number];

/** Per category: the words its product names end with, and the brands that make it. */
const KINDS: Record<Category, { types: string[]; brands: string[] }> = {
  Microphones: {
    types: [
      'Dynamic Vocal Microphone',
      'Condenser Microphone',
      'Instrument Microphone',
      'Ribbon Microphone',
      'Kick Drum Microphone',
    ],
    brands: [
      'Shure',
      'Sennheiser',
      'Audio-Technica',
      'Røde',
      'Neumann',
      'AKG',
      'Beyerdynamic',
      'Electro-Voice',
      'Audix',
    ],
  },
  'Wireless Systems': {
    types: ['Wireless Handheld System', 'Wireless Lavalier System', 'In-Ear Monitor System', 'Wireless Headset System'],
    brands: ['Shure', 'Sennheiser', 'Audio-Technica', 'Røde', 'AKG'],
  },
  'Mixing Desks': {
    types: ['Digital Mixer', 'Analogue Mixer', 'Rack Mixer', 'Compact Mixing Desk'],
    brands: ['Allen & Heath', 'Yamaha', 'Behringer', 'Midas', 'Soundcraft', 'Mackie', 'PreSonus'],
  },
  'PA Speakers': {
    types: ['Active PA Speaker', 'Passive PA Speaker', 'Line Array Module', 'Column PA System', 'Stage Monitor Wedge'],
    brands: ['QSC', 'JBL', 'Electro-Voice', 'RCF', 'Yamaha', 'Mackie', 'd&b audiotechnik', 'HK Audio', 'Bose'],
  },
  Subwoofers: {
    types: ['Active Subwoofer', 'Passive Subwoofer', 'Cardioid Subwoofer'],
    brands: ['QSC', 'JBL', 'RCF', 'Electro-Voice', 'HK Audio', 'd&b audiotechnik'],
  },
  'Power Amplifiers': {
    types: ['Power Amplifier', 'DSP Amplifier', 'Installation Amplifier'],
    brands: ['Crown', 'QSC', 'Powersoft', 'Lab Gruppen', 'Behringer'],
  },
  'Studio Monitors': {
    types: ['Active Studio Monitor', 'Nearfield Monitor', 'Studio Subwoofer'],
    brands: ['Genelec', 'KRK', 'Adam Audio', 'Yamaha', 'Neumann', 'Focal', 'PreSonus'],
  },
  'Audio Interfaces': {
    types: ['USB Audio Interface', 'Thunderbolt Audio Interface', 'Dante Interface'],
    brands: ['Focusrite', 'Universal Audio', 'PreSonus', 'Audient', 'Motu', 'Steinberg'],
  },
  Headphones: {
    types: ['Studio Headphones', 'Closed-Back Headphones', 'Open-Back Headphones', 'DJ Headphones'],
    brands: ['Beyerdynamic', 'Sennheiser', 'Audio-Technica', 'AKG', 'Sony', 'Pioneer DJ'],
  },
  'DJ Equipment': {
    types: ['DJ Controller', 'DJ Mixer', 'Multi Player', 'Turntable'],
    brands: ['Pioneer DJ', 'Denon DJ', 'Rane', 'Technics', 'Native Instruments', 'Numark'],
  },
  'Cables & Connectors': {
    types: ['XLR Microphone Cable', 'Speakon Speaker Cable', 'Jack Instrument Cable', 'Multicore Snake', 'Power Cable'],
    brands: ['Klotz', 'Neutrik', 'Van Damme', 'Cordial', 'Sommer Cable'],
  },
  'Stands & Mounts': {
    types: ['Microphone Stand', 'Speaker Stand', 'Boom Arm', 'Lighting Stand', 'Keyboard Stand'],
    brands: ['K&M', 'Gravity', 'Ultimate Support', 'Hercules'],
  },
  'Stage Lighting': {
    types: ['LED Par Can', 'Moving Head', 'Wash Light', 'Follow Spot', 'Haze Machine', 'Lighting Controller'],
    brands: ['Chauvet DJ', 'Martin', 'ADJ', 'Robe', 'Elation', 'Showtec'],
  },
  'Signal Processing': {
    types: ['Loudspeaker Management System', 'Graphic Equaliser', 'Compressor', 'DI Box', 'Feedback Suppressor'],
    brands: ['dbx', 'Radial', 'BSS', 'Klark Teknik', 'Behringer', 'Drawmer'],
  },
};

const DESCRIPTIONS = [
  'Built for touring and installation, with a rugged steel chassis and road-ready finish.',
  'A favourite of rental houses: light, loud and quick to rig.',
  'Low self-noise and a tight polar pattern for clear results on busy stages.',
  'Ships with a carry case, mains lead and quick-start guide.',
  'Ideal for churches, schools, conference rooms and small venues.',
  'Balanced XLR and jack connections, with phantom power where needed.',
  'Dependable in the studio and on the road, backed by a three-year warranty.',
  'Compact enough for a mobile DJ, powerful enough for a festival side stage.',
  'Remote control and monitoring over the network with the free app.',
  'Popular with theatre sound designers and broadcast engineers alike.',
];

/** Products named by brand and model, as a shopper asks for them; `key` is how the relevance table names one. */
const NAMED: { key: string; name: string; category: Category; kind?: 'hire' }[] = [
  { key: 'sm58', name: 'Shure SM58 Dynamic Vocal Microphone', category: 'Microphones' },
  { key: 'sm57', name: 'Shure SM57 Dynamic Instrument Microphone', category: 'Microphones' },
  { key: 'beta58', name: 'Shure Beta 58A Supercardioid Vocal Microphone', category: 'Microphones' },
  { key: 'e835', name: 'Sennheiser e835 Dynamic Vocal Microphone', category: 'Microphones' },
  { key: 'mkh416', name: 'Sennheiser MKH 416 Shotgun Microphone', category: 'Microphones' },
  { key: 'nt1a', name: 'Røde NT1-A Condenser Microphone', category: 'Microphones' },
  { key: 'u87', name: 'Neumann U 87 Ai Studio Condenser Microphone', category: 'Microphones' },
  { key: 'at2020', name: 'Audio-Technica AT2020 Cardioid Condenser Microphone', category: 'Microphones' },
  { key: 'at4040', name: 'Audio-Technica AT4040 Large-Diaphragm Condenser Microphone', category: 'Microphones' },
  { key: 'ew100', name: 'Sennheiser EW 100 G4 Wireless Handheld System', category: 'Wireless Systems' },
  { key: 'x32', name: 'Behringer X32 Digital Mixer', category: 'Mixing Desks' },
  { key: 'm32', name: 'Midas M32 Live Digital Mixer', category: 'Mixing Desks' },
  { key: 'sq5', name: 'Allen & Heath SQ-5 Digital Mixer', category: 'Mixing Desks' },
  { key: 'zed10fx', name: 'Allen & Heath ZED-10FX Analogue Mixer', category: 'Mixing Desks' },
  { key: 'sig12', name: 'Soundcraft Signature 12 Analogue Mixer', category: 'Mixing Desks' },
  { key: 'dxr12', name: 'Yamaha DXR12 Active PA Speaker', category: 'PA Speakers' },
  { key: 'k122', name: 'QSC K12.2 Active PA Speaker', category: 'PA Speakers' },
  { key: 'eon715', name: 'JBL EON715 Active PA Speaker', category: 'PA Speakers' },
  { key: 'elx200', name: 'Electro-Voice ELX200-12P Active PA Speaker', category: 'PA Speakers' },
  { key: 'thump15', name: 'Mackie Thump15A Active PA Speaker', category: 'PA Speakers' },
  { key: 'cdj3000', name: 'Pioneer DJ CDJ-3000 Multi Player', category: 'DJ Equipment' },
  { key: 'djm900', name: 'Pioneer DJ DJM-900NXS2 DJ Mixer', category: 'DJ Equipment' },
  { key: 'scarlett', name: 'Focusrite Scarlett 2i2 USB Audio Interface', category: 'Audio Interfaces' },
  { key: 'apollo', name: 'Universal Audio Apollo Twin X Thunderbolt Audio Interface', category: 'Audio Interfaces' },
  { key: 'dt770', name: 'Beyerdynamic DT 770 Pro Studio Headphones', category: 'Headphones' },
  { key: 'genelec8030', name: 'Genelec 8030C Active Studio Monitor', category: 'Studio Monitors' },
  { key: 'rokit5', name: 'KRK Rokit 5 G4 Active Studio Monitor', category: 'Studio Monitors' },
  { key: 'pa2', name: 'dbx DriveRack PA2 Loudspeaker Management System', category: 'Signal Processing' },
  { key: 'prodi', name: 'Radial ProDI Passive DI Box', category: 'Signal Processing' },
  { key: 'klotz10m', name: 'Klotz XLR Microphone Cable 10m', category: 'Cables & Connectors' },
  { key: 'slimpar', name: 'Chauvet DJ SlimPAR 56 LED Par Can', category: 'Stage Lighting' },
  { key: 'ksub', name: 'QSC KS118 Active Subwoofer', category: 'Subwoofers', kind: 'hire' },
];

/** What a pro-audio shopper types, misspelt and in any order, and the product that should come first. */
export const RELEVANCE_QUERIES: { query: string; expect: string }[] = [
  { query: 'shure sm58', expect: 'sm58' },
  { query: 'sm58 shure', expect: 'sm58' },
  { query: 'shur sm58 microphone', expect: 'sm58' },
  { query: 'sm57 instrument mics', expect: 'sm57' },
  { query: 'shure beta 58 microphones', expect: 'beta58' },
  { query: 'senheiser e835', expect: 'e835' },
  { query: 'sennhieser mkh416', expect: 'mkh416' },
  { query: 'rode nt1', expect: 'nt1a' },
  { query: 'neuman u87', expect: 'u87' },
  { query: 'audio technica at2020', expect: 'at2020' },
  { query: 'audiotechnica at4040', expect: 'at4040' },
  { query: 'wireless senheiser ew 100', expect: 'ew100' },
  { query: 'behringr x32', expect: 'x32' },
  { query: 'midas m32 mixer', expect: 'm32' },
  { query: 'alen heath sq5', expect: 'sq5' },
  { query: 'allen heath zed10fx', expect: 'zed10fx' },
  { query: 'soundcraft signiture 12', expect: 'sig12' },
  { query: 'yamaha dxr12 speakers', expect: 'dxr12' },
  { query: 'qsc k12', expect: 'k122' },
  { query: 'jbl eon 715', expect: 'eon715' },
  { query: 'electrovoice elx200', expect: 'elx200' },
  { query: 'mackie thump15', expect: 'thump15' },
  { query: 'pioner cdj3000', expect: 'cdj3000' },
  { query: 'djm 900 mixer pioneer', expect: 'djm900' },
  { query: 'focusrite scarlet 2i2', expect: 'scarlett' },
  { query: 'apollo twin universal audio', expect: 'apollo' },
  { query: 'beyerdynamic dt770 headphones', expect: 'dt770' },
  { query: 'genelec 8030', expect: 'genelec8030' },
  { query: 'krk rokit 5', expect: 'rokit5' },
  { query: 'dbx driverack pa2', expect: 'pa2' },
  { query: 'radial di box', expect: 'prodi' },
  { query: 'klotz xlr cables 10m', expect: 'klotz10m' },
  { query: 'chauvet slimpar 56', expect: 'slimpar' },
  { query: 'qsc subwoofer ks118', expect: 'ksub' },
];

export interface BenchProduct extends SearchDocument {
  categoryName: string;
}

export interface BenchCatalogue {
  products: BenchProduct[];
  /** Relevance-table key → product id. */
  idOf: Map<string, number>;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

export function generateCatalogue(size: number, seed = 20_261_129): BenchCatalogue {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const taken = new Set(NAMED.map((n) => n.name.toLowerCase()));
  const namedCodes = NAMED.flatMap((n) => n.name.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => /\d/.test(w));
  const start = Date.UTC(2022, 0, 1);
  const products: BenchProduct[] = [];
  const idOf = new Map<string, number>();

  const add = (name: string, category: Category, kind: 'sale' | 'hire') => {
    const id = products.length + 1;
    const pricePence = Math.round(1_000 + random() ** 2 * 400_000);
    products.push({
      id,
      kind,
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
      description: `${name}. ${pick(DESCRIPTIONS)} ${pick(DESCRIPTIONS)}`,
      categoryId: CATEGORIES.indexOf(category) + 1,
      categoryName: category,
      pricePence: kind === 'hire' ? Math.round(pricePence / 20) : pricePence,
      stock: random() < 0.8 ? Math.floor(random() * 40) + 1 : 0,
      isOnSale: random() < 0.15,
      isNew: random() < 0.1,
      createdAt: new Date(start + Math.floor(random() * 4 * 365 * DAY_MS)).toISOString(),
    });
    return id;
  };

  for (const named of NAMED) idOf.set(named.key, add(named.name, named.category, named.kind ?? 'sale'));
  while (products.length < size) {
    const category = pick(CATEGORIES);
    const { types, brands } = KINDS[category];
    const letters = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick([...LETTERS])).join('');
    const code = `${letters}${Math.floor(random() * 9_000) + 10}${random() < 0.3 ? pick(['', 'A', 'X', 'MkII', 'Pro', 'Plus']) : ''}`;
    if (namedCodes.includes(code.toLowerCase())) continue;
    const name = `${pick(brands)} ${code} ${pick(types)}`;
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    add(name, category, random() < 0.2 ? 'hire' : 'sale');
  }
  return { products, idOf };
}
