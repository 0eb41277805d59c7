import type { adminGiftingSchema, myGiftingFeeSchema } from '../gifting';
import type { AdminGiftingRequest } from '../gifting';
import type {
  adminPerkListSchema,
  adminPerkSchema,
  perkCompanySearchSchema,
  perkListSchema,
  perksSwitchSchema,
} from '../perks';
import type { AdminPerkRequest, PerkMoveRequest } from '../perks';
import { json, queryString } from './http';
import type { Transport } from './http';

const perkPath = (id: string) => `/admin/perks/${encodeURIComponent(id)}`;

/** The company's perks (and whether the Perks tab is on); /admin/perks. */
export function perksApi({ request, post }: Transport) {
  return {
    /** The perks live today for the caller's company. */
    companyPerks: () => request<typeof perkListSchema>('/company/perks'),
    /** Every perk, in the companies' order, and the Perks tab switch. */
    adminList: () => request<typeof adminPerkListSchema>('/admin/perks'),
    create: (body: AdminPerkRequest) => post<typeof adminPerkSchema>('/admin/perks', body),
    update: (id: string, body: AdminPerkRequest) =>
      request<typeof adminPerkSchema>(perkPath(id), json('PUT', body)),
    /** One place up or down; answers the whole list in its new order. */
    move: (id: string, body: PerkMoveRequest) =>
      post<typeof adminPerkListSchema>(`${perkPath(id)}/move`, body),
    remove: (id: string) => request<null>(perkPath(id), { method: 'DELETE' }),
    /** The Perks tab on or off for every company. */
    setEnabled: (perksEnabled: boolean) =>
      request<typeof perksSwitchSchema>('/admin/perks/settings', json('PUT', { perksEnabled })),
    /** Companies whose name holds `q`, to choose for a perk. */
    searchCompanies: (q: string) =>
      request<typeof perkCompanySearchSchema>(`/admin/perks/companies${queryString({ q })}`),
  };
}

/** The gifting price: the site's default (admins) and the signed-in customer's own. */
export function giftingApi({ request }: Transport) {
  return {
    /** The fee the signed-in customer's gifts carry (the server's figure). */
    myFee: () => request<typeof myGiftingFeeSchema>('/account/gifting-fee'),
    adminGet: () => request<typeof adminGiftingSchema>('/admin/gifting'),
    adminSet: (body: AdminGiftingRequest) =>
      request<typeof adminGiftingSchema>('/admin/gifting', json('PUT', body)),
  };
}
