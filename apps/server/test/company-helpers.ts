import type { FastifyInstance } from 'fastify';
import {
  categories,
  companies,
  companyMembers,
  eq,
  integrations,
  user,
  vouchers,
} from '@stepup/db';
import type { Database } from '@stepup/db';
import { generateVoucherCode } from '@stepup/domain';
import { newVerifiedAccount } from './account-helpers';

/** A business user signed up on the business site with a company of their own (pending). */
export async function newCompanyUser(
  business: FastifyInstance,
  db: Database,
  email: string,
  companyName: string,
): Promise<{ cookie: string; companyId: string }> {
  const cookie = await newVerifiedAccount(business, {
    email,
    password: 'Company-Password-1',
    companyName,
  });
  const [row] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(user.email, email));
  return { cookie, companyId: row!.companyId };
}

const randomBytes = (bytes: Uint8Array) => crypto.getRandomValues(bytes);

/** An issued voucher written straight into the database; answers its code. */
export async function insertVoucher(
  db: Database,
  input: {
    campaignId: string;
    companyId: string;
    buyerUserId?: string | null;
    step?: number;
    faceValuePence?: number;
  } & Partial<typeof vouchers.$inferInsert>,
): Promise<string> {
  const code = input.code ?? generateVoucherCode(randomBytes);
  await db.insert(vouchers).values({
    step: 1,
    slot: 0,
    faceValuePence: 2500,
    discount: 10,
    pricePaidPence: 2250,
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
    ...input,
    code,
  });
  return code;
}

/**
 * Gives a company every campaign prerequisite of docs/product.md#campaign-prerequisites (company and compliance data, images, category,
 * website, description, sandbox payments and "in store only" as its website connection) straight in the database, as
 * if its owner had filled /basic-information, /payments and /api.
 */
export async function completeCompanySetup(db: Database, companyId: string) {
  const [category] = await db
    .insert(categories)
    .values({ key: `setup-${companyId}`, name: 'Food & Drink' })
    .returning({ id: categories.id });
  await db
    .update(companies)
    .set({
      tradingName: 'Set Up Ltd',
      contactEmail: 'hello@setup.test',
      registeredNumber: '01234567',
      addressLine1: '1 High Street',
      city: 'London',
      postcode: 'SW1A 1AA',
      website: 'https://www.setup.test',
      description: 'A business with everything in place.',
      logoUrl: '/files/test/logo.webp',
      primaryImageUrl: '/files/test/primary.webp',
      categoryId: category!.id,
      paymentAccountId: `acct_sandbox_${companyId.slice(0, 8)}`,
      paymentsEnabled: true,
    })
    .where(eq(companies.id, companyId));
  // "In store only" (the Online shop tab's choice without a shop): nothing for the sync to call.
  await db.insert(integrations).values({ companyId, kind: 'manual', status: 'connected' });
}
