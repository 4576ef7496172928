import type { ReturnStatus } from '@shop/contracts';

/** A return's badge colour, so the customer's order page and the admin's returns list agree. */
export const RETURN_STATUS_COLOURS: Record<ReturnStatus, string> = {
  requested: 'blue',
  approved: 'gold',
  declined: 'red',
  received: 'cyan',
  refunded: 'green',
};
