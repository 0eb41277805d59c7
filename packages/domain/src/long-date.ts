/** A date as the UK writes it in full, on the London calendar: '12 March 2025'. */
export function formatLongDate(instant: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}
