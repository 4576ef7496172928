import type { NewsItem } from '../../graphql/content';

/** Built-in news shown only when the gateway has no news field at all (see useLatestNews). */
export const FALLBACK_NEWS: readonly NewsItem[] = [
  {
    id: -1,
    title: 'New Line-Array Systems Available for Hire',
    content:
      'We have added compact line-array systems to our hire range, ideal for outdoor events, festivals and larger venues that need even coverage and clarity.',
    imageUrl: null,
    createdAt: '2025-01-15T09:00:00.000Z',
  },
  {
    id: -2,
    title: 'Spring Lighting Sale Now On',
    content:
      'Save on moving heads, LED wash lights and controllers throughout our spring sale. Stock is limited, so order early to avoid disappointment.',
    imageUrl: null,
    createdAt: '2025-01-08T09:00:00.000Z',
  },
  {
    id: -3,
    title: 'Free Setup Advice for Event Organisers',
    content:
      'Planning a wedding, party or corporate event? Our technicians are happy to recommend the right audio and lighting package for your venue and budget.',
    imageUrl: null,
    createdAt: '2025-01-02T09:00:00.000Z',
  },
];
