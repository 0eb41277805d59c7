import type { Database, Transaction } from '@stepup/db';
import type { CompanyMembershipForClosing } from '@stepup/domain';
import { ERASED_PERSONAL_DATA as ERASED } from '@stepup/domain';
import { createHash, randomBytes } from 'node:crypto';
import {
  and,
  COMPANY_OWNER_ROLE,
  botCheckSolutions,
  campaigns,
  companies,
  companyMembers,
  customOffers,
  customers,
  desc,
  eq,
  eventReminders,
  favourites,
  mailOutbox,
  openCustomOfferStatuses,
  or,
  payments,
  smsOutbox,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  session,
  sql,
  twoFactor,
  user,
  verification,
  voucherEvents,
  vouchers,
  webhookDeliveries,
} from '@stepup/db';

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

/** A customer's status ('approved' | 'denied'), or undefined when the account has no profile. */
export async function findCustomerStatus(db: Database, userId: string) {
  const [row] = await db
    .select({ status: customers.status })
    .from(customers)
    .where(eq(customers.userId, userId))
    .limit(1);
  return row?.status;
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

/** The name lives on the sign-in record and the customer record; both change together. */
export async function updateName(db: Database, userId: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name }).where(eq(user.id, userId));
    await tx.update(customers).set({ name }).where(eq(customers.userId, userId));
  });
}

export async function setPendingEmail(db: Database, userId: string, pendingEmail: string | null) {
  await db.update(user).set({ pendingEmail }).where(eq(user.id, userId));
}

/**
 * After a verified email (a first verification or a confirmed change): the pending request is
 * done, the customer record follows, and (customers only) vouchers bought as a guest with this
 * address join the account: verification proves the guest and the account holder are one person.
 */
export async function completeEmailVerification(
  db: Database,
  userId: string,
  email: string,
  { claimGuestVouchers }: { claimGuestVouchers: boolean },
) {
  await db.transaction(async (tx) => {
    if (claimGuestVouchers) {
      await tx
        .update(vouchers)
        .set({ buyerUserId: userId })
        .where(
          and(
            isNull(vouchers.buyerUserId),
            sql`lower(${vouchers.guestEmail}) = ${email.toLowerCase()}`,
          ),
        );
    }
    await tx
      .update(user)
      .set({ pendingEmail: null })
      .where(and(eq(user.id, userId), sql`lower(${user.pendingEmail}) = ${email.toLowerCase()}`));
    await tx
      .update(customers)
      .set({ emailLower: email.toLowerCase() })
      .where(and(eq(customers.userId, userId), ne(customers.emailLower, email.toLowerCase())));
  });
}

/** A business sign-up's company: pending until an admin approves it; the user is its owner. */
export async function createPendingCompany(
  db: Database,
  { userId, companyName }: { userId: string; companyName: string },
) {
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: companyName, status: 'pending' })
      .returning({ id: companies.id });
    await tx
      .insert(companyMembers)
      .values({ companyId: company!.id, userId, roleInCompany: COMPANY_OWNER_ROLE });
    await tx.update(user).set({ roleClass: 'company' }).where(eq(user.id, userId));
  });
}

/** The user's companies as the account-closing rule needs to see them. */
export async function findMembershipsForClosing(
  db: Database,
  userId: string,
): Promise<CompanyMembershipForClosing[]> {
  const otherOwners = sql<number>`(select count(*) from ${companyMembers} as other
    where other.company_id = ${companyMembers.companyId} and other.user_id <> ${userId}
    and other.role_in_company = ${COMPANY_OWNER_ROLE})`;
  const campaignCount = sql<number>`(select count(*) from ${campaigns}
    where ${campaigns.companyId} = ${companyMembers.companyId})`;
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      companyStatus: companies.status,
      role: companyMembers.roleInCompany,
      otherOwners,
      campaignCount,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return rows.map((row) => ({
    companyId: row.companyId,
    companyName: row.companyName,
    companyStatus: row.companyStatus,
    onlyOwner: row.role === COMPANY_OWNER_ROLE && Number(row.otherOwners) === 0,
    campaignCount: Number(row.campaignCount),
  }));
}

/**
 * Removes companies that closed with their only owner's account: only while they still have no
 * member, no campaign and were never approved (so a concurrent change keeps the company).
 */
export async function deleteCompaniesLeftBehind(db: Database, companyIds: string[]) {
  if (companyIds.length === 0) return;
  await db
    .delete(companies)
    .where(
      and(
        inArray(companies.id, companyIds),
        ne(companies.status, 'approved'),
        sql`not exists (select 1 from ${companyMembers} where ${companyMembers.companyId} = ${companies.id})`,
        sql`not exists (select 1 from ${campaigns} where ${campaigns.companyId} = ${companies.id})`,
      ),
    );
}

