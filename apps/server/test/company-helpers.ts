import type { FastifyInstance } from 'fastify';
import { companyMembers, eq, user, vouchers } from '@stepup/db';
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
