import { z } from 'zod';
import { ACCESS_TOKEN_REQUIRED, INVALID_WEBSITE_FORMAT, WEB_ADDRESS_REQUIRED } from '../messages';
import { isValidWebsite } from './basic-information';
import { requiredText } from './shared';

/** Connecting a shop needs its address and the access token the shop issued. */
export const websiteConnectionSchema = z.object({
  webAddress: requiredText(WEB_ADDRESS_REQUIRED).refine(isValidWebsite, INVALID_WEBSITE_FORMAT),
  accessToken: requiredText(ACCESS_TOKEN_REQUIRED),
});

export type WebsiteConnectionInput = z.input<typeof websiteConnectionSchema>;
