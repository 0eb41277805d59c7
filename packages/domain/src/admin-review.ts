// The admin review rules (issue 6): which decisions an admin may take on a company or a
// campaign in its current state, and what each changes. The spec names the actions (approve or
// deny a company; review campaign requests → live or rejected with a reason; feature, top pick,
// freeze, end) but gives no texts for a refused one: the messages below are not in the spec.

/** How many companies or campaigns one page of the admin review lists shows. */
export const ADMIN_REVIEW_PAGE_SIZE = 25;

/**
 * How far the admin campaigns and customers lists count the rows matching their filters: past
 * it they say "more than 10,000" (400 pages of 25) instead of counting every row on each load,
 * which would grow with the marketplace (issue 19, ADR 044). A filter or a search narrows them.
 */
export const ADMIN_LIST_COUNT_LIMIT = 10_000;

export type ReviewCompanyStatus = 'pending' | 'approved' | 'denied';
export type ReviewCampaignStatus = 'pending' | 'live' | 'rejected' | 'cancelled' | 'ended';

export const companyDecisions = ['approve', 'deny'] as const;
export type CompanyDecision = (typeof companyDecisions)[number];

export const campaignAdminActions = [
  'approve',
  'reject',
  'feature',
  'unfeature',
  'top-pick-on',
  'top-pick-off',
  'freeze',
  'unfreeze',
  'end',
] as const;
export type CampaignAdminAction = (typeof campaignAdminActions)[number];

/** Not in the spec. */
export const REVIEW_REASON_REQUIRED = 'Please give a reason';
export const REVIEW_REASON_MAX = 500;
export const REVIEW_REASON_TOO_LONG = `The reason can be at most ${REVIEW_REASON_MAX} characters`;
export const COMPANY_ALREADY_APPROVED = 'This company is already approved.';
export const COMPANY_ALREADY_DENIED = 'This company is already denied.';
export const COMPANY_NOT_APPROVED_FOR_CAMPAIGN =
  "This campaign's company is not approved yet. Approve the company first, then the campaign can go live.";
export const CAMPAIGN_NOT_PENDING = 'Only a pending campaign request can be approved or rejected.';
export const CAMPAIGN_NOT_LIVE = 'Only a live campaign can be changed this way.';
export const CAMPAIGN_ALREADY_ENDED = 'This campaign has ended and can no longer be changed.';
export const CAMPAIGN_ALREADY_SET = 'The campaign is already like this.';

/** Whether an admin action needs a written reason (shown to the company). */
export const needsReason = (action: CampaignAdminAction | CompanyDecision) =>
  action === 'reject' || action === 'deny';

/** The reason's message, or null when it is fine (a required reason is non-blank, ≤ 500). */
export function reviewReasonError(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (!text) return REVIEW_REASON_REQUIRED;
  if (text.length > REVIEW_REASON_MAX) return REVIEW_REASON_TOO_LONG;
  return null;
}

export type Decided<T> = { ok: true; changes: T } | { ok: false; message: string };

/** Approve: pending or denied → approved. Deny: pending or approved → denied (with a reason). */
export function decideCompany(
  status: ReviewCompanyStatus,
  decision: CompanyDecision,
  reason?: string | null,
): Decided<{ status: ReviewCompanyStatus }> {
  if (decision === 'approve') {
    if (status === 'approved') return { ok: false, message: COMPANY_ALREADY_APPROVED };
    return { ok: true, changes: { status: 'approved' } };
  }
  if (status === 'denied') return { ok: false, message: COMPANY_ALREADY_DENIED };
  const reasonError = reviewReasonError(reason);
  if (reasonError) return { ok: false, message: reasonError };
  return { ok: true, changes: { status: 'denied' } };
}

export interface ReviewedCampaign {
  status: ReviewCampaignStatus;
  featured: boolean;
  topPick: boolean;
  frozen: boolean;
}

export interface CampaignChanges {
  status?: ReviewCampaignStatus;
  isActive?: boolean;
  featured?: boolean;
  topPick?: boolean;
  frozen?: boolean;
  rejectionReason?: string | null;
  approvedAt?: Date;
  endedAt?: Date;
}

/** The flag each switch sets, and its value. */
const switches: Partial<
  Record<CampaignAdminAction, { flag: 'featured' | 'topPick' | 'frozen'; value: boolean }>
> = {
  feature: { flag: 'featured', value: true },
  unfeature: { flag: 'featured', value: false },
  'top-pick-on': { flag: 'topPick', value: true },
  'top-pick-off': { flag: 'topPick', value: false },
  freeze: { flag: 'frozen', value: true },
  unfreeze: { flag: 'frozen', value: false },
};

/**
 * The campaign rule table:
 *
 * | action                              | from    | to / change                                   |
 * | ----------------------------------- | ------- | --------------------------------------------- |
 * | approve (company must be approved)  | pending | live, active, approved_at now, reason cleared |
 * | reject (reason required)            | pending | rejected, inactive, reason kept               |
 * | feature / unfeature                 | live    | featured on / off                             |
 * | top-pick-on / top-pick-off          | live    | top pick on / off                             |
 * | freeze / unfreeze                   | live    | frozen on / off (hidden while frozen)         |
 * | end                                 | live    | ended, inactive, ended_at now (final)         |
 *
 * Anything else is refused with a message; ended, rejected and cancelled campaigns are final.
 */
export function decideCampaign(
  campaign: ReviewedCampaign,
  action: CampaignAdminAction,
  {
    companyApproved,
    reason,
    now = new Date(),
  }: { companyApproved: boolean; reason?: string | null; now?: Date },
): Decided<CampaignChanges> {
  if (campaign.status === 'ended') return { ok: false, message: CAMPAIGN_ALREADY_ENDED };
  if (action === 'approve' || action === 'reject') {
    if (campaign.status !== 'pending') return { ok: false, message: CAMPAIGN_NOT_PENDING };
    if (action === 'approve') {
      if (!companyApproved) return { ok: false, message: COMPANY_NOT_APPROVED_FOR_CAMPAIGN };
      return {
        ok: true,
        changes: { status: 'live', isActive: true, approvedAt: now, rejectionReason: null },
      };
    }
    const reasonError = reviewReasonError(reason);
    if (reasonError) return { ok: false, message: reasonError };
    return {
      ok: true,
      changes: { status: 'rejected', isActive: false, rejectionReason: reason!.trim() },
    };
  }
  if (campaign.status !== 'live') return { ok: false, message: CAMPAIGN_NOT_LIVE };
  if (action === 'end') {
    return { ok: true, changes: { status: 'ended', isActive: false, endedAt: now } };
  }
  const change = switches[action]!;
  if (campaign[change.flag] === change.value) return { ok: false, message: CAMPAIGN_ALREADY_SET };
  return { ok: true, changes: { [change.flag]: change.value } };
}

/** The actions an admin can take on a campaign now (the buttons a review screen shows). */
export function availableCampaignActions(
  campaign: ReviewedCampaign,
  companyApproved: boolean,
): CampaignAdminAction[] {
  return campaignAdminActions.filter(
    (action) => decideCampaign(campaign, action, { companyApproved, reason: 'x' }).ok,
  );
}
