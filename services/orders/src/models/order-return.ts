import { Schema } from 'mongoose';
import {
  RETURN_OUTCOMES,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnOutcome,
  type ReturnReason,
  type ReturnStatus,
} from '@shop/contracts';

/*
 * A return lives inside its order (`order.returns`), not in a collection of its own: what may still be returned is
 * read from the order's lines and its other returns, and a return's refund is one of the order's refunds, so asking,
 * approving, receiving and refunding are each one versioned write of the order, with its events, and the sweep that
 * asks again for refunds still due asks for a return's too. The local MongoDB-wire server has no transactions, so
 * two documents could not be kept in step.
 */

/** A line of a return: which of the order's lines, the product as sold, how many, and what became of it. */
export interface OrderReturnLine {
  lineId: number;
  productId: number;
  name: string;
  quantity: number;
  unitPricePence: number;
  /** Set when the parcel is received. */
  outcome: ReturnOutcome | null;
}

export interface OrderReturn {
  /** Its number on the order (1, 2, …). */
  number: number;
  /** RMA-<order>-<number>: the customer marks the parcel with it, and payments refunds once under it. */
  reference: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  lines: OrderReturnLine[];
  requestedAt: Date;
  /** Where the customer sends it, as the shop's setting was when approved. */
  returnsAddress: string | null;
  declineReason: string | null;
  decidedAt: Date | null;
  receivedAt: Date | null;
  /** What is refunded for it (lines with their VAT, and shipping when it is refunded with this return). */
  refundPence: number | null;
  /** The part of refundPence that is the order's shipping. */
  shippingRefundPence: number | null;
  refundedAt: Date | null;
}

/** One step of the order's life after the sale, as the customer and the admin read it. */
export interface OrderHistoryLine {
  at: Date;
  text: string;
}

const returnLineSchema = new Schema<OrderReturnLine>(
  {
    lineId: { type: Number, required: true },
    productId: { type: Number, required: true },
    name: { type: String, required: true },
    quantity: { type: Number, required: true },
    unitPricePence: { type: Number, required: true },
    outcome: { type: String, enum: [...RETURN_OUTCOMES, null], default: null },
  },
  { _id: false },
);

export const orderReturnSchema = new Schema<OrderReturn>(
  {
    number: { type: Number, required: true },
    reference: { type: String, required: true },
    status: { type: String, enum: RETURN_STATUSES, required: true },
    reason: { type: String, enum: RETURN_REASONS, required: true },
    note: { type: String, default: null },
    lines: { type: [returnLineSchema], default: [] },
    requestedAt: { type: Date, required: true },
    returnsAddress: { type: String, default: null },
    declineReason: { type: String, default: null },
    decidedAt: { type: Date, default: null },
    receivedAt: { type: Date, default: null },
    refundPence: { type: Number, default: null },
    shippingRefundPence: { type: Number, default: null },
    refundedAt: { type: Date, default: null },
  },
  { _id: false },
);

export const orderHistoryLineSchema = new Schema<OrderHistoryLine>(
  { at: { type: Date, required: true }, text: { type: String, required: true } },
  { _id: false },
);
