/** Static sample content: the shop has no review data (spec section 1). */
export const SAMPLE_REVIEWS = [
  {
    author: 'James T.',
    rating: 5,
    date: '12 February 2025',
    text: 'Excellent build quality and it arrived the next day. Sounded great straight out of the box.',
  },
  {
    author: 'Sophie R.',
    rating: 4,
    date: '28 January 2025',
    text: 'Does exactly what we needed for our venue. Setup was simple and the support team answered every question.',
  },
  {
    author: 'Mark D.',
    rating: 5,
    date: '9 January 2025',
    text: 'Great value compared with other suppliers. Would happily buy from SoundHire Pro again.',
  },
] as const;
