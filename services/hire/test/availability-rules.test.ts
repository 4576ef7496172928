import {
  availability,
  overcommitMessage,
  overlaps,
  peakCommitted,
  type Held,
} from '../src/modules/planning/domain/availability';

const day = (d: number) => new Date(Date.UTC(2027, 5, d));
const range = (start: number, end: number) => ({ start: day(start), end: day(end) });
const held = (quoteId: number, start: number, end: number, quantity: number): Held => ({
  quoteId,
  quantity,
  ...range(start, end),
});

describe('availability by date with turnaround (hire desk)', () => {
  it('counts overlapping hires and leaves earlier or later ones out', () => {
    expect(overlaps(range(10, 12), range(11, 14), 0)).toBe(true);
    expect(overlaps(range(10, 12), range(1, 5), 1)).toBe(false);
    expect(overlaps(range(10, 12), range(20, 25), 1)).toBe(false);
  });

  it('lets a hire start the day another ends when there is no turnaround, but not with one', () => {
    expect(overlaps(range(10, 12), range(12, 14), 0)).toBe(false);
    expect(overlaps(range(12, 14), range(10, 12), 0)).toBe(false);
    expect(overlaps(range(10, 12), range(12, 14), 1)).toBe(true);
    expect(overlaps(range(12, 14), range(10, 12), 1)).toBe(true);
  });

  it('keeps a returned unit out for the turnaround days, and no longer', () => {
    expect(overlaps(range(10, 12), range(13, 16), 2)).toBe(true);
    expect(overlaps(range(10, 12), range(14, 16), 2)).toBe(false);
  });

  it('takes the busiest moment, so hires that follow each other share units', () => {
    const holds = [held(1, 10, 12, 2), held(2, 20, 22, 3), held(3, 11, 13, 1)];
    // 10–13: quotes 1 and 3 overlap (3 units); 20–22 holds 3: the peak is 3, not 6.
    expect(peakCommitted(holds, range(9, 25), 0)).toBe(3);
    expect(peakCommitted(holds, range(14, 19), 0)).toBe(0);
    expect(peakCommitted(holds, range(12, 13), 0)).toBe(1);
  });

  it('leaves the quote being approved out of its own check', () => {
    const holds = [held(1, 10, 12, 2), held(2, 10, 12, 3)];
    expect(availability(6, holds, range(10, 12), 1)).toEqual({ stock: 6, committed: 5, available: 1 });
    expect(availability(6, holds, range(10, 12), 1, 2)).toEqual({ stock: 6, committed: 2, available: 4 });
  });

  it('never answers fewer than 0 free, when stock was cut below what is promised', () => {
    expect(availability(1, [held(1, 10, 12, 3)], range(10, 12), 0).available).toBe(0);
  });

  it('names each short line in the over-commit answer', () => {
    expect(
      overcommitMessage([
        { productId: 1, name: 'Line Array', requested: 3, available: 1 },
        { productId: 2, name: 'Sub', requested: 2, available: 0 },
      ]),
    ).toBe(
      'Approving this quote would over-commit: Line Array (3 requested, 1 free), Sub (2 requested, 0 free). Confirm the override to approve it anyway.',
    );
  });
});
