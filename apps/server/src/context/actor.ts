import type { AccountUser } from '@stepup/contracts';
import type { AdminPermissionMap } from '@stepup/domain';
import type { BrowserCredentials } from './browser-credentials';

/**
 * Who is asking, resolved once per request at the boundary (plugins/actor.ts) — or built by a job
 * or a test. Every use case takes one and checks it first (context/access.ts).
 */
export type Actor = Visitor | Customer | BusinessUser;

interface ActorBase {
  /** The client's address as the trusted proxies tell it (per-address limits). */
  ip: string;
  /** The browser's session for better-auth; null for an actor built by a job or a test. */
  browser: BrowserCredentials | null;
}

export interface ActorSession {
  id: string;
  signedInAt: Date;
}

/** Nobody signed in: browsing, searching, buying as a guest. */
export interface Visitor extends ActorBase {
  kind: 'visitor';
}

/** A signed-in customer account on the customer site. */
export interface Customer extends ActorBase {
  kind: 'customer';
  user: AccountUser;
  session: ActorSession;
}

/** The company a business account acts for, taken from its membership, never from the request. */
export interface CompanyRole {
  companyId: string;
  companyStatus: string;
  /** 'owner' or another role in the company. */
  role: string;
  isOwner: boolean;
}

/** What an admin account may do in the admin area. */
export interface AdminRights {
  /** When this session last confirmed the password and authenticator code (sensitive actions). */
  identityConfirmedAt: Date | null;
  /** The admin's permission level (null: none, so no area at all). */
  levelId: string | null;
  levelName: string | null;
  /** The level's grants per area (the domain's adminMay reads them). */
  permissions: AdminPermissionMap;
}

/**
 * A signed-in account on the business site: a member of a company (with their role), a platform
 * admin, or — between leaving a company and joining another — neither.
 */
export interface BusinessUser extends ActorBase {
  kind: 'business';
  user: AccountUser;
  session: ActorSession;
  company: CompanyRole | null;
  admin: AdminRights | null;
}

export type SignedInActor = Customer | BusinessUser;
