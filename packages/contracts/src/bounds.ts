import { z } from 'zod';
import { TEXT_TOO_LONG } from '@stepup/domain';

// Length bounds of everything a request may carry, checked before any handler runs, so no rule,
// password hash, mail or database query ever sees an unbounded value. Where a domain rule limits
// a length itself, the bound sits well above it, so that rule and its message answer anything a
// person types, and past the bound the field keeps that rule's message (an address too long to
// exist is badly formatted); other fields get TEXT_TOO_LONG.

/** The longest address SMTP can deliver to (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** A person's or a recipient's name. */
export const NAME_MAX_LENGTH = 200;
/** Far above the password hasher's own limit (128), which answers first. */
export const PASSWORD_MAX_LENGTH = 256;
/** A company name or trading name (the domain's rule stops at 120 with its own message). */
export const COMPANY_NAME_MAX_LENGTH = 500;
/** One line of free text the domain limits to 200 (address lines, city, phone…). */
export const LINE_MAX_LENGTH = 500;
/** A web address (browsers handle longer, no shop's needs to be). */
export const URL_MAX_LENGTH = 2048;
/** A database id or a provider's id (uuids, `pi_…`). */
export const ID_MAX_LENGTH = 100;
/** Numbers no form produces: every realistic amount, percentage or year is a domain rule's. */
export const NUMBER_BOUND = 1_000_000_000_000;

/** A string of at most `max` characters; longer ones get `message` (else TEXT_TOO_LONG). */
export const boundedString = (max: number, message: string = TEXT_TOO_LONG) =>
  z.string().max(max, message);

/** A number within ±NUMBER_BOUND; beyond it, the message the field's domain rule gives there. */
export const boundedNumber = (below: string, above: string = below) =>
  z.number().min(-NUMBER_BOUND, below).max(NUMBER_BOUND, above);

/**
 * An admin list's From / To filter: UK calendar days, both included, either left out (the server
 * reads them with the domain's ukDaysRange, as the dashboard reads its period).
 */
const ukDay = z.iso.date().max(10);
export const ukDaysQuery = {
  from: ukDay.optional(),
  to: ukDay.optional(),
};
