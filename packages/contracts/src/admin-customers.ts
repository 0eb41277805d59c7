import { z } from 'zod';
import { ID_MAX_LENGTH, NUMBER_BOUND, boundedString, ukDaysQuery } from './bounds';
import { cappedPaging } from './admin';

// /admin/customers (issue 16): the customers list, one customer, and one change at a time.

const pence = z.number().int().nonnegative();
const instant = z.iso.datetime();
const flag = z.enum(['true', 'false']);

/** GET /api/admin/customers */
export const adminCustomerListQuerySchema = z.object({
  /** Part of a name or an email address. */
  q: boundedString(200).optional(),
  status: z.enum(['approved', 'denied']).optional(),
  tester: flag.optional(),
  /** 'true': only customers whose buying is turned off. */
  buyingOff: flag.optional(),
  /** Joined (signed up) on these UK days, inclusive: the dashboard's New customers. */
  ...ukDaysQuery,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
/** The client's side of the query (the server parses the page from its text). */
export type AdminCustomerListQuery = Omit<z.infer<typeof adminCustomerListQuerySchema>, 'page'> & {
  page?: number;
};

export const adminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['approved', 'denied']),
  tester: z.boolean(),
  buyingEnabled: z.boolean(),
  redemptionsEnabled: z.boolean(),
  /** Their own gifting fee; null: the site's. */
  giftingFeePence: pence.nullable(),
  /** Vouchers they bought (cancelled ones too). */
  vouchers: z.number().int().nonnegative(),
  /** What they paid for their vouchers that are not cancelled. */
  spendPence: pence,
  /** The latest of their app and web activity, null when never seen. */
  lastActiveAt: instant.nullable(),
  createdAt: instant,
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerListSchema = z.object({
  customers: z.array(adminCustomerSchema),
  ...cappedPaging,
});
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

/** GET /api/admin/customers/:customerId */
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSchema,
  /** The site's gifting fee, for "default" beside the override. */
  siteGiftingFeePence: pence,
  /** Their newest vouchers. */
  recentVouchers: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      campaignName: z.string(),
      companyName: z.string(),
      faceValuePence: pence,
      pricePaidPence: pence,
      createdAt: instant,
      usedAt: instant.nullable(),
      cancelledAt: instant.nullable(),
    }),
  ),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminCustomerParamsSchema = z.object({ customerId: boundedString(ID_MAX_LENGTH) });

/** PATCH /api/admin/customers/:customerId: one change at a time. */
export const adminCustomerChangeSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('status'), value: z.enum(['approved', 'denied']) }),
  z.object({ field: z.literal('buyingEnabled'), value: z.boolean() }),
  z.object({ field: z.literal('redemptionsEnabled'), value: z.boolean() }),
  z.object({ field: z.literal('tester'), value: z.boolean() }),
  // The £0–£50 rule is the domain's (422 with its message); this only bounds the number.
  z.object({
    field: z.literal('giftingFeePence'),
    value: z.number().int().min(-NUMBER_BOUND).max(NUMBER_BOUND).nullable(),
  }),
]);
export type AdminCustomerChange = z.infer<typeof adminCustomerChangeSchema>;
