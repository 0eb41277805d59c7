const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A date as the admin screens show it, e.g. 24 Nov 2026 (UK time). */
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));
