import { vi } from 'vitest';
import { createCustomerApiClient } from '@stepup/contracts';
import type {
  AccountUser,
  CustomerApiClient,
  CampaignDetail,
  CampaignSummary,
  Category,
  GiftDesignList,
  SiteSettings,
  Wallet,
} from '@stepup/contracts';
import {
  EMAIL_VERIFIED,
  FORGOT_PASSWORD_SUCCESS,
  searchCampaigns,
  SIGN_UP_SUCCESS,
} from '@stepup/domain';
import { answerContent } from './fake-content';
import type { FakeContent } from './fake-content';
import { siteSettings } from './fixtures';

/** An answer of the fake server: a status and a JSON body (null for 204). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface FakeApiData {
  site?: SiteSettings;
  categories?: Category[];
  /**
   * The whole campaign list, or the list per request (to check what the app asked for); a request
   * with `page`/`limit` gets that page of it and the list's total, as the server answers.
   */
  campaigns?: CampaignSummary[] | ((query: URLSearchParams) => CampaignSummary[]);
  campaign?: (id: string) => CampaignSummary | undefined;
  /** The campaign page's slot statuses per id; every slot available by default. */
  slotStatuses?: (id: string) => CampaignDetail['slotStatuses'];
  /** GET /api/campaigns/search; by default the domain's rule over `campaigns`. */
  search?: (q: string) => CampaignSummary[];
  /** The signed-in customer's favourite campaign ids at the start (newest first). */
  favourites?: string[];
  /** An answer that replaces the fake's for PUT/DELETE /api/favourites/:id (e.g. an error). */
  favouriteAnswer?: (method: string, campaignId: string) => FakeAnswer | undefined;
  /** The signed-in user (GET /api/account/session); signed out by default. */
  user?: AccountUser | null;
  /**
   * Answers for the account endpoints, by path after /api/account/ ('sign-in', 'sign-up', …),
   * given the request body. Unlisted ones answer like the server's success.
   */
  account?: Record<string, (body: Record<string, unknown>) => FakeAnswer>;
  /**
   * GET /api/wallet for a signed-in user: the wallet, or an answer (an error); empty by default. A
   * function is asked on each request (to show a change after an action).
   */
  wallet?: Wallet | FakeAnswer | (() => Wallet | FakeAnswer);
  /** POST /api/wallet/vouchers/:voucherId/cancel for a signed-in user; 404 by default. */
  walletCancel?: (voucherId: string) => FakeAnswer;
  /** GET /api/wallet/unlocked for a signed-in user; none by default. */
  unlocked?: CampaignSummary[];
  /** Pages, stories, press, FAQs and About Us counters (see fake-content.ts). */
  content?: FakeContent;
  /**
   * Buying: POST /api/purchases ('create'), GET /api/purchases/:id/status ('status'), the
   * sandbox card form's confirm and challenge, given the request body (none for 'status'), the
   * URL and the request headers. Unlisted ones answer 404.
   */
  purchases?: Partial<
    Record<PurchaseCall, (body: Record<string, unknown>, url: URL, headers: Headers) => FakeAnswer>
  >;
  /** The campaign page's custom-offer settings per id; offers up to £500 by default. */
  customOffers?: (id: string) => CampaignDetail['customOffers'];
  /** Why the signed-in customer may not buy (an admin turned their buying off); none by default. */
  buyingRefusal?: string;
  /**
   * Custom offers: POST /api/custom-offers ('create'), GET /api/custom-offers ('list'), GET and
   * the actions of /api/custom-offers/:id ('get', 'cardSaved', 'withdraw', 'acceptCounter',
   * 'payment'), the sandbox's setup card form and 3-D Secure page ('setupConfirm',
   * 'setupChallenge'), given the body, the URL and the headers (the offer's key is one). Unlisted
   * ones answer 404.
   */
  offers?: Partial<
    Record<OfferCall, (body: Record<string, unknown>, url: URL, headers: Headers) => FakeAnswer>
  >;
  /**
   * Ratings (ADR 052): GET/POST /api/wallet/vouchers/:id/rating and GET /api/campaigns/:id/ratings,
   * given the method, the path and the body; unanswered ones 404.
   */
  ratings?: (method: string, path: string, body: Record<string, unknown>) => FakeAnswer | undefined;
  /**
   * Gifts (ADR 055): GET /api/gifts/:token and /api/wallet/vouchers/:id/gift (and its changes),
   * given the method, the path and the body; unanswered ones 404.
   */
  gifts?: (method: string, path: string, body: Record<string, unknown>) => FakeAnswer | undefined;
  /** GET /api/gift-designs: the designs a buyer may choose; none by default. */
  giftDesigns?: GiftDesignList;
}

