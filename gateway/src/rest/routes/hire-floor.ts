import type { Request } from 'express';
import { z } from 'zod';
import {
  addHireUnitsSchema,
  assetTagSchema,
  earlyDispatchSchema,
  refundMethodSchema,
  unitNoteSchema,
  unitReturnsSchema,
} from '@shop/contracts';
import { graphql } from '../__generated__';
import { bodyFields, bodyObject, intParam, requiredField, route } from '../route';

/** The warehouse floor for the hire desk: a hire product's units, and dispatch and return of a booking's units. */

const noteBody = z.object({ note: unitNoteSchema });
/** The asset tag in the path, as typed or scanned (checked by the subgraph). */
const tagParam = (req: Request) => String(req.params.tag);

export const hireFloorRoutes = [
  route({
    method: 'get',
    path: '/api/admin/hire/products/:id/units',
    summary: "A hire product's units",
    description: 'Each with its asset tag, serial number, state (available, out, in-repair, retired) and booking.',
    auth: 'admin',
    errors: [404],
    operation: graphql(`
      query HireUnits($productId: Int!) {
        hireUnits(productId: $productId) {
          ...HireUnitFields
        }
      }
    `),
    variables: (req) => ({ productId: intParam(req, 'id') }),
    result: (d) => d.hireUnits,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/products/:id/units',
    summary: 'Add units to a hire product',
    description:
      'A tag pattern with one run of # and a count (and a first number), or a list of tags with serial numbers. ' +
      '409 naming a tag already in the fleet; nothing is added then.',
    auth: 'admin',
    body: addHireUnitsSchema,
    errors: [404, 409],
    operation: graphql(`
      mutation AddHireUnits($productId: Int!, $input: HireUnitsInput!) {
        addHireUnits(productId: $productId, input: $input) {
          ...HireUnitFields
        }
      }
    `),
    variables: (req) => ({ productId: intParam(req, 'id'), input: bodyObject(req) }),
    result: (d) => d.addHireUnits,
    status: 201,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/products/:id/units/import',
    summary: "Add a hire product's units from a CSV file",
    description:
      'A header row naming tag (and optionally serial), then one unit a line; at most 5,000 units. All or none: ' +
      '400 naming each bad line by number, 409 naming tags listed twice in the file or already in the fleet.',
    auth: 'admin',
    errors: [404, 409],
    operation: graphql(`
      mutation ImportHireUnits($productId: Int!, $csv: String!) {
        importHireUnits(productId: $productId, csv: $csv) {
          ...HireUnitFields
        }
      }
    `),
    variables: (req) => ({ productId: intParam(req, 'id'), csv: req.body.csv }),
    result: (d) => d.importHireUnits,
    upload: true,
    status: 201,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/units/:tag/repair',
    summary: 'Send an available unit to repair',
    description: 'It leaves the product’s availability until cleared. 409 when it is out, in repair or retired.',
    auth: 'admin',
    body: noteBody,
    errors: [404, 409],
    operation: graphql(`
      mutation SendHireUnitToRepair($tag: String!, $note: String) {
        sendHireUnitToRepair(tag: $tag, note: $note) {
          ...HireUnitFields
        }
      }
    `),
    variables: (req) => ({ tag: tagParam(req), ...bodyFields(req, ['note']) }),
    result: (d) => d.sendHireUnitToRepair,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/units/:tag/clear',
    summary: 'Clear a unit from repair',
    description: 'Available again. 409 when it is not in repair.',
    auth: 'admin',
    errors: [404, 409],
    operation: graphql(`
      mutation ClearHireUnitRepair($tag: String!) {
        clearHireUnitRepair(tag: $tag) {
          ...HireUnitFields
        }
      }
    `),
    variables: (req) => ({ tag: tagParam(req) }),
    result: (d) => d.clearHireUnitRepair,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/units/:tag/retire',
    summary: 'Retire an available or in-repair unit',
    auth: 'admin',
    body: noteBody,
    errors: [404, 409],
    operation: graphql(`
      mutation RetireHireUnit($tag: String!, $note: String) {
        retireHireUnit(tag: $tag, note: $note) {
          ...HireUnitFields
        }
      }
    `),
    variables: (req) => ({ tag: tagParam(req), ...bodyFields(req, ['note']) }),
    result: (d) => d.retireHireUnit,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/quotes/:id/dispatch',
    summary: 'Dispatch a unit on a booking by its asset tag',
    description:
      'Typed or scanned. 409 naming the booking the unit is out on, or saying it is in repair, retired, not for ' +
      'this booking or its line full; 409 on `early` when the booking starts more than 2 days ahead, unless ' +
      '`early: true` confirms it. The booking is out once every line has its units.',
    auth: 'admin',
    body: z.object({ tag: assetTagSchema, early: earlyDispatchSchema }),
    errors: [404, 409],
    operation: graphql(`
      mutation DispatchHireUnit($id: Int!, $tag: String!, $early: Boolean) {
        dispatchHireUnit(id: $id, tag: $tag, early: $early) {
          ...FloorHireQuoteFields
        }
      }
    `),
    variables: (req) => ({
      id: intParam(req, 'id'),
      tag: requiredField(bodyObject(req), 'tag'),
      ...bodyFields(req, ['early']),
    }),
    result: (d) => d.dispatchHireUnit,
  }),
  route({
    method: 'post',
    path: '/api/admin/hire/quotes/:id/return',
    summary: 'Take units back from a booking',
    description:
      'Per unit: condition ok, damaged (to repair) or missing (retired), a note and a charge in GBP. Once every ' +
      'unit is back the booking completes: the charges and the late charge are taken from the security deposit ' +
      'first and the rest is refunded: to the card a security deposit paid online came from (through payments, ' +
      "recorded on the booking by Stripe's refund webhook), else by refundMethod (bank-transfer unless given).",
    auth: 'admin',
    body: z.object({ returns: unitReturnsSchema, refundMethod: refundMethodSchema }),
    errors: [404, 409],
    operation: graphql(`
      mutation ReturnHireUnits($id: Int!, $input: [HireUnitReturnInput!]!, $refundMethod: String) {
        returnHireUnits(id: $id, input: $input, refundMethod: $refundMethod) {
          ...FloorHireQuoteFields
        }
      }
    `),
    variables: (req) => {
      const body = bodyObject(req);
      return {
        id: intParam(req, 'id'),
        input: requiredField(body, 'returns'),
        refundMethod: body.refundMethod ?? null,
      };
    },
    result: (d) => d.returnHireUnits,
  }),
];
