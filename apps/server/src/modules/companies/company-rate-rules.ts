import type { RateRule } from '../../plugins/rate-limit';

const hour = 60 * 60_000;
/**
 * The settings a company writes, per address and per company. Generous for an owner filling the
 * forms in (a save per field is fine); each upload is decoded and resized, so those count too.
 */
export const companyRateRules = {
  basicInformationPerIp: { name: 'basic-information:ip', limit: 60, windowMs: hour },
  basicInformationPerCompany: { name: 'basic-information:company', limit: 30, windowMs: hour },
  imageUploadsPerIp: { name: 'image-upload:ip', limit: 60, windowMs: hour },
  imageUploadsPerCompany: { name: 'image-upload:company', limit: 30, windowMs: hour },
} satisfies Record<string, RateRule>;