export type PurchaseCall = 'create' | 'status' | 'confirm' | 'challenge';
export type OfferCall =
  | 'create'
  | 'list'
  | 'get'
  | 'cardSaved'
  | 'withdraw'
  | 'acceptCounter'
  | 'payment'
  | 'setupConfirm'
  | 'setupChallenge';

/** Which fake offer call a request is (see FakeApiData.offers). */
function offerCall(path: string, method: string): OfferCall | null {
  if (path === '/api/custom-offers') return method === 'POST' ? 'create' : 'list';
  if (/^\/api\/payments\/sandbox\/setup-intents\/[^/]+\/confirm$/.test(path)) return 'setupConfirm';
  if (/^\/api\/payments\/sandbox\/setup-intents\/[^/]+\/challenge$/.test(path)) {
    return 'setupChallenge';
  }
  const one = /^\/api\/custom-offers\/[^/]+(?:\/([\w-]+))?$/.exec(path);
  if (!one) return null;
  const actions: Record<string, OfferCall> = {
    'card-saved': 'cardSaved',
    withdraw: 'withdraw',
    'accept-counter': 'acceptCounter',
    payment: 'payment',
  };
  return one[1] === undefined ? 'get' : (actions[one[1]] ?? null);
}

const allAvailable: CampaignDetail['slotStatuses'] = [
  [1, 1, 1],
  [1, 1, 1],
  [1, 1, 1],
];

const emptyWallet: Wallet = {
  vouchers: [],
  counts: { myVouchers: 0, gifted: 0, used: 0 },
  filterCounts: { all: 0, unused: 0, used: 0, gifted: 0, cancelled: 0 },
};

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A contract-valid signed-in customer. */
export function aUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    audience: 'customer',
    roleClass: null,
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** The server's error body. */
export const apiError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { error: { code, message } },
});

/**
 * An API client whose fetch answers like the server, from in-memory data. `fetch` is a spy, so
 * tests can check the requests the app made. Sign-in and sign-out change the session.
 */
