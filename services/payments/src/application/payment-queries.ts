import { NotFound, outboxBookkeeping, parseInput } from '@shop/kit';
import { paymentSubjectQuerySchema } from '@shop/contracts';
import type { Payment } from '../models/payment';
import type { PaymentsDeps } from './deps';

/** The payments of one subject (an order, a booking), oldest first. */
export const paymentsOfSubject =
  ({ models }: PaymentsDeps) =>
  async (query: unknown): Promise<Payment[]> => {
    const { subjectType, subjectId } = parseInput(paymentSubjectQuerySchema, query);
    return models.Payment.find({ subjectType, subjectId }, outboxBookkeeping).sort({ id: 1 }).lean<Payment[]>();
  };

export const paymentById =
  ({ models }: PaymentsDeps) =>
  async (id: number): Promise<Payment> => {
    const payment = await models.Payment.findOne({ id }, outboxBookkeeping).lean<Payment>();
    if (!payment) throw new NotFound(`Payment ${id} not found`);
    return payment;
  };
