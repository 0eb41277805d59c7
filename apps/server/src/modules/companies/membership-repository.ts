import { COMPANY_OWNER_ROLE, companies, companyMembers, eq } from '@stepup/db';
import type { Database } from '@stepup/db';

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
