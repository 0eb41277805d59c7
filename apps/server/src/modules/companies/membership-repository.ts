import { COMPANY_OWNER_ROLE, and, companies, companyMembers, eq, user } from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

/** The company a business user acts for: their first membership (a user belongs to one today). */
export async function findMembership(db: Database, userId: string) {
  const [row] = await db
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.roleInCompany,
      companyStatus: companies.status,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(companyMembers.createdAt)
    .limit(1);
  return row && { ...row, isOwner: row.role === COMPANY_OWNER_ROLE };
}

/** The addresses of a company's owners. */
export async function findOwnerEmails(db: Database | Transaction, companyId: string) {
  const owners = await db
    .select({ email: user.email })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.roleInCompany, COMPANY_OWNER_ROLE),
      ),
    );
  return owners.map((o) => o.email);
}
