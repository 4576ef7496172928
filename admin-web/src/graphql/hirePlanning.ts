import { graphql } from './__generated__';
import type { HirePlanningQuery, HireDaySheetQuery } from './__generated__/graphql';

export type PlanningRow = HirePlanningQuery['hirePlanning']['rows'][number];
export type PlanningBar = HirePlanningQuery['hirePlanning']['bars'][number];
export type SheetDay = HireDaySheetQuery['hireDaySheet'][number];
export type SheetBooking = SheetDay['goingOut'][number];

export const HIRE_PLANNING = graphql(`
  query HirePlanning($from: String) {
    hirePlanning(from: $from) {
      days
      rows {
        productId
        name
        kit
        unitsInService
        days
        out
        turnaround
        shortDays
      }
      bars {
        productId
        quoteId
        number
        customerName
        stage
        quantity
        from
        outDays
        turnaroundDays
      }
      barsCut
    }
  }
`);

export const HIRE_PLANNING_BOOKINGS = graphql(`
  query HirePlanningBookings($productId: Int!, $day: String!) {
    hirePlanningBookings(productId: $productId, day: $day) {
      quoteId
      number
      customerName
      quantity
      startDate
      endDate
      stage
    }
  }
`);

graphql(`
  fragment AdminSheetBooking on HireSheetBooking {
    quoteId
    number
    stage
    customerName
    customerPhone
    customerEmail
    startDate
    endDate
    deliveryRequired
    installationRequired
    deliveryAddress
    deliveryCity
    deliveryPostalCode
    additionalNotes
    lines {
      productId
      name
      quantity
    }
    unitsOut
    unitsBack
  }
`);

export const HIRE_DAY_SHEET = graphql(`
  query HireDaySheet($day: String) {
    hireDaySheet(day: $day) {
      day
      goingOut {
        ...AdminSheetBooking
      }
      comingBack {
        ...AdminSheetBooking
      }
    }
  }
`);
