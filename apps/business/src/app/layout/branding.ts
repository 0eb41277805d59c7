/** How the business site brands itself: the shared Brand's tagline and size, the tab title's end. */
export const businessBrand = { tagline: 'Business', size: 36 } as const;
export { BUSINESS_TAB_SUFFIX as titleSuffix } from '@stepup/domain';