/**
 * The lastActive / lastWebActive stamps, written at most every few minutes per customer
 * (a conditional update, so concurrent page loads write once).
 */
export async function stampCustomerActivity(
  db: Database,
  userId: string,
  at: Date,
  staleBefore: Date,
) {
  await db
    .update(customers)
    .set({ lastActive: at, lastWebActive: at })
    .where(
      and(
        eq(customers.userId, userId),
        sql`(${customers.lastWebActive} is null or ${customers.lastWebActive} < ${staleBefore})`,
      ),
    );
}

/** What a single-use emailed link may undo. */
export type UndoPurpose = 'recover-email' | 'revert-two-factor';

const undoIdentifier = (purpose: UndoPurpose, token: string) =>
  `${purpose}:${createHash('sha256').update(token).digest('hex')}`;

/**
 * A single-use link that undoes a security change from the account's mailbox ("this was not me").
 * Only the token's hash is stored, so the table alone cannot be used to take an account back.
 */
export async function createUndoToken<T extends object>(
  db: Database,
  purpose: UndoPurpose,
  claim: T,
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verification).values({
    identifier: undoIdentifier(purpose, token),
    value: JSON.stringify(claim),
    expiresAt,
  });
  return token;
}

/** Uses up an undo token: its claim, if it existed for this purpose and had not expired. */
export async function consumeUndoToken<T extends object>(
  db: Database,
  purpose: UndoPurpose,
  token: string,
): Promise<T | undefined> {
  const [row] = await db
    .delete(verification)
    .where(
      and(
        eq(verification.identifier, undoIdentifier(purpose, token)),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .returning({ value: verification.value });
  return row ? (JSON.parse(row.value) as T) : undefined;
}

/**
 * Puts the old email back (verified), cancels any pending change and signs the account out
 * everywhere. False when the old address now belongs to another account.
 */
export async function revertEmail(
  db: Database,
  { userId, oldEmail }: { userId: string; oldEmail: string },
) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(sql`lower(${user.email}) = ${oldEmail.toLowerCase()}`, ne(user.id, userId)))
      .limit(1);
    if (taken) return false;
    await tx
      .update(user)
      .set({ email: oldEmail, emailVerified: true, pendingEmail: null })
      .where(eq(user.id, userId));
    await tx
      .update(customers)
      .set({ emailLower: oldEmail.toLowerCase() })
      .where(eq(customers.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    return true;
  });
}

/** Ends every session of an account, in the caller's transaction. */
export async function deleteSessionsOf(tx: Database | Transaction, userId: string) {
  await tx.delete(session).where(eq(session.userId, userId));
}

/** Ends one session (its cookie finds nothing any more). */
export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(session).where(eq(session.id, sessionId));
}

/** Notes that the session's user confirmed their identity (password and authenticator code) now. */
export async function stampIdentityConfirmed(db: Database, sessionId: string, at: Date) {
  await db.update(session).set({ identityConfirmedAt: at }).where(eq(session.id, sessionId));
}

/** When the session's user last confirmed their identity, or null. */
export async function findIdentityConfirmedAt(
  db: Database,
  sessionId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: session.identityConfirmedAt })
    .from(session)
    .where(eq(session.id, sessionId))
    .limit(1);
  return row?.at ?? null;
}

/** A replacement session (after a password change) takes over its predecessor's sign-in time. */
export async function keepSignInTime(db: Database, token: string, signedInAt: Date) {
  await db.update(session).set({ createdAt: signedInAt }).where(eq(session.token, token));
}

/** Turns the second factor off and ends every session (the factor was added by someone else). */
export async function removeSecondFactor(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
  });
}

/**
 * The second factors an account can be asked for at sign-in: a confirmed authenticator app
 * (with its backup codes) and a verified mobile number for text-message codes.
 */
export async function findSecondFactorMethods(db: Database, userId: string) {
  const [phone] = await db
    .select({ phoneNumber: user.phoneNumber, phoneNumberVerified: user.phoneNumberVerified })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  const [app] = await db
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  return {
    authenticator: app !== undefined && app.verified !== false,
    phoneNumber: phone?.phoneNumberVerified === true ? phone.phoneNumber : null,
  };
}

/**
 * Keeps `phoneNumber` on the account, unverified, for text-message codes. Another account's
 * unverified claim on the number is released (it cannot hold a number it never proved); false
 * when another account uses the number verified.
 */
