import {
  API_KEY_INVALID,
  HOLD_MAX_SECONDS,
  IDEMPOTENCY_KEY_REUSED,
  RATE_LIMITED,
  REDEMPTIONS_TURNED_OFF,
  VOUCHER_ALREADY_USED,
  VOUCHER_CODE_UNKNOWN,
  VOUCHER_HELD,
  VOUCHER_MARKED_USED,
  VOUCHER_NOT_USED,
  VOUCHER_REDEMPTION_ROLLED_BACK,
  apiKeyScopeMissing,
} from '@stepup/domain';

// The public API's own OpenAPI 3.1 document (ADR 036), served at /api/v1/openapi.json and read
// by the reference page at /api/v1/docs. Written by hand, in the words a developer integrating a
// checkout needs; kept lint-clean under Redocly's recommended rules by public-api-openapi.test.ts.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: Record<string, unknown>) => ({ oneOf: [schema, { type: 'null' }] });
const dateTime = { type: 'string', format: 'date-time' };

const unusedVoucher = {
  code: 'K7QD-2MXP-9TRA',
  status: 'unused',
  faceValuePence: 2500,
  currency: 'GBP',
  expiresAt: '2027-11-26T23:59:59.000Z',
  campaign: { id: '6f1c2a9e-8d4b-4f5e-9a51-0c7d3b2e1f00', name: 'Coffee Club' },
  sites: [],
  usedAt: null,
  usedChannel: null,
  orderRef: null,
  heldUntil: null,
};
const usedVoucher = {
  ...unusedVoucher,
  status: 'used',
  usedAt: '2026-11-26T14:05:00.000Z',
  usedChannel: 'api',
  orderRef: 'ORDER-10423',
};
const hold = {
  id: '0b8e4d7a-3c21-4a9f-b6e2-5d1f0c9a8b77',
  expiresAt: '2026-11-26T14:15:00.000Z',
  reference: 'checkout-5521',
};

const error = (code: string, message: string) => ({ value: { error: { code, message } } });
const errorResponse = (description: string, examples: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema: ref('Error'), examples } },
});

const responses = {
  Unauthenticated: errorResponse('The key is missing, unknown or revoked.', {
    invalidKey: error('unauthenticated', API_KEY_INVALID),
  }),
  RateLimited: errorResponse(
    'Too many requests with this key (120 a minute), too many unknown codes with it (10 in 15 minutes), or too many failed authentications from this address.',
    { rateLimited: error('rate_limited', RATE_LIMITED) },
  ),
  NotFound: errorResponse(
    "No voucher of your company has this code. Another company's code answers exactly the same.",
    { unknownCode: error('not_found', VOUCHER_CODE_UNKNOWN) },
  ),
  Invalid: errorResponse('The request body is not valid.', {
    invalid: {
      value: {
        error: {
          code: 'validation',
          message: 'holdSeconds must be a whole number from 1 to 900.',
          fields: { holdSeconds: 'holdSeconds must be a whole number from 1 to 900.' },
        },
      },
    },
  }),
};

const forbidden = (scope: string) =>
  errorResponse(`The key does not have the ${scope} scope.`, {
    missingScope: error('forbidden', apiKeyScopeMissing(scope)),
  });

const codeParameter = { $ref: '#/components/parameters/VoucherCode' };

const common4xx = (scope: string) => ({
  '401': { $ref: '#/components/responses/Unauthenticated' },
  '403': forbidden(scope),
  '404': { $ref: '#/components/responses/NotFound' },
  '429': { $ref: '#/components/responses/RateLimited' },
});

