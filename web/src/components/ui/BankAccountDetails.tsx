import { formatGBP } from '@shop/contracts';

interface BankAccount {
  accountName: string;
  sortCode: string;
  accountNumber: string;
  reference: string;
}

/** The shop's account to send a transfer to: the sum, where to, and the reference that matches it to its payer. */
export function BankAccountDetails({ amount, account }: { amount: number; account: BankAccount }) {
  const rows: Array<[string, string]> = [
    ['Amount', formatGBP(amount)],
    ['Account name', account.accountName],
    ['Sort code', account.sortCode],
    ['Account number', account.accountNumber],
    ['Reference', account.reference],
  ];
  return (
    <dl className="bank-transfer-details">
      {rows.map(([label, value]) => (
        <div key={label} data-testid={`bank-transfer-${label.toLowerCase().replace(/ /g, '-')}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
