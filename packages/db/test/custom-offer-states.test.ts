import { describe, expect, it } from 'vitest';
import { CUSTOM_OFFER_STATUSES, OPEN_CUSTOM_OFFER_STATES } from '@stepup/domain';
import { customOfferStatuses, openCustomOfferStatuses } from '../src/schema';

// The table's CHECK and its open-offer index are written from the schema's lists; the rules use
// the domain's. They must name the same states (ADR 027).
describe('custom offer states', () => {
  it('are the same in the schema and in the domain', () => {
    expect([...customOfferStatuses]).toEqual([...CUSTOM_OFFER_STATUSES]);
    expect([...openCustomOfferStatuses]).toEqual([...OPEN_CUSTOM_OFFER_STATES]);
  });
});
