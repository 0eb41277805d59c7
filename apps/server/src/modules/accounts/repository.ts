import type { Database } from '@stepup/db';
import { botCheckSolutions, customers, eq, lt, sql, user } from '@stepup/db';

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  return row;
}

export async function hasCustomerProfile(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: customers.userId })
    .from(customers)
    .where(eq(customers.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function insertCustomerProfile(
  db: Database,
  profile: { userId: string; name: string; email: string },
) {
  await db
    .insert(customers)
    .values({ userId: profile.userId, name: profile.name, emailLower: profile.email.toLowerCase() })
    .onConflictDoNothing();
}

/**
 * Records a bot-check solution as used. Returns false when it was used before: the primary key
 * makes "first use wins" atomic across requests and processes.
 */
export async function claimBotCheckSolution(
  db: Database,
  id: string,
  expiresAt: Date,
): Promise<boolean> {
  await db.delete(botCheckSolutions).where(lt(botCheckSolutions.expiresAt, new Date()));
  const inserted = await db
    .insert(botCheckSolutions)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: botCheckSolutions.id });
  return inserted.length === 1;
}
