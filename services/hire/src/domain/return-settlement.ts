/**
 * What a return settles (pure): the charges for damage, loss and lateness are added to what the
 * booking owes and taken from the security deposit first; what is left of the deposit is
 * refunded. The deposit held is what the customer paid above the hire's total, up to the
 * security deposit asked for.
 */
export interface Settlement {
  chargesPence: number;
  depositHeldPence: number;
  depositUsedPence: number;
  refundPence: number;
  /** Charges the deposit did not cover: still owed by the customer. */
  owedPence: number;
}

export function settle(charges: {
  totalPence: number;
  securityDepositPence: number;
  paidPence: number;
  chargesPence: number;
}): Settlement {
  const depositHeldPence = Math.min(charges.securityDepositPence, Math.max(0, charges.paidPence - charges.totalPence));
  const depositUsedPence = Math.min(charges.chargesPence, depositHeldPence);
  return {
    chargesPence: charges.chargesPence,
    depositHeldPence,
    depositUsedPence,
    refundPence: depositHeldPence - depositUsedPence,
    owedPence: charges.chargesPence - depositUsedPence,
  };
}
