import { Conflict, Invalid } from '@shop/kit';
import { requireAcceptingSeen } from '../src/modules/quotes/domain/quote-access';
import { requireNotStarted, validUntilFor } from '../src/modules/quotes/domain/quote-lifecycle';
import type { QuoteRevision } from '../src/modules/quotes/models/quote';

const revision = (n: number) => ({ revision: n }) as QuoteRevision;

describe('how long a sent quote stays open', () => {
  it('is valid for the settings’ days, but never past the day before the hire starts', () => {
    expect(validUntilFor('2026-11-28', 14, '2027-01-10')).toBe('2026-12-12');
    // Sent 28 Nov for a hire starting 11 Dec: open until 10 Dec, not 12 Dec.
    expect(validUntilFor('2026-11-28', 14, '2026-12-11')).toBe('2026-12-10');
    expect(validUntilFor('2026-11-28', 14, '2026-12-13')).toBe('2026-12-12');
    expect(validUntilFor('2026-11-28', 14, '2026-11-29')).toBe('2026-11-28');
  });

  it('cannot be sent or accepted on or after the day the hire starts, saying so', () => {
    expect(() => requireNotStarted('2026-12-11', '2026-12-10', 'accept')).not.toThrow();
    for (const today of ['2026-12-11', '2026-12-12']) {
      expect(() => requireNotStarted('2026-12-11', today, 'accept')).toThrow(Conflict);
      expect(() => requireNotStarted('2026-12-11', today, 'accept')).toThrow(
        'This hire starts on 11 Dec 2026, so the quote can no longer be accepted. Ask the hire desk for new dates.',
      );
      expect(() => requireNotStarted('2026-12-11', today, 'send')).toThrow(
        'This hire starts on 11 Dec 2026: move its dates on before sending the quote',
      );
    }
  });
});

describe('accepting the revision the customer saw', () => {
  it('accepts the latest revision when the customer names it, or the link names it', () => {
    expect(() => requireAcceptingSeen(revision(2), 2, false)).not.toThrow();
    expect(() => requireAcceptingSeen(revision(2), 2, true)).not.toThrow();
    expect(() => requireAcceptingSeen(revision(2), null, true)).not.toThrow();
  });

  it('refuses an earlier revision, naming the newer one to review', () => {
    for (const byLink of [false, true]) {
      const refuse = () => requireAcceptingSeen(revision(3), 2, byLink);
      expect(refuse).toThrow(Conflict);
      expect(refuse).toThrow('This quote has been revised since you opened it: please review revision 3');
    }
  });

  it('asks the signed-in owner which revision they accept, and refuses one never sent', () => {
    expect(() => requireAcceptingSeen(revision(2), null, false)).toThrow(Invalid);
    expect(() => requireAcceptingSeen(revision(2), null, false)).toThrow(
      'Say which revision of the quote you are accepting',
    );
    expect(() => requireAcceptingSeen(revision(2), 3, false)).toThrow('This quote has no revision 3');
  });
});
