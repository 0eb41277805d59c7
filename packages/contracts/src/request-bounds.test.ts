import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DESCRIPTION_MAX_LENGTH,
  GIFT_MESSAGE_MAX,
  REVIEW_REASON_MAX,
  TEXT_TOO_LONG,
} from '@stepup/domain';
import * as contracts from './index';

/** Every schema the server reads a request with (bodies, query strings, params, headers). */
const requestSchemas = {
  signUpRequestSchema: contracts.signUpRequestSchema,
  signInRequestSchema: contracts.signInRequestSchema,
  passwordConfirmationSchema: contracts.passwordConfirmationSchema,
  twoFactorCodeSchema: contracts.twoFactorCodeSchema,
  textMessageEnrolmentRequestSchema: contracts.textMessageEnrolmentRequestSchema,
  textCodeSchema: contracts.textCodeSchema,
  verifyEmailRequestSchema: contracts.verifyEmailRequestSchema,
  forgotPasswordRequestSchema: contracts.forgotPasswordRequestSchema,
  resetPasswordRequestSchema: contracts.resetPasswordRequestSchema,
  updateNameRequestSchema: contracts.updateNameRequestSchema,
  changeEmailRequestSchema: contracts.changeEmailRequestSchema,
  changePasswordRequestSchema: contracts.changePasswordRequestSchema,
  adminCompanyListQuerySchema: contracts.adminCompanyListQuerySchema,
  companyDecisionRequestSchema: contracts.companyDecisionRequestSchema,
  adminCampaignListQuerySchema: contracts.adminCampaignListQuerySchema,
  campaignActionRequestSchema: contracts.campaignActionRequestSchema,
  campaignListQuerySchema: contracts.campaignListQuerySchema,
  campaignParamsSchema: contracts.campaignParamsSchema,
  campaignSearchQuerySchema: contracts.campaignSearchQuerySchema,
  campaignRequestBodySchema: contracts.campaignRequestBodySchema,
  campaignIdParamsSchema: contracts.campaignIdParamsSchema,
  topUpRequestSchema: contracts.topUpRequestSchema,
  onlineStatusRequestSchema: contracts.onlineStatusRequestSchema,
  redemptionsEnabledRequestSchema: contracts.redemptionsEnabledRequestSchema,
  redemptionCodeRequestSchema: contracts.redemptionCodeRequestSchema,
  companyBasicInformationRequestSchema: contracts.companyBasicInformationRequestSchema,
  companyImageParams: z.object({ kind: contracts.companyImageKindSchema }),
  companySalesQuerySchema: contracts.companySalesQuerySchema,
  wooKeysRequestSchema: contracts.wooKeysRequestSchema,
  wooAuthoriseRequestSchema: contracts.wooAuthoriseRequestSchema,
  wooAuthCallbackBodySchema: contracts.wooAuthCallbackBodySchema,
  shopIntegrationParamsSchema: contracts.shopIntegrationParamsSchema,
  shopCodeParamsSchema: contracts.shopCodeParamsSchema,
  contentPageParamsSchema: contracts.contentPageParamsSchema,
  contentPageSlugParamsSchema: contracts.contentPageSlugParamsSchema,
  storyParamsSchema: contracts.storyParamsSchema,
  devMailQuerySchema: contracts.devMailQuerySchema,
  devSmsQuerySchema: contracts.devSmsQuerySchema,
  favouriteParamsSchema: contracts.favouriteParamsSchema,
  createPurchaseRequestSchema: contracts.createPurchaseRequestSchema,
  paymentParamsSchema: contracts.paymentParamsSchema,
  paymentStatusHeadersSchema: contracts.paymentStatusHeadersSchema,
  sandboxConfirmRequestSchema: contracts.sandboxConfirmRequestSchema,
  sandboxIntentParamsSchema: contracts.sandboxIntentParamsSchema,
  sandboxChallengeRequestSchema: contracts.sandboxChallengeRequestSchema,
  teamInviteRequestSchema: contracts.teamInviteRequestSchema,
  memberRoleRequestSchema: contracts.memberRoleRequestSchema,
  inviteTokenRequestSchema: contracts.inviteTokenRequestSchema,
  adminPerkRequestSchema: contracts.adminPerkRequestSchema,
  perkIdParamsSchema: contracts.perkIdParamsSchema,
  perkMoveRequestSchema: contracts.perkMoveRequestSchema,
  perksSwitchRequestSchema: contracts.perksSwitchRequestSchema,
  // Public API and API keys (ADR 036).
  apiKeyRequestSchema: contracts.apiKeyRequestSchema,
  apiKeyParamsSchema: contracts.apiKeyParamsSchema,
  publicVoucherCodeParamsSchema: contracts.publicVoucherCodeParamsSchema,
  publicValidateRequestSchema: contracts.publicValidateRequestSchema,
  publicRedeemRequestSchema: contracts.publicRedeemRequestSchema,
  perkCompanySearchQuerySchema: contracts.perkCompanySearchQuerySchema,
  adminGiftingRequestSchema: contracts.adminGiftingRequestSchema,
};