export function fakeApi(data: FakeApiData = {}): {
  client: CustomerApiClient;
  fetch: ReturnType<typeof vi.fn>;
} {
  let user = data.user ?? null;
  let favourites = [...(data.favourites ?? [])];
  const accountDefaults: Record<string, (body: Record<string, unknown>) => FakeAnswer> = {
    session: () => ({ status: 200, body: { user } }),
    'sign-in': (body) => {
      user = aUser({ email: String(body.email) });
      return { status: 200, body: { user, twoFactorRequired: false } };
    },
    'sign-out': () => {
      user = null;
      return { status: 200, body: { user: null } };
    },
    'sign-up': () => ({ status: 201, body: { message: SIGN_UP_SUCCESS } }),
    'verify-email': () => ({ status: 200, body: { message: EMAIL_VERIFIED, signedIn: false } }),
    'forgot-password': () => ({ status: 200, body: { message: FORGOT_PASSWORD_SUCCESS } }),
    'reset-password': () => ({ status: 204 }),
    // The signed-in customer's gifting fee: the site's unless a test gives them their own.
    'gifting-fee': () =>
      user
        ? {
            status: 200,
            body: { giftingFeePence: (data.site ?? siteSettings()).giftingFeePence },
          }
        : { status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in' } } },
  };

  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/site') return json(200, data.site ?? siteSettings());
    if (path === '/api/categories') return json(200, { categories: data.categories ?? [] });
    if (path === '/api/gift-designs') return json(200, data.giftDesigns ?? { categories: [] });
    if (path === '/api/campaigns') {
      const list =
        typeof data.campaigns === 'function'
          ? data.campaigns(url.searchParams)
          : (data.campaigns ?? []);
      const limit = Number(url.searchParams.get('limit') ?? list.length);
      const page = Number(url.searchParams.get('page') ?? 1);
      return json(200, {
        campaigns: list.slice((page - 1) * limit, page * limit),
        total: list.length,
      });
    }
    const all = Array.isArray(data.campaigns) ? data.campaigns : [];
    if (path === '/api/campaigns/search') {
      const q = url.searchParams.get('q') ?? '';
      const found =
        data.search?.(q) ??
        searchCampaigns(
          all.map((c) => ({ ...c, companyName: c.company.name })),
          q,
        );
      return json(200, { campaigns: found });
    }
    if (path === '/api/favourites' || path.startsWith('/api/favourites/')) {
      if (!user)
        return json(401, { error: { code: 'unauthenticated', message: 'Missing user data' } });
      if (path === '/api/favourites') {
        return json(200, {
          campaignIds: favourites,
          campaigns: favourites.flatMap((id) => all.filter((c) => c.id === id)),
        });
      }
      const campaignId = decodeURIComponent(path.slice('/api/favourites/'.length));
      const method = init?.method ?? 'GET';
      const answer = data.favouriteAnswer?.(method, campaignId);
      if (answer) return json(answer.status, answer.body ?? null);
      favourites = favourites.filter((id) => id !== campaignId);
      if (method === 'PUT') favourites = [campaignId, ...favourites];
      return json(200, { campaignId, favourite: method === 'PUT' });
    }
    if (path === '/api/wallet' || path === '/api/wallet/unlocked') {
      if (!user)
        return json(401, { error: { code: 'unauthenticated', message: 'Missing user data' } });
      if (path === '/api/wallet/unlocked') return json(200, { campaigns: data.unlocked ?? [] });
      const wallet =
        (typeof data.wallet === 'function' ? data.wallet() : data.wallet) ?? emptyWallet;
      return 'status' in wallet ? json(wallet.status, wallet.body ?? null) : json(200, wallet);
    }
    const cancel = /^\/api\/wallet\/vouchers\/([^/]+)\/cancel$/.exec(path);
    if (cancel && init?.method === 'POST') {
      if (!user)
        return json(401, { error: { code: 'unauthenticated', message: 'Missing user data' } });
      const answer = data.walletCancel?.(decodeURIComponent(cancel[1] ?? '')) ?? {
        status: 404,
        body: { error: { code: 'not_found', message: 'This voucher was not found.' } },
      };
      return json(answer.status, answer.body ?? null);
    }
    const one = /^\/api\/campaigns\/([^/]+)$/.exec(path);
    if (one) {
      const id = decodeURIComponent(one[1] ?? '');
      const campaign =
        data.campaign?.(id) ??
        (Array.isArray(data.campaigns) ? data.campaigns.find((c) => c.id === id) : undefined);
      return campaign
        ? json(200, {
            campaign,
            slotStatuses: data.slotStatuses?.(id) ?? allAvailable,
            customOffers: data.customOffers?.(id) ?? { enabled: true, maxFaceValuePence: 50_000 },
            buyingRefusal: data.buyingRefusal ?? null,
          })
        : json(404, { error: { code: 'not_found', message: 'Campaign not found' } });
    }
    const purchaseCall: PurchaseCall | null =
      path === '/api/purchases'
        ? 'create'
        : /^\/api\/purchases\/[^/]+\/status$/.test(path)
          ? 'status'
          : /^\/api\/payments\/sandbox\/intents\/[^/]+\/confirm$/.test(path)
            ? 'confirm'
            : /^\/api\/payments\/sandbox\/intents\/[^/]+\/challenge$/.test(path)
              ? 'challenge'
              : null;
    if (purchaseCall) {
      const handler = data.purchases?.[purchaseCall];
      if (!handler) return json(404, { error: { code: 'not_found', message: 'Not found' } });
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const answer = handler(body, url, new Headers(init?.headers));
      return json(answer.status, answer.body ?? null);
    }
    if (/^\/api\/wallet\/vouchers\/[^/]+\/rating$|^\/api\/campaigns\/[^/]+\/ratings$/.test(path)) {
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const answer = data.ratings?.(init?.method ?? 'GET', path, body);
      if (!answer) return json(404, { error: { code: 'not_found', message: 'Not found' } });
      return json(answer.status, answer.body ?? null);
    }
    if (/^\/api\/gifts\/[^/]+$|^\/api\/wallet\/vouchers\/[^/]+\/gift(\/[a-z-]+)?$/.test(path)) {
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const answer = data.gifts?.(init?.method ?? 'GET', path, body);
      if (!answer) return json(404, { error: { code: 'not_found', message: 'Not found' } });
      return json(answer.status, answer.body ?? null);
    }
    const offer = offerCall(path, init?.method ?? 'GET');
    if (offer) {
      const handler = data.offers?.[offer];
      if (!handler) return json(404, { error: { code: 'not_found', message: 'Not found' } });
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const answer = handler(body, url, new Headers(init?.headers));
      return json(answer.status, answer.body ?? null);
    }
    const content = answerContent(path, data.content);
    if (content) return content;
    const account = /^\/api\/account\/([\w/-]+)$/.exec(path);
    if (account) {
      const name = account[1] ?? '';
      const handler = data.account?.[name] ?? accountDefaults[name];
      if (handler) {
        const body =
          typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
        const answer = handler(body);
        return json(answer.status, answer.body ?? null);
      }
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  return { client: createCustomerApiClient({ fetch }), fetch };
}
