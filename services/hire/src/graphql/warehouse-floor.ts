import type { HireApplication } from '../hire-application';
import { chargesNow, requireMaySee, type Quote } from '../modules/quotes';
import type { Resolvers } from './__generated__/resolvers';
import { actorOf } from './actor';
import { toQuoteDtos } from './dto';
import { toFloorDto, toSettlementDto, toUnitDto } from './floor-dto';

/** Stages a booking is on the warehouse floor in (or has been). */
const BOOKED: readonly Quote['stage'][] = ['confirmed', 'out', 'completed'];

/** The warehouse floor: a hire product's units, dispatch and return of a booking's units. */
export function warehouseFloorResolvers(
  app: Pick<
    HireApplication,
    | 'quotes'
    | 'units'
    | 'addUnits'
    | 'importUnits'
    | 'sendUnitToRepair'
    | 'clearUnitRepair'
    | 'retireUnit'
    | 'dispatchUnit'
    | 'returnUnits'
    | 'lateGraceHours'
  >,
  clock: () => Date,
): Pick<Resolvers, 'Query' | 'Mutation' | 'HireQuote'> {
  const answer = async (quote: Quote) => toQuoteDtos(await app.quotes.withProducts([quote], 'quote'))[0];
  return {
    Query: {
      hireUnits: async (_, { productId }, ctx) =>
        (await app.units.unitsOf({ productId }, actorOf(ctx))).units.map(toUnitDto),
    },
    Mutation: {
      addHireUnits: async (_, { productId, input }, ctx) =>
        (await app.addUnits({ productId, units: input }, actorOf(ctx))).map(toUnitDto),
      importHireUnits: async (_, { productId, csv }, ctx) =>
        (await app.importUnits({ productId, csv }, actorOf(ctx))).map(toUnitDto),
      sendHireUnitToRepair: async (_, args, ctx) => toUnitDto(await app.sendUnitToRepair(args, actorOf(ctx))),
      clearHireUnitRepair: async (_, args, ctx) => toUnitDto(await app.clearUnitRepair(args, actorOf(ctx))),
      retireHireUnit: async (_, args, ctx) => toUnitDto(await app.retireUnit(args, actorOf(ctx))),
      dispatchHireUnit: async (_, args, ctx) => answer(await app.dispatchUnit(args, actorOf(ctx))),
      returnHireUnits: async (_, { id, input, refundMethod }, ctx) =>
        answer(await app.returnUnits({ id, returns: input, refundMethod }, actorOf(ctx))),
    },
    HireQuote: {
      floor: ({ record, products }, _, ctx) =>
        ctx.user?.role === 'admin' && BOOKED.includes(record.stage)
          ? toFloorDto(record, products, chargesNow(record, products, app.lateGraceHours, clock()))
          : null,
      // The customer reads how their hire settled as the desk does.
      settlement: ({ record, sight }) => {
        requireMaySee(record, sight);
        return record.settlement && toSettlementDto(record.settlement);
      },
    },
  };
}
