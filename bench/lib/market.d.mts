// Types of market.mjs for the TypeScript that uses it (the cluster test).
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}
export interface Buyer {
  userId: string;
  token: string;
  email: string;
  cookie: string;
}
export const CARD: string;
export const STATUS_POLL_MS: number;
export const FACE_VALUE_PENCE: number;
export function insertCompany(db: Queryable, name: string): Promise<string>;
export function insertCampaign(
  db: Queryable,
  company: string,
  name: string,
  budgetPence: number,
): Promise<string>;
export function mintBuyers(db: Queryable, count: number, authSecret: string): Promise<Buyer[]>;
export function purchase(
  origin: string,
  buyer: Buyer,
  campaignId: string,
  options?: {
    gift?: { name: string; email: string; message: string; deliverAt?: string };
    retries?: number;
  },
): Promise<
  { ms: number; paymentId: string; failed?: undefined } | { failed: string; paymentId?: string }
>;
