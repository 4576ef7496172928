import { HIRE_QUOTE_STAGES, type HireQuoteStage } from '@shop/contracts';
import { Conflict } from '@shop/kit';
import { canMoveStage, deskMoveFor, moveStage, type StageMove } from '../src/modules/quotes/domain/quote-lifecycle';

const at = (stage: HireQuoteStage) => ({ stage });

describe('the quote lifecycle table', () => {
  it.each<[StageMove, HireQuoteStage[], HireQuoteStage]>([
    ['send', ['requested', 'quoted', 'expired'], 'quoted'],
    ['accept', ['quoted'], 'confirmed'],
    ['decline', ['quoted'], 'declined'],
    ['expire', ['quoted'], 'expired'],
    ['go-out', ['confirmed', 'out'], 'out'],
    ['settle', ['confirmed', 'out'], 'completed'],
    ['cancel', ['confirmed'], 'cancelled'],
  ])('%s moves a quote from %j to %s and from nowhere else', (move, from, to) => {
    for (const stage of HIRE_QUOTE_STAGES) {
      if (from.includes(stage)) {
        expect(canMoveStage(stage, move)).toBe(true);
        expect(moveStage(at(stage), move).stage).toBe(to);
      } else {
        expect(canMoveStage(stage, move)).toBe(false);
        expect(() => moveStage(at(stage), move)).toThrow(Conflict);
      }
    }
  });

  it('writes the spec status with the stage', () => {
    expect(moveStage(at('quoted'), 'accept')).toEqual({ stage: 'confirmed', status: 'approved' });
    expect(moveStage(at('out'), 'settle')).toEqual({ stage: 'completed', status: 'completed' });
  });

  it('refuses in the words the caller reads', () => {
    expect(() => moveStage(at('declined'), 'accept')).toThrow('This quote was declined');
    expect(() => moveStage(at('requested'), 'decline')).toThrow('This quote has not been sent yet');
    expect(() => moveStage(at('completed'), 'cancel')).toThrow(
      'Only a confirmed booking can be cancelled; this quote is completed',
    );
  });

  it("takes the desk's status: a rejection declines a quote and cancels a booking, and nothing moves while units are out", () => {
    expect(moveStage(at('quoted'), deskMoveFor('quoted', 'rejected')).stage).toBe('declined');
    expect(moveStage(at('confirmed'), deskMoveFor('confirmed', 'rejected')).stage).toBe('cancelled');
    expect(moveStage(at('declined'), deskMoveFor('declined', 'approved')).stage).toBe('confirmed');
    expect(moveStage(at('completed'), deskMoveFor('completed', 'pending')).stage).toBe('requested');
    for (const status of ['approved', 'rejected', 'completed', 'pending'] as const) {
      expect(() => moveStage(at('out'), deskMoveFor('out', status))).toThrow(
        'Some of this booking’s units are out; take them back before changing its status',
      );
    }
  });
});
