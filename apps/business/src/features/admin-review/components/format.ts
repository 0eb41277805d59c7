import { ukShortDate } from '@stepup/domain';

/** A date as the admin screens show it, e.g. 24 Nov 2026 (UK time). */
export const formatDay = (iso: string) => ukShortDate(iso);
