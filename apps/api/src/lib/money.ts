/** "₹1,234" or "₹1,234.50" from integer paise, Indian digit grouping (for texts the API writes). */
export function formatRupeesPlain(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: paise % 100 === 0 ? 0 : 2 }).format(paise / 100);
}