export async function storeUnverifiedPhoneNumber(
  db: Database,
  userId: string,
  phoneNumber: string,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [holder] = await tx
        .select({ id: user.id, verified: user.phoneNumberVerified })
        .from(user)
        .where(and(eq(user.phoneNumber, phoneNumber), ne(user.id, userId)))
        .for('update')
        .limit(1);
      if (holder?.verified === true) return false;
      if (holder) {
        await tx
          .update(user)
          .set({ phoneNumber: null, phoneNumberVerified: null })
          .where(eq(user.id, holder.id));
      }
      await tx
        .update(user)
        .set({ phoneNumber, phoneNumberVerified: false })
        .where(eq(user.id, userId));
      return true;
    });
  } catch (err) {
    // Two accounts claiming one number at the same moment: the unique index lets one win.
    if ((err as { code?: string }).code === '23505') return false;
    throw err;
  }
}

/** The code texted to the number came back: the number is the account's second factor. */
export async function markPhoneNumberVerified(db: Database, userId: string) {
  await db
    .update(user)
    .set({ phoneNumberVerified: true })
    .where(and(eq(user.id, userId), sql`${user.phoneNumber} is not null`));
}

/** Two-step sign-in turned off (or removed from the emailed link): the number goes with it. */
export async function clearPhoneNumber(db: Database, userId: string) {
  await db
    .update(user)
    .set({ phoneNumber: null, phoneNumberVerified: null })
    .where(eq(user.id, userId));
}

/**
 * The account of a half-finished sign-in (the password was right, the second factor comes
 * next), by the identifier better-auth keeps in its two-factor cookie; undefined once expired.
 */
export async function findPendingSignInUserId(
  db: Database,
  identifier: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
    .limit(1);
  return row?.userId;
}

// The customer's own data (ADR 029): "Download my data" and what closing an account erases.

