import { graphql } from './__generated__';
import type { AdminHireFloorFragment, AdminHireUnitFragment } from './__generated__/graphql';

export type HireUnit = AdminHireUnitFragment;
export type HireFloor = AdminHireFloorFragment;
export type HireBookedUnit = HireFloor['units'][number];
export type HireSettlement = NonNullable<HireFloor['settlement']>;
export type { HireUnitsInput, HireUnitReturnInput } from './__generated__/graphql';

graphql(`
  fragment AdminHireUnit on HireUnit {
    tag
    productId
    serialNumber
    state
    quoteId
    quoteNumber
    note
    retiredReason
  }
`);

graphql(`
  fragment AdminHireFloor on HireFloor {
    lines {
      productId
      name
      needed
      assigned
    }
    units {
      tag
      productId
      dispatchedAt
      returnedAt
      condition
      note
      charge
    }
    fulfilled
    overdueSince
    dueBackBy
    damageCharge
    lateCharge
    settlement {
      damage
      waived
      late
      charges
      depositHeld
      depositUsed
      refund
      owed
      at
    }
  }
`);

export const HIRE_UNITS = graphql(`
  query HireUnits($productId: Int!) {
    hireUnits(productId: $productId) {
      ...AdminHireUnit
    }
  }
`);

export const ADD_HIRE_UNITS = graphql(`
  mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {
    addHireUnits(productId: $productId, input: $input) {
      ...AdminHireUnit
    }
  }
`);

export const SEND_HIRE_UNIT_TO_REPAIR = graphql(`
  mutation SendHireUnitToRepair($tag: String!, $note: String) {
    sendHireUnitToRepair(tag: $tag, note: $note) {
      ...AdminHireUnit
    }
  }
`);

export const CLEAR_HIRE_UNIT_REPAIR = graphql(`
  mutation ClearHireUnitRepair($tag: String!) {
    clearHireUnitRepair(tag: $tag) {
      ...AdminHireUnit
    }
  }
`);

export const RETIRE_HIRE_UNIT = graphql(`
  mutation RetireHireUnit($tag: String!, $note: String) {
    retireHireUnit(tag: $tag, note: $note) {
      ...AdminHireUnit
    }
  }
`);

export const DISPATCH_HIRE_UNIT = graphql(`
  mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {
    dispatchHireUnit(id: $id, tag: $tag, early: $early) {
      ...AdminHireQuoteDesk
    }
  }
`);

export const RETURN_HIRE_UNITS = graphql(`
  mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!) {
    returnHireUnits(id: $id, input: $input) {
      ...AdminHireQuoteDesk
    }
  }
`);