/** The document, for the business site's public address. */
export function publicApiDocument(publicBusinessUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'StepUp Vouchers public API',
      version: '1.0.0',
      summary: 'Look up, validate, hold, redeem and roll back your vouchers from your own systems.',
      description: [
        'The public API lets a company’s own systems (a till, a booking system, an online checkout) use the vouchers its customers bought on StepUp Vouchers.',
        '',
        '**Keys.** An owner creates keys on the business site (Website Connection → API keys). A key is shown once; send it as `Authorization: Bearer <key>`. A key has the `read` scope (look up, validate and hold) and/or the `redeem` scope (redeem and roll back). Every request acts for the key’s company only: another company’s code answers exactly like an unknown one.',
        '',
        '**Checkout flow.** Validate the code with `holdSeconds` when the customer enters it: the code is reserved for your checkout (at most 15 minutes) and nobody else can use it meanwhile. When the payment succeeds, redeem it with the `holdId`. If the payment fails after the redemption, roll it back (within 24 hours). A hold that ends releases the code by itself.',
        '',
        '**Retries.** Every redeem needs an `Idempotency-Key` header (a UUID per attempt). Sending the same key again answers the same status and body without redeeming twice, so a request whose answer was lost can be retried safely. The same key with a different request is refused with `422 idempotency_key_reused`. Answers are kept for 7 days.',
        '',
        '**Errors** always have the shape `{ "error": { "code", "message" } }`; `code` is stable, `message` is written for people. Amounts are integer pence (GBP); times are UTC (ISO 8601).',
      ].join('\n'),
      contact: { name: 'StepUp Vouchers support', url: `${publicBusinessUrl}/api/v1/docs` },
      license: { name: 'Proprietary', url: `${publicBusinessUrl}/api/v1/docs` },
    },
    servers: [{ url: `${publicBusinessUrl}/api/v1`, description: 'The business site' }],
    security: [{ apiKey: [] }],
    tags: [{ name: 'Vouchers', description: 'Your company’s vouchers, by their code.' }],
    paths: {
      '/vouchers/{code}': {
        get: {
          operationId: 'getVoucher',
          tags: ['Vouchers'],
          summary: 'Look up a voucher',
          description:
            'The voucher’s status, value, expiry, campaign and sites, and when and for which order it was used. Needs the `read` scope.',
          parameters: [codeParameter],
          responses: {
            '200': {
              description: 'The voucher.',
              content: {
                'application/json': {
                  schema: ref('Voucher'),
                  examples: { unused: { value: unusedVoucher }, used: { value: usedVoucher } },
                },
              },
            },
            ...common4xx('read'),
            '409': errorResponse('Your company has turned redemptions off.', {
              redemptionsOff: error('conflict', REDEMPTIONS_TURNED_OFF),
            }),
          },
        },
      },
      '/vouchers/{code}/validate': {
        post: {
          operationId: 'validateVoucher',
          tags: ['Vouchers'],
          summary: 'Check a voucher can be used now, and optionally hold it',
          description: `Answers whether the code can be redeemed now and, if not, why. With \`holdSeconds\` (1 to ${HOLD_MAX_SECONDS}) a usable code is reserved for your checkout: until the hold ends only a redemption with its \`holdId\` can use it (the till refuses it too). Validating again with the same key and \`reference\` renews your own hold. Needs the \`read\` scope.`,
          parameters: [codeParameter],
          requestBody: {
            required: false,
            content: {
              'application/json': {
                schema: ref('ValidateRequest'),
                examples: {
                  check: { summary: 'Only check', value: {} },
                  hold: {
                    summary: 'Check and hold for 10 minutes',
                    value: { holdSeconds: 600, reference: 'checkout-5521' },
                  },
                },
              },
            },
          },
          responses: {
            '200': {
              description:
                'Whether the voucher is usable, the hold taken (if asked) and the voucher.',
              content: {
                'application/json': {
                  schema: ref('Validation'),
                  examples: {
                    usableAndHeld: {
                      value: {
                        usable: true,
                        reason: null,
                        hold,
                        voucher: { ...unusedVoucher, heldUntil: hold.expiresAt },
                      },
                    },
                    alreadyUsed: {
                      value: {
                        usable: false,
                        reason: { code: 'used', message: VOUCHER_ALREADY_USED },
                        hold: null,
                        voucher: usedVoucher,
                      },
                    },
                    heldByAnotherCheckout: {
                      value: {
                        usable: false,
                        reason: { code: 'held', message: VOUCHER_HELD },
                        hold: null,
                        voucher: { ...unusedVoucher, heldUntil: hold.expiresAt },
                      },
                    },
                  },
                },
              },
            },
            ...common4xx('read'),
            '409': errorResponse('Your company has turned redemptions off.', {
              redemptionsOff: error('conflict', REDEMPTIONS_TURNED_OFF),
            }),
            '422': { $ref: '#/components/responses/Invalid' },
          },
        },
      },
      '/vouchers/{code}/redeem': {
        post: {
          operationId: 'redeemVoucher',
          tags: ['Vouchers'],
          summary: 'Redeem a voucher for an order',
          description:
            'Marks the voucher used for the order, exactly once: of racing redemptions (yours, the till’s, an online shop’s) one wins and the others get 409. A held code needs its `holdId`. Send an `Idempotency-Key`: retrying with it answers the first answer again (200 or 409) and never redeems twice. Needs the `redeem` scope.',
          parameters: [codeParameter, { $ref: '#/components/parameters/IdempotencyKey' }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: ref('RedeemRequest'),
                examples: {
                  withHold: { value: { orderRef: 'ORDER-10423', holdId: hold.id } },
                  withoutHold: { value: { orderRef: 'ORDER-10423' } },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'Redeemed (or the stored answer to this Idempotency-Key).',
              content: {
                'application/json': {
                  schema: ref('Redemption'),
                  examples: {
                    redeemed: { value: { message: VOUCHER_MARKED_USED, voucher: usedVoucher } },
                  },
                },
              },
            },
            '400': errorResponse('The Idempotency-Key header is missing or malformed.', {
              missingKey: error(
                'bad_request',
                'Send an Idempotency-Key header (1 to 255 visible characters, e.g. a UUID) with this request.',
              ),
            }),
            ...common4xx('redeem'),
            '409': errorResponse(
              'The voucher cannot be used: already used, expired, cancelled, frozen, held by another checkout, the buyer’s redemptions are off, or your company turned redemptions off.',
              {
                alreadyUsed: error('conflict', VOUCHER_ALREADY_USED),
                held: error('conflict', VOUCHER_HELD),
              },
            ),
            '422': errorResponse(
              'The body is not valid, or the Idempotency-Key was used before with a different request.',
              {
                keyReused: error('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED),
                missingOrder: {
                  value: {
                    error: {
                      code: 'validation',
                      message: 'Send the order reference (orderRef) the voucher is used for.',
                      fields: {
                        orderRef: 'Send the order reference (orderRef) the voucher is used for.',
                      },
                    },
                  },
                },
              },
            ),
          },
        },
      },
      '/vouchers/{code}/rollback': {
        post: {
          operationId: 'rollBackRedemption',
          tags: ['Vouchers'],
          summary: 'Roll back a redemption',
          description:
            'Makes a voucher redeemed in the last 24 hours usable again (the order’s payment failed or it was cancelled). Refused when the voucher is not used or was used more than 24 hours ago. An `Idempotency-Key` is optional and works as on redeem. Needs the `redeem` scope.',
          parameters: [codeParameter, { $ref: '#/components/parameters/OptionalIdempotencyKey' }],
          responses: {
            '200': {
              description: 'Rolled back: the voucher is unused again.',
              content: {
                'application/json': {
                  schema: ref('Redemption'),
                  examples: {
                    rolledBack: {
                      value: { message: VOUCHER_REDEMPTION_ROLLED_BACK, voucher: unusedVoucher },
                    },
                  },
                },
              },
            },
            ...common4xx('redeem'),
            '409': errorResponse('Nothing to roll back, or too late.', {
              notUsed: error('conflict', VOUCHER_NOT_USED),
              tooLate: error(
                'conflict',
                'A redemption can only be rolled back within 24 hours of it. Contact the customer instead.',
              ),
            }),
            '422': errorResponse('The Idempotency-Key was used before with a different request.', {
              keyReused: error('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED),
            }),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'svk_ key',
          description:
            'A company API key (`svk_` and 43 characters), created by an owner on the business site and shown once: `Authorization: Bearer svk_…`.',
        },
      },
      parameters: {
        VoucherCode: {
          name: 'code',
          in: 'path',
          required: true,
          description: 'The voucher code; case, spaces and dashes do not matter.',
          schema: { type: 'string', maxLength: 100 },
          example: 'K7QD-2MXP-9TRA',
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            'A unique key per attempt (1 to 255 visible characters; a UUID is best). The same key again answers the stored answer for 7 days.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
          example: '5f0c8a52-1d9e-4b0f-a2c7-3e6b9d4f8a10',
        },
        OptionalIdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Optional here; works as on redeem.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
          example: '9a3e7b10-4c2d-4e8f-b1a6-7d5c0f2e9b34',
        },
      },
      responses,
      schemas: {
        Voucher: {
          type: 'object',
          required: [
            'code',
            'status',
            'faceValuePence',
            'currency',
            'expiresAt',
            'campaign',
            'sites',
            'usedAt',
            'usedChannel',
            'orderRef',
            'heldUntil',
          ],
          properties: {
            code: { type: 'string' },
            status: { type: 'string', enum: ['unused', 'used', 'expired', 'cancelled', 'frozen'] },
            faceValuePence: {
              type: 'integer',
              description: 'What the voucher is worth, in pence.',
            },
            currency: { type: 'string', const: 'GBP' },
            expiresAt: dateTime,
            campaign: {
              type: 'object',
              required: ['id', 'name'],
              properties: { id: { type: 'string' }, name: { type: 'string' } },
            },
            sites: {
              type: 'array',
              description: 'Where it can be used; empty means at every site of your company.',
              items: {
                type: 'object',
                required: ['id', 'name'],
                properties: { id: { type: 'string' }, name: { type: 'string' } },
              },
            },
            usedAt: nullable(dateTime),
            usedChannel: nullable({ type: 'string', enum: ['till', 'shop', 'api'] }),
            orderRef: nullable({ type: 'string' }),
            heldUntil: nullable({ ...dateTime, description: 'Until when a checkout holds it.' }),
          },
        },
        Hold: {
          type: 'object',
          required: ['id', 'expiresAt', 'reference'],
          properties: {
            id: { type: 'string' },
            expiresAt: dateTime,
            reference: nullable({ type: 'string' }),
          },
        },
        Validation: {
          type: 'object',
          required: ['usable', 'reason', 'hold', 'voucher'],
          properties: {
            usable: { type: 'boolean' },
            reason: nullable({
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: {
                  type: 'string',
                  enum: [
                    'used',
                    'expired',
                    'cancelled',
                    'frozen',
                    'held',
                    'customer_redemptions_off',
                  ],
                },
                message: { type: 'string' },
              },
            }),
            hold: nullable(ref('Hold')),
            voucher: ref('Voucher'),
          },
        },
        ValidateRequest: {
          type: 'object',
          properties: {
            holdSeconds: { type: 'integer', minimum: 1, maximum: HOLD_MAX_SECONDS },
            reference: {
              type: 'string',
              maxLength: 200,
              description: 'Your checkout’s own reference; the same one renews your hold.',
            },
          },
        },
        RedeemRequest: {
          type: 'object',
          required: ['orderRef'],
          properties: {
            orderRef: { type: 'string', minLength: 1, maxLength: 200 },
            holdId: { type: 'string', maxLength: 100 },
          },
        },
        Redemption: {
          type: 'object',
          required: ['message', 'voucher'],
          properties: { message: { type: 'string' }, voucher: ref('Voucher') },
        },
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: {
                  type: 'string',
                  description: 'Stable: program against it.',
                  examples: ['not_found'],
                },
                message: { type: 'string', description: 'For people; may change.' },
                fields: {
                  type: 'object',
                  additionalProperties: { type: 'string' },
                  description: 'The invalid fields of the body, each with its message.',
                },
              },
            },
          },
        },
      },
    },
  };
}