/** Everything the export holds of one customer: only rows linked to their account. */
export async function findCustomerData(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  const voucherRows = await db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      companyName: companies.name,
      campaignName: campaigns.name,
      step: vouchers.step,
      faceValuePence: vouchers.faceValuePence,
      discount: vouchers.discount,
      pricePaidPence: vouchers.pricePaidPence,
      giftingFeePence: vouchers.giftingFeePence,
      buyFor: vouchers.buyFor,
      giftRecipientName: vouchers.giftRecipientName,
      giftRecipientEmail: vouchers.giftRecipientEmail,
      giftMessage: vouchers.giftMessage,
      paymentDate: vouchers.paymentDate,
      expiresAt: vouchers.expiresAt,
      usedAt: vouchers.usedAt,
      cancelledAt: vouchers.cancelledAt,
      refundPence: vouchers.refundPence,
    })
    .from(vouchers)
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId))
    .where(eq(vouchers.buyerUserId, userId))
    .orderBy(desc(vouchers.paymentDate), vouchers.id);
  const paymentRows = await db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      status: payments.status,
      amountPence: payments.amountPence,
      amountRefundedPence: payments.amountRefundedPence,
      campaignName: campaigns.name,
      companyName: companies.name,
    })
    .from(payments)
    .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(and(eq(payments.userId, userId), eq(payments.kind, 'payment')))
    .orderBy(desc(payments.createdAt), payments.id);
  const favouriteRows = await db
    .select({ campaignId: favourites.campaignId, campaignName: campaigns.name })
    .from(favourites)
    .innerJoin(campaigns, eq(campaigns.id, favourites.campaignId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
  const offerRows = await db
    .select({
      id: customOffers.id,
      createdAt: customOffers.createdAt,
      status: customOffers.status,
      campaignName: campaigns.name,
      faceValuePence: customOffers.faceValuePence,
      discount: customOffers.discount,
    })
    .from(customOffers)
    .innerJoin(campaigns, eq(campaigns.id, customOffers.campaignId))
    .where(eq(customOffers.customerUserId, userId))
    .orderBy(desc(customOffers.createdAt), customOffers.id);
  const savedDateRows = await db
    .select({
      name: eventReminders.name,
      occasion: eventReminders.occasion,
      date: eventReminders.eventDate,
      repeats: eventReminders.repeats,
    })
    .from(eventReminders)
    .where(eq(eventReminders.userId, userId))
    .orderBy(eventReminders.eventDate, eventReminders.id);
  return account
    ? {
        account,
        vouchers: voucherRows,
        payments: paymentRows,
        favourites: favouriteRows,
        customOffers: offerRows,
        savedDates: savedDateRows,
      }
    : null;
}

/**
 * Before a customer's account row goes (its delete cascades to the customer record, sessions,
 * sign-in methods, authenticator data and favourites, and unlinks vouchers, payments and custom
 * offers): the personal data kept rows still hold of them is cleared, in one transaction. The
 * financial records (amounts, dates, company, campaign, codes) stay. A live gift keeps its
 * recipient's name and email, which the recipient still needs; the buyer's gift message goes.
 */
export async function eraseCustomerPersonalData(
  db: Database,
  { userId, email, phoneNumber }: { userId: string; email: string; phoneNumber: string | null },
  now: Date,
) {
  const lowerEmail = email.toLowerCase();
  await db.transaction(async (tx) => {
    // Their vouchers, and any bought as a guest with the address their account verified. A spent
    // gift (used, cancelled or expired) no longer needs its recipient: the schema keeps a
    // gift's recipient columns filled, so they become the ERASED marker.
    const spent = sql`(${vouchers.usedAt} is not null or ${vouchers.cancelledAt} is not null or ${vouchers.expiresAt} <= ${now.toISOString()}::timestamptz)`;
    await tx
      .update(vouchers)
      .set({
        guestEmail: null,
        giftMessage: null,
        giftRecipientName: sql`case when ${vouchers.buyFor} = 'gift' and ${spent} then ${ERASED} else ${vouchers.giftRecipientName} end`,
        giftRecipientEmail: sql`case when ${vouchers.buyFor} = 'gift' and ${spent} then ${ERASED} else ${vouchers.giftRecipientEmail} end`,
      })
      .where(
        or(
          eq(vouchers.buyerUserId, userId),
          and(isNull(vouchers.buyerUserId), sql`lower(${vouchers.guestEmail}) = ${lowerEmail}`),
        ),
      );
    // Their payments, and any they made as a guest with the address their account verified. A
    // payment still open keeps its gift details, which the voucher is made from once it is paid.
    const theirs = or(
      eq(payments.userId, userId),
      and(isNull(payments.userId), sql`lower(${payments.guestEmail}) = ${lowerEmail}`),
    );
    await tx
      .update(payments)
      .set({
        guestEmail: null,
        giftingData: sql`case when ${payments.status} = 'created' then ${payments.giftingData} else null end`,
      })
      .where(theirs);
    // An offer still open keeps its gift details (the voucher is made from them); a closed one's
    // voucher, if any, holds what is still needed.
    const open = inArray(customOffers.status, [...openCustomOfferStatuses]);
    await tx
      .update(customOffers)
      .set({
        guestEmail: null,
        giftRecipientName: sql`case when ${open} then ${customOffers.giftRecipientName} else null end`,
        giftRecipientEmail: sql`case when ${open} then ${customOffers.giftRecipientEmail} else null end`,
        giftMessage: sql`case when ${open} then ${customOffers.giftMessage} else null end`,
      })
      .where(
        or(
          eq(customOffers.customerUserId, userId),
          and(
            isNull(customOffers.customerUserId),
            sql`lower(${customOffers.guestEmail}) = ${lowerEmail}`,
          ),
        ),
      );
    // The first name their offers' webhook messages carried (ADR 037): the stored copy, which a
    // resend posts as it is, loses it. Offer events dispatched later read the offer without them.
    await tx
      .update(webhookDeliveries)
      .set({
        payload: sql`jsonb_set(${webhookDeliveries.payload}, '{data,offer,customerFirstName}', 'null'::jsonb)`,
      })
      .where(
        inArray(
          webhookDeliveries.eventId,
          tx
            .select({ id: voucherEvents.id })
            .from(voucherEvents)
            .innerJoin(customOffers, eq(customOffers.id, voucherEvents.offerId))
            .where(eq(customOffers.customerUserId, userId)),
        ),
      );
    // Copies of mail and texts already sent to them (the queue keeps what is still to send).
    await tx
      .delete(mailOutbox)
      .where(and(sql`lower(${mailOutbox.to}) = ${lowerEmail}`, ne(mailOutbox.status, 'pending')));
    if (phoneNumber) {
      await tx
        .delete(smsOutbox)
        .where(and(eq(smsOutbox.to, phoneNumber), ne(smsOutbox.status, 'pending')));
    }
    // Their password-reset tokens (value: the user id) and "this was not me" links (a JSON claim
    // naming the user id and their old address).
    await tx
      .delete(verification)
      .where(
        or(
          eq(verification.value, userId),
          sql`position(${`"userId":"${userId}"`} in ${verification.value}) > 0`,
        ),
      );
  });
}
