/** Which of the two web apps a server instance serves besides the shared API. */
export type Site = 'web' | 'business';

/** Which accounts may sign in on which site: customers on the customer site, the rest on business. */
export const siteAudience = { web: 'customer', business: 'business' } as const;
export type Audience = (typeof siteAudience)[Site];
