import { accountApi } from './client/account';
import { adminApi } from './client/admin';
import { adminContentPagesApi } from './client/admin-content-pages';
import { catalogApi } from './client/catalog';
import { companyApi } from './client/company';
import { shopsApi } from './client/shops';
import {
  adminCompanyNotificationsApi,
  companyNotificationsApi,
} from './client/company-notifications';
import { companyCampaignsApi } from './client/company-campaigns';
import { contentApi } from './client/content';
import { companyCustomOffersApi, customOffersApi } from './client/custom-offers';
import { devApi } from './client/dev';
import { emailTemplatesApi } from './client/email-templates';
import { favouritesApi } from './client/favourites';
import { createTransport } from './client/http';
import type { ApiClientOptions, Transport } from './client/http';
import { giftingApi, perksApi } from './client/perks';
import { adminGiftDesignsApi, giftDesignsApi } from './client/gift-designs';
import { purchasesApi } from './client/purchases';
import { siteApi } from './client/site';
import { sitesApi } from './client/sites';
import { setupHelpApi, siteContentApi } from './client/site-content';
import { teamApi } from './client/team';
import { walletApi } from './client/wallet';
import { giftsApi } from './client/gifts';
import { ratingsApi } from './client/ratings';
import { dateRemindersApi } from './client/date-reminders';
// Public API and API keys (ADR 036).
import { apiKeysApi } from './client/api-keys';
import { webhooksApi } from './client/webhooks';

export { ApiError } from './client/http';
export type { ApiClientOptions } from './client/http';
export { teamApi };
export { voucherPdfSizes } from './client/wallet';
export type { VoucherPdfSize } from './client/wallet';

/**
 * The typed client both apps use, one area per file in ./client. Every answer is parsed with the
 * same schema the server validates its output with, so a drifted response fails loudly here, not
 * in a component.
 *
 * The customer site builds only the areas a customer's pages call (createCustomerApiClient): the
 * company and admin areas are a tenth of the code every one of its pages would otherwise download
 * (ADR 047). The business site builds them all (createApiClient).
 */
function customerAreas(transport: Transport) {
  return {
    ...siteApi(transport),
    ...catalogApi(transport),
    /** Stored pages, stories, press, FAQs and the About Us counters (read by anyone). */
    content: contentApi(transport),
    /** The signed-in customer's favourite campaigns. */
    favourites: favouritesApi(transport),
    /** The signed-in customer's vouchers and the campaigns they have unlocked a higher step of. */
    wallet: walletApi(transport),
    /** A gift's own page (by its link) and its buyer's changes before delivery (ADR 055). */
    gifts: giftsApi(transport),
    ratings: ratingsApi(transport),
    /** The customer's dates to remember and their reminder emails (issue 21). */
    dates: dateRemindersApi(transport),
    /** Buying a voucher: the server prices it and answers the card payment's client secret. */
    purchases: purchasesApi(transport),
    /** The customer's custom offers (step 4): made, followed, withdrawn, paid (ADR 027). */
    customOffers: customOffersApi(transport),
    account: accountApi(transport),
    /** The gifting price: the site's default (admins) and the signed-in customer's fee. */
    gifting: giftingApi(transport),
    /** The gift designs a buyer may choose (docs/product.md#gift-designs). */
    giftDesigns: giftDesignsApi(transport),
  };
}

/** The customer site's client: the catalog, content, accounts and a customer's own things. */
export function createCustomerApiClient(options: ApiClientOptions = {}) {
  return customerAreas(createTransport(options));
}

/** The business site's client: the customer areas and every company and admin area. */
export function createApiClient(options: ApiClientOptions = {}) {
  const transport = createTransport(options);
  return {
    ...customerAreas(transport),
    /** The signed-in company user's own company (never another's: the server takes it from them). */
    company: companyApi(transport),
    admin: adminApi(transport),
    /** The admin area's stored pages (with their version history) and Our Stories. */
    adminContentPages: adminContentPagesApi(transport),
    /** The admin's company notifications (/admin/notifications). */
    adminCompanyNotifications: adminCompanyNotificationsApi(transport),
    /** The notifications on the signed-in member's company dashboard. */
    companyNotifications: companyNotificationsApi(transport),
    /** The admin's categories, branding, FAQ links, press and setup-help videos. */
    siteContent: siteContentApi(transport),
    /** The setup-help videos companies see. */
    ...setupHelpApi(transport),
    /** The admin's wording of every email the platform sends (/admin/notifications). */
    emailTemplates: emailTemplatesApi(transport),
    /** The company's campaigns, dashboard figures and switches, and redeeming its vouchers. */
    companyCampaigns: companyCampaignsApi(transport),
    /** The company's custom-offer inbox and answers, and a campaign's offer settings. */
    companyCustomOffers: companyCustomOffersApi(transport),
    /** The company's team, its invitations and perks; taking up an invitation. */
    team: teamApi(transport),
    /** Multi-site groups: the company's sites, campaign and staff sites, figures by site. */
    sites: sitesApi(transport),
    /** The company's Perks tab; perks and the Perks switch in the admin area. */
    perks: perksApi(transport),
    /** The admin's gift design categories and designs (/admin/gifting). */
    adminGiftDesigns: adminGiftDesignsApi(transport),
    /** The company's online shop connection and its shop codes (issue 18). */
    shops: shopsApi(transport),
    ...devApi(transport),
    /** The company's API keys for the public API (owners). */
    apiKeys: apiKeysApi(transport),
    /** The company's outgoing webhook: settings, signing secret, delivery log (ADR 037). */
    webhooks: webhooksApi(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type CustomerApiClient = ReturnType<typeof createCustomerApiClient>;
