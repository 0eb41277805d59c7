/** A wallet date: en-GB, on the London calendar ('24/11/2026'). */
export function formatWalletDate(instant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(instant));
}
