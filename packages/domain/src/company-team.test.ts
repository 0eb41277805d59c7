import { describe, expect, it } from 'vitest';
import {
  COMPANY_ACTIONS,
  INVITE_ALREADY_MEMBER,
  INVITE_CUSTOMER_ACCOUNT,
  INVITE_LINK_INVALID,
  INVITE_OTHER_COMPANY,
  INVITE_ROLE_INVALID,
  LAST_OWNER_REMOVE_REFUSED,
  companyInviteSchema,
  companyRoleAllows,
  inviteAcceptance,
  inviteExpiry,
  inviteStatus,
  memberRemoval,
  memberRoleChange,
} from './company-team';
import { firstError } from './validation/shared';

const now = new Date('2026-11-24T12:00:00Z');

describe('companyRoleAllows', () => {
  it('lets an owner do everything', () => {
    for (const action of COMPANY_ACTIONS) expect(companyRoleAllows('owner', action)).toBe(true);
  });

  it('lets staff redeem and see the dashboard and perks, nothing else', () => {
    const allowed = COMPANY_ACTIONS.filter((a) => companyRoleAllows('staff', a));
    expect(allowed).toEqual(['viewDashboard', 'redeemVouchers', 'viewPerks', 'viewCustomOffers']);
    expect(companyRoleAllows('staff', 'managePayments')).toBe(false);
    expect(companyRoleAllows('staff', 'manageBasicInformation')).toBe(false);
    expect(companyRoleAllows('staff', 'manageTeam')).toBe(false);
  });

  it('lets an unknown role do nothing', () => {
    for (const action of COMPANY_ACTIONS) expect(companyRoleAllows('Owner', action)).toBe(false);
  });
});

describe('companyInviteSchema', () => {
  it('needs an email, a well-formed one, and a known role', () => {
    expect(firstError(companyInviteSchema, { email: '', role: 'staff' })).toBe('Missing email');
    expect(firstError(companyInviteSchema, { email: 'nope', role: 'staff' })).toBe(
      'Email address is not formatted correctly',
    );
    expect(firstError(companyInviteSchema, { email: 'a@b.co', role: 'boss' })).toBe(
      INVITE_ROLE_INVALID,
    );
    expect(firstError(companyInviteSchema, { email: 'a@b.co', role: 'owner' })).toBeNull();
  });
});

describe('inviteStatus', () => {
  const open = { expiresAt: inviteExpiry(now), acceptedAt: null, revokedAt: null };

  it('is open for 7 days, then expired', () => {
    expect(open.expiresAt.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(inviteStatus(open, now)).toBe('open');
    expect(inviteStatus(open, new Date('2026-12-01T11:59:59Z'))).toBe('open');
    expect(inviteStatus(open, new Date('2026-12-01T12:00:00Z'))).toBe('expired');
  });

  it('is accepted or revoked once stamped', () => {
    expect(inviteStatus({ ...open, acceptedAt: now }, now)).toBe('accepted');
    expect(inviteStatus({ ...open, revokedAt: now }, now)).toBe('revoked');
  });
});

describe('memberRemoval', () => {
  it('never removes the last owner', () => {
    const members = [
      { userId: 'o', role: 'owner' },
      { userId: 's', role: 'staff' },
    ];
    expect(memberRemoval(members, 'o')).toEqual({ ok: false, message: LAST_OWNER_REMOVE_REFUSED });
    expect(memberRemoval(members, 's')).toEqual({ ok: true });
    expect(memberRemoval([...members, { userId: 'o2', role: 'owner' }], 'o')).toEqual({
      ok: true,
    });
    expect(memberRemoval(members, 'x').ok).toBe(false);
  });
});

describe('memberRoleChange', () => {
  const members = [
    { userId: 'o', role: 'owner' },
    { userId: 's', role: 'staff' },
  ];

  it('makes staff an owner, and an owner staff only while another owner remains', () => {
    expect(memberRoleChange(members, 's', 'owner')).toEqual({ ok: true });
    expect(memberRoleChange(members, 'o', 'staff')).toEqual({
      ok: false,
      message: LAST_OWNER_REMOVE_REFUSED,
    });
    const twoOwners = [...members, { userId: 'o2', role: 'owner' }];
    expect(memberRoleChange(twoOwners, 'o', 'staff')).toEqual({ ok: true });
  });

  it('refuses unknown roles and people outside the team', () => {
    expect(memberRoleChange(members, 's', 'boss')).toEqual({
      ok: false,
      message: INVITE_ROLE_INVALID,
    });
    expect(memberRoleChange(members, 'x', 'owner').ok).toBe(false);
  });
});

describe('inviteAcceptance', () => {
  const invite = {
    email: 'sam@example.com',
    companyId: 'c1',
    expiresAt: inviteExpiry(now),
    acceptedAt: null,
    revokedAt: null,
  };
  const account = { email: 'Sam@Example.com', audience: 'business' as const, companyId: null };

  it('lets a business account with the invited email and no company join', () => {
    expect(inviteAcceptance({ invite, now, account })).toEqual({ ok: true });
  });

  it('refuses used, revoked and expired invitations', () => {
    for (const changed of [
      { acceptedAt: now },
      { revokedAt: now },
      { expiresAt: new Date(now.getTime() - 1) },
    ]) {
      expect(inviteAcceptance({ invite: { ...invite, ...changed }, now, account })).toEqual({
        ok: false,
        message: INVITE_LINK_INVALID,
      });
    }
  });

  it('refuses customers, other emails and members of another company', () => {
    expect(
      inviteAcceptance({ invite, now, account: { ...account, audience: 'customer' } }),
    ).toEqual({ ok: false, message: INVITE_CUSTOMER_ACCOUNT });
    expect(
      inviteAcceptance({ invite, now, account: { ...account, email: 'other@example.com' } }).ok,
    ).toBe(false);
    expect(inviteAcceptance({ invite, now, account: { ...account, companyId: 'c2' } })).toEqual({
      ok: false,
      message: INVITE_OTHER_COMPANY,
    });
    expect(inviteAcceptance({ invite, now, account: { ...account, companyId: 'c1' } })).toEqual({
      ok: false,
      message: INVITE_ALREADY_MEMBER,
    });
  });
});
