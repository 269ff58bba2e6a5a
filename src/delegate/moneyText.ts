/** 'USD 1,000', as the fee grid and the e-mails write amounts; cents only when there are any. */
export function moneyText(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}
