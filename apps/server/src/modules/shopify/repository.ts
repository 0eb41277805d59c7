import { and, asc, companies, eq, integrations, ne, sql } from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

// The company's Shopify connection: its one website-connection row (kind 'shopify'), whose
// credentials ({ accessToken }) are sealed JSON in access_token_encrypted.

const websiteKinds = sql`${integrations.kind} in ('shopify', 'woocommerce', 'custom_api')`;

const columns = {
  id: integrations.id,
  companyId: integrations.companyId,
  kind: integrations.kind,
  shopUrl: integrations.shopUrl,
  credentialsEncrypted: integrations.accessTokenEncrypted,
  status: integrations.status,
  updatedAt: integrations.updatedAt,
};

/** The company's website connection (whatever its kind), oldest first as the company page reads it. */
export async function findCompanyConnection(db: Db, companyId: string) {
  const [row] = await db
    .select(columns)
    .from(integrations)
    .where(and(eq(integrations.companyId, companyId), websiteKinds))
    .orderBy(asc(integrations.createdAt))
    .limit(1);
  return row;
}

/** A connected Shopify shop's row, by its address (https://name.myshopify.com). */
export async function findConnectedShop(db: Db, shopUrl: string) {
  const [row] = await db
    .select(columns)
    .from(integrations)
    .where(
      and(
        eq(integrations.kind, 'shopify'),
        eq(integrations.shopUrl, shopUrl),
        eq(integrations.status, 'connected'),
      ),
    )
    .orderBy(asc(integrations.createdAt))
    .limit(1);
  return row;
}

/**
 * Stores the shop as the company's website connection, connected: the company's one row becomes
 * Shopify (created when it has none). Answers false, changing nothing, when another company has
 * this shop connected.
 */
export async function saveShopifyConnection(
  db: Database,
  companyId: string,
  values: { shopUrl: string; credentialsEncrypted: string },
): Promise<{ saved: boolean; integrationId?: string }> {
  return db.transaction(async (tx) => {
    // Serialise saves of one company so two racing installs cannot make two rows.
    await tx.execute(
      sql`select 1 from ${companies} where ${companies.id} = ${companyId} for update`,
    );
    const [taken] = await tx
      .select({ id: integrations.id })
      .from(integrations)
      .where(
        and(
          eq(integrations.kind, 'shopify'),
          eq(integrations.shopUrl, values.shopUrl),
          eq(integrations.status, 'connected'),
          ne(integrations.companyId, companyId),
        ),
      )
      .limit(1);
    if (taken) return { saved: false };
    const set = {
      kind: 'shopify' as const,
      shopUrl: values.shopUrl,
      accessTokenEncrypted: values.credentialsEncrypted,
      webhookSecretEncrypted: null,
      status: 'connected' as const,
      lastError: null,
      updatedAt: new Date(),
    };
    const existing = await findCompanyConnection(tx, companyId);
    if (existing) {
      await tx.update(integrations).set(set).where(eq(integrations.id, existing.id));
      return { saved: true, integrationId: existing.id };
    }
    const [row] = await tx
      .insert(integrations)
      .values({ companyId, ...set })
      .returning({ id: integrations.id });
    return { saved: true, integrationId: row!.id };
  });
}

/** The shop removed the app (or asked for its data to go): disconnected, its token forgotten. */
export async function disconnectShop(db: Db, integrationId: string): Promise<void> {
  await db
    .update(integrations)
    .set({ status: 'disconnected', accessTokenEncrypted: null, updatedAt: new Date() })
    .where(eq(integrations.id, integrationId));
}

/** A connected shop's renewed credentials (sealed), after the platform refreshed its token. */
export async function saveShopCredentials(
  db: Db,
  shopUrl: string,
  credentialsEncrypted: string,
): Promise<void> {
  await db
    .update(integrations)
    .set({ accessTokenEncrypted: credentialsEncrypted, updatedAt: new Date() })
    .where(
      and(
        eq(integrations.kind, 'shopify'),
        eq(integrations.shopUrl, shopUrl),
        eq(integrations.status, 'connected'),
      ),
    );
}