type JsonSchema = Record<string, unknown>;

/** The paths of strings without maxLength, numbers without both bounds and arrays without maxItems. */
function unbounded(node: JsonSchema, path: string): string[] {
  if ('const' in node || 'enum' in node) return [];
  const children = (key: string) => (node[key] as JsonSchema[] | undefined) ?? [];
  const found = [
    ...Object.entries((node.properties as Record<string, JsonSchema> | undefined) ?? {}).flatMap(
      ([name, child]) => unbounded(child, `${path}.${name}`),
    ),
    ...children('prefixItems').flatMap((child, i) => unbounded(child, `${path}[${i}]`)),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
      children(key).flatMap((child) => unbounded(child, path)),
    ),
  ];
  if (typeof node.additionalProperties === 'object')
    found.push(...unbounded(node.additionalProperties as JsonSchema, `${path}{}`));
  // A nullable value has a list of types, e.g. ['string', 'null'].
  const types = new Set([node.type].flat());
  if (types.has('string') && node.maxLength === undefined) found.push(path);
  if (
    (types.has('number') || types.has('integer')) &&
    (node.maximum === undefined || node.minimum === undefined)
  )
    found.push(path);
  if (types.has('array') && !node.prefixItems) {
    if (node.maxItems === undefined) found.push(path);
    if (node.items) found.push(...unbounded(node.items as JsonSchema, `${path}[]`));
  }
  return found;
}

describe('request schemas', () => {
  it('bound every string, number and array', () => {
    const found = Object.entries(requestSchemas).flatMap(([name, schema]) =>
      unbounded(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), name),
    );
    expect(found).toEqual([]);
  });

  it("leave room above the domain's own length rules, so their messages answer first", () => {
    const long = (n: number) => 'x'.repeat(n);
    const info = { tradingName: long(121), website: 'https://a.test' };
    expect(
      contracts.companyBasicInformationRequestSchema.safeParse({
        ...info,
        description: long(DESCRIPTION_MAX_LENGTH + 1),
        addressLine1: long(201),
        contactEmail: `${long(201)}@a.test`,
      }).success,
    ).toBe(true);
    expect(
      contracts.companyDecisionRequestSchema.safeParse({
        decision: 'deny',
        reason: long(REVIEW_REASON_MAX + 1),
      }).success,
    ).toBe(true);
    // The gift message rule counts an emoji as one character; it is two UTF-16 units.
    const gift = { name: 'Sam', email: 'sam@a.test', message: '🎁'.repeat(GIFT_MESSAGE_MAX + 1) };
    expect(
      contracts.createPurchaseRequestSchema.safeParse({ campaignId: 'c', slot: 1, gift }).success,
    ).toBe(true);
    expect(contracts.signUpRequestSchema.safeParse({ companyName: long(121) }).success).toBe(true);
  });

  it('refuse a value past its bound with a message from the domain', () => {
    const refused = contracts.updateNameRequestSchema.safeParse({ name: 'x'.repeat(201) });
    expect(refused.error?.issues[0]?.message).toBe(TEXT_TOO_LONG);
  });
});
