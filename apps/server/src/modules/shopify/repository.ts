import {
  and,
  asc,
  companies,
  desc,
  eq,
  inArray,
  integrations,
  ne,
  shopChoiceKinds,
  sql,
} from '@stepup/db';
import type { Database, Transaction } from '@stepup/db';

type Db = Database | Transaction;

// The company's Shopify connection: a row of its online shop choice (kind 'shopify'), whose
// credentials ({ accessToken }) are sealed JSON in access_token_encrypted.

const shopKinds = inArray(integrations.kind, [...shopChoiceKinds]);

const columns = {
  id: integrations.id,
  companyId: integrations.companyId,
  kind: integrations.kind,
  shopUrl: integrations.shopUrl,
  credentialsEncrypted: integrations.accessTokenEncrypted,
  status: integrations.status,
  updatedAt: integrations.updatedAt,
};

/** The company's latest online shop choice (whatever its kind or status). */
export async function findCompanyConnection(db: Db, companyId: string) {
  const [row] = await db
    .select(columns)
    .from(integrations)
    .where(and(eq(integrations.companyId, companyId), shopKinds))
    .orderBy(desc(integrations.createdAt))
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

/** Whether another company has this Shopify shop connected (one shop, one company). */
export async function isShopConnectedElsewhere(db: Db, companyId: string, shopUrl: string) {
  const [taken] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(
      and(
        eq(integrations.kind, 'shopify'),
        eq(integrations.shopUrl, shopUrl),
        eq(integrations.status, 'connected'),
        ne(integrations.companyId, companyId),
      ),
    )
    .limit(1);
  return taken !== undefined;
}

/**
 * Makes the shop the company's online shop choice, connected: the same shop installed again keeps
 * its row; otherwise every earlier choice is closed (the caller has already disconnected a shop
 * at its platform) and a new row made. Answers false, changing nothing, when another company has
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
    if (await isShopConnectedElsewhere(tx, companyId, values.shopUrl)) return { saved: false };
    const set = {
      kind: 'shopify' as const,
      shopUrl: values.shopUrl,
      accessTokenEncrypted: values.credentialsEncrypted,
      webhookSecretEncrypted: null,
      status: 'connected' as const,
      lastError: null,
      updatedAt: new Date(),
    };
    const current = await findCompanyConnection(tx, companyId);
    if (current?.kind === 'shopify' && current.shopUrl === values.shopUrl) {
      await tx.update(integrations).set(set).where(eq(integrations.id, current.id));
      return { saved: true, integrationId: current.id };
    }
    await tx
      .update(integrations)
      .set({ status: 'disconnected', accessTokenEncrypted: null, updatedAt: new Date() })
      .where(
        and(
          eq(integrations.companyId, companyId),
          shopKinds,
          ne(integrations.status, 'disconnected'),
        ),
      );
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
