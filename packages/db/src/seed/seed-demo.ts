import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { count, inArray, sql } from 'drizzle-orm';
import { FULL_ADMIN_PERMISSIONS, permissionSortValue } from '@stepup/domain';
import type { Database } from '../client';
import {
  COMPANY_OWNER_ROLE,
  account,
  admins,
  campaignCategories,
  campaigns,
  categories,
  companies,
  companyMembers,
  customers,
  faqs,
  integrations,
  favourites,
  pages,
  perkCompanies,
  perks,
  permissionLevels,
  pressItems,
  siteSettings,
  stories,
  user,
  vouchers,
} from '../schema';
import {
  demoCategories,
  demoCompanies,
  demoFaqs,
  demoPages,
  demoPerks,
  demoPress,
  demoStories,
} from './data';
import { demoAccounts } from './demo-accounts';
import { seedGiftDesigns, writeGiftDesignImages } from './gift-designs';
import { artKindOf, markSvg, sceneFor, sceneSvg } from './artwork';
import { pressLogoSvg, writeImage } from './images';
import { createRandom } from './prng';
import { seedHistory } from './history';
import type { HistoryCampaign } from './history';

export interface SeedDemoOptions {
  /** Folder the server serves at /files/; images go to `<filesDir>/seed/`. */
  filesDir: string;
  /** Reference time for relative dates (default: now). */
  now?: Date;
}

export interface SeedDemoResult {
  /** false when the database already had data (nothing was written). */
  seeded: boolean;
}

const SEED = 20_251_121;
const DAY = 86_400_000;
const GIFTING_FEE_PENCE = 150;
const fileUrl = (relativePath: string) => `/files/${relativePath}`;
const pounds = (value: number) => value * 100;

/** Crockford base32, 10 symbols = 50 bits, grouped 4-4-2 (the product's voucher code format). */
function voucherCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const symbols = [...randomBytes(10)].map((byte) => alphabet[byte & 31]).join('');
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/**
 * Fills an empty database with a believable demo marketplace (branding, categories, companies with
 * generated images, live/test/pending campaigns, content pages, stories, press, FAQs, perks and the
 * demo accounts of demo-accounts.ts). Does nothing when the database already holds users or
 * companies, so it is safe to call on every start.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const [users] = await db.select({ n: count() }).from(user);
  const [businesses] = await db.select({ n: count() }).from(companies);
  if ((users?.n ?? 0) > 0 || (businesses?.n ?? 0) > 0) return { seeded: false };

  const now = options.now ?? new Date();
  const random = createRandom(SEED);
  const ago = (days: number, jitter = true) =>
    new Date(now.getTime() - days * DAY - (jitter ? random.int(0, 23 * 3600 + 3599) * 1000 : 0));

  // Images first (outside the transaction): files are deterministic and skipped when present.
  const images: Array<[string, string]> = [
    // A square mark (three rising steps) that reads at header size; the name is set beside it.
    [
      'seed/site-logo.png',
      `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" rx="28" fill="#0f766e"/><rect x="26" y="74" width="22" height="28" rx="4" fill="#ffffff"/><rect x="53" y="54" width="22" height="48" rx="4" fill="#ffffff"/><rect x="80" y="30" width="22" height="72" rx="4" fill="#e85d4a"/></svg>`,
    ],
    // The same three steps, smaller, for the browser tab.
    [
      'seed/favicon.png',
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 128 128"><rect width="128" height="128" rx="28" fill="#0f766e"/><rect x="20" y="70" width="26" height="36" rx="5" fill="#ffffff"/><rect x="51" y="48" width="26" height="58" rx="5" fill="#ffffff"/><rect x="82" y="22" width="26" height="84" rx="5" fill="#e85d4a"/></svg>`,
    ],
  ];
  // Illustrated pictures with no text in them (ADR 059): the page sets each name beside its picture.
  const accents = ['#f59e0b', '#0ea5e9', '#ec4899', '#f97316', '#a855f7', '#ef4444', '#14b8a6'];
  demoCategories.forEach((category, index) => {
    images.push([
      `seed/category-${category.key}-icon.webp`,
      markSvg({
        glyph: category.key,
        colours: [category.colour, '#111827'],
        variant: 0,
        size: 128,
      }),
    ]);
    images.push([
      `seed/category-${category.key}.webp`,
      sceneSvg(category.key, index, [category.colour, accents[index % accents.length]!]),
    ]);
  });
  demoCompanies.forEach((company, index) => {
    const n = index + 1;
    const kind = artKindOf(company.businessType);
    images.push([
      `seed/company-${n}-logo.webp`,
      markSvg({ glyph: kind, colours: company.colours, variant: index }),
    ]);
    images.push([
      `seed/company-${n}-primary.webp`,
      sceneSvg(sceneFor(kind, company.businessType), index * 3 + 1, company.colours),
    ]);
    company.campaigns.forEach((campaign, c) => {
      images.push([
        `seed/company-${n}-campaign-${c + 1}.webp`,
        sceneSvg(sceneFor(kind, campaign.name), index * 3 + c * 2, company.colours),
      ]);
    });
  });
  const storyScenes = ['coffee', 'gift', 'bread'];
  demoStories.forEach((story, index) => {
    images.push([
      `seed/story-${index + 1}.webp`,
      sceneSvg(storyScenes[index % storyScenes.length]!, index * 2 + 1, story.colours),
    ]);
  });
  demoPress.forEach((item, index) => {
    images.push([`seed/press-${index + 1}.png`, pressLogoSvg(item.publication, item.colour)]);
  });
  const perkScenes = ['payments', 'insurance', 'print', 'accounts'];
  demoPerks.forEach((perk, index) => {
    images.push([
      `seed/perk-${index + 1}.webp`,
      sceneSvg(perkScenes[index % perkScenes.length]!, index, perk.colours),
    ]);
  });
  // Flat illustrations keep clean edges at quality 72, and no picture outweighs 12 KB (a campaign
  // page's picture is its largest paint).
  await Promise.all(
    images.map(([path, svg]) =>
      writeImage(options.filesDir, path, svg, { quality: 72, maxBytes: 12_000 }),
    ),
  );
  await writeGiftDesignImages(options.filesDir);

  const passwordHashes = Object.fromEntries(
    await Promise.all(
      Object.entries(demoAccounts).map(
        async ([key, demo]) => [key, await hashPassword(demo.password)] as const,
      ),
    ),
  ) as Record<keyof typeof demoAccounts, string>;

  return db.transaction(async (tx) => {
    // The single settings row doubles as the seed's claim: a second seeder racing this one (another
    // process starting at the same time) waits on this row and then finds it taken.
    const claimed = await tx
      .insert(siteSettings)
      .values({
        id: 1,
        siteName: 'StepUp Vouchers',
        tabInfo: 'StepUp Vouchers – Vouchers & Gifting',
        logoUrl: fileUrl('seed/site-logo.png'),
        faviconUrl: fileUrl('seed/favicon.png'),
        giftingFeePence: GIFTING_FEE_PENCE,
        contactEmail: 'hello@stepup-vouchers.example',
        postalAddress: ['71-75 Shelton Street', 'Covent Garden', 'London', 'WC2H 9JQ'],
        perksEnabled: true,
      })
      .onConflictDoNothing()
      .returning({ id: siteSettings.id });
    if (claimed.length === 0) return { seeded: false };
    await seedGiftDesigns(tx);

    const categoryRows = await tx
      .insert(categories)
      .values(
        demoCategories.map((category, index) => ({
          name: category.name,
          key: category.key,
          sortOrder: index + 1,
          enabled: true,
          iconUrl: fileUrl(`seed/category-${category.key}-icon.webp`),
          imageUrl: fileUrl(`seed/category-${category.key}.webp`),
          widget: category.widget ?? null,
        })),
      )
      .returning({ id: categories.id, key: categories.key });
    const categoryId = new Map(categoryRows.map((row) => [row.key, row.id]));

    const companyRows = await tx
      .insert(companies)
      .values(
        demoCompanies.map((company, index) => {
          const n = index + 1;
          return {
            name: company.name,
            tradingName: company.name,
            website: company.website,
            description: company.description,
            logoUrl: fileUrl(`seed/company-${n}-logo.webp`),
            primaryImageUrl: fileUrl(`seed/company-${n}-primary.webp`),
            voucherImageUrl: fileUrl(`seed/company-${n}-primary.webp`),
            status: 'approved' as const,
            currentStatus: 'online' as const,
            paymentAccountId: `acct_sandbox_demo${String(n).padStart(2, '0')}`,
            // The sandbox's accounts are fully set up from the start: paid out, nothing due.
            paymentsEnabled: true,
            payoutsEnabled: true,
            paymentDetailsSubmitted: true,
            paymentRequirementsDue: [],
            paymentAccountUpdatedAt: now,
            registeredNumber: company.registeredNumber,
            categoryId: categoryId.get(company.categories[0] ?? '') ?? null,
            contactEmail: `hello@${new URL(company.website).hostname}`,
            addressLine1: company.street,
            city: company.city,
            postcode: company.postcode,
            autoAcceptOffers: index % 3 === 0,
            maxAutoAcceptDiscount: index % 3 === 0 ? 20 : null,
            createdAt: ago(250 + n * 5),
          };
        }),
      )
      .returning({ id: companies.id });
    // Every demo company sells "in store only" (docs/product.md#website-connection): a connected
    // choice that meets the website connection prerequisite and that the shop-code sync never
    // calls. The Online shop tab can connect a shop instead.
    await tx.insert(integrations).values(
      companyRows.map((company) => ({
        companyId: company.id,
        kind: 'manual' as const,
        status: 'connected' as const,
      })),
    );

    const campaignIds: string[][] = [];
    const history: Array<HistoryCampaign & { oysterAndFizz: boolean }> = [];
    for (const [index, company] of demoCompanies.entries()) {
      const companyId = companyRows[index]!.id;
      const n = index + 1;
      const ids: string[] = [];
      for (const [c, campaign] of company.campaigns.entries()) {
        const kind = campaign.kind ?? 'live';
        const total = pounds(campaign.totalValue);
        const faces = campaign.faceValues.map(pounds) as [number, number, number];
        const createdAt = ago(kind === 'pending' ? random.int(1, 6) : random.int(4, 240));
        const approvedAt = kind === 'pending' ? null : new Date(createdAt.getTime() + DAY);
        const [row] = await tx
          .insert(campaigns)
          .values({
            companyId,
            name: campaign.name,
            description: campaign.description,
            keywords: company.keywords,
            faceValue1Pence: faces[0],
            faceValue2Pence: faces[1],
            faceValue3Pence: faces[2],
            discount1: campaign.discounts[0],
            discount2: campaign.discounts[1],
            discount3: campaign.discounts[2],
            totalValuePence: total,
            // Every step's budget starts full; the history's sales take from it further down.
            salesValueLeft1Pence: total,
            salesValueLeft2Pence: total,
            salesValueLeft3Pence: total,
            expiryYears: campaign.expiryYears,
            startDate: approvedAt ?? new Date(now.getTime() + 2 * DAY),
            status: kind === 'pending' ? 'pending' : 'live',
            isActive: kind !== 'pending',
            featured: campaign.featured ?? false,
            topPick: campaign.topPick ?? false,
            testMode: kind === 'test',
            customOffersEnabled: campaign.customOffers ?? false,
            primaryImageUrl: fileUrl(`seed/company-${n}-campaign-${c + 1}.webp`),
            createdAt,
            updatedAt: approvedAt ?? createdAt,
            approvedAt,
          })
          .returning({ id: campaigns.id });
        ids.push(row!.id);
        if (kind === 'live' && approvedAt) {
          history.push({
            id: row!.id,
            companyId,
            paymentAccountId: `acct_sandbox_demo${String(n).padStart(2, '0')}`,
            approvedAt,
            faces,
            discounts: campaign.discounts,
            totalPence: total,
            expiryYears: campaign.expiryYears,
            customOffers: campaign.customOffers ?? false,
            // The demo company's campaigns sell most, so its dashboard reads well.
            buyers: index === 0 ? 18 : 3 + ((n + c) % 3),
            oysterAndFizz: campaign.name === 'Oyster & Fizz',
          });
        }
        await tx.insert(campaignCategories).values(
          company.categories.map((key) => {
            const id = categoryId.get(key);
            if (!id) throw new Error(`unknown demo category ${key}`);
            return { campaignId: row!.id, categoryId: id };
          }),
        );
      }
      campaignIds.push(ids);
    }

    await tx.insert(pages).values(demoPages);
    await tx.insert(stories).values(
      demoStories.map((story, index) => ({
        header: story.header,
        imageUrl: fileUrl(`seed/story-${index + 1}.webp`),
        publishedAt: ago(story.daysAgo),
        html: story.html,
      })),
    );
    await tx.insert(pressItems).values(
      demoPress.map((item, index) => ({
        title: item.title,
        publication: item.publication,
        url: item.url,
        imageUrl: fileUrl(`seed/press-${index + 1}.png`),
        publishedAt: ago(item.daysAgo),
        sortOrder: index + 1,
      })),
    );
    await tx.insert(faqs).values(
      demoFaqs.map((faq, index) => ({
        question: faq.question,
        answerHtml: `<p>${faq.answer}</p>`,
        sortOrder: index + 1,
      })),
    );
    const perkRows = await tx
      .insert(perks)
      .values(
        demoPerks.map((perk, index) => ({
          title: perk.title,
          partner: perk.partner,
          description: perk.description,
          url: perk.url ?? null,
          code: perk.code ?? null,
          audience: perk.forDemoCompany ? ('chosen' as const) : ('all' as const),
          imageUrl: fileUrl(`seed/perk-${index + 1}.webp`),
          sortOrder: index + 1,
        })),
      )
      .returning({ id: perks.id });
    const chosenPerks = demoPerks.flatMap((perk, index) =>
      perk.forDemoCompany ? [{ perkId: perkRows[index]!.id, companyId: companyRows[0]!.id }] : [],
    );
    if (chosenPerks.length) await tx.insert(perkCompanies).values(chosenPerks);

    // Roles: permission → level (1 view, 2 edit), summed into sort_value.
    const ownerPermissions = {
      dashboard: 2,
      campaigns: 2,
      redemptions: 2,
      customOffers: 2,
      payments: 2,
      basicInformation: 2,
      connections: 2,
      team: 2,
    };
    const staffPermissions = { dashboard: 1, redemptions: 2, customOffers: 1 };
    // The demo admin's level grants every area of the admin menu (docs/product.md#permission-levels).
    const adminPermissions = FULL_ADMIN_PERMISSIONS;
    const sum = (map: Record<string, number>) => Object.values(map).reduce((a, b) => a + b, 0);
    const levels = await tx
      .insert(permissionLevels)
      .values([
        {
          name: 'Owner',
          description: 'Full access to the company account',
          permissions: ownerPermissions,
          sortValue: sum(ownerPermissions),
          audience: 'company' as const,
        },
        {
          name: 'Staff',
          description: 'Redeem vouchers and view offers',
          permissions: staffPermissions,
          sortValue: sum(staffPermissions),
          audience: 'company' as const,
        },
        {
          name: 'Super admin',
          description: 'Full access to the platform',
          permissions: adminPermissions,
          sortValue: permissionSortValue(adminPermissions),
          audience: 'admin' as const,
        },
      ])
      .returning({ id: permissionLevels.id, name: permissionLevels.name });
    const levelId = (name: string) => levels.find((level) => level.name === name)!.id;

    // Demo accounts (better-auth rows: user + 'credential' account holding the scrypt hash).
    const accountRows = {
      customer: { audience: 'customer' as const, role: 'user', roleClass: null },
      tester: { audience: 'customer' as const, role: 'user', roleClass: null },
      company: { audience: 'business' as const, role: 'user', roleClass: 'company' },
      admin: { audience: 'business' as const, role: 'admin', roleClass: 'admin' },
    };
    const userId = {} as Record<keyof typeof demoAccounts, string>;
    for (const key of Object.keys(accountRows) as Array<keyof typeof accountRows>) {
      const demo = demoAccounts[key];
      const createdAt = ago(key === 'admin' ? 300 : key === 'company' ? 260 : 120);
      const [row] = await tx
        .insert(user)
        .values({
          name: demo.name,
          email: demo.email,
          emailVerified: true,
          createdAt,
          updatedAt: createdAt,
          ...accountRows[key],
        })
        .returning({ id: user.id });
      userId[key] = row!.id;
      await tx.insert(account).values({
        accountId: row!.id,
        providerId: 'credential',
        userId: row!.id,
        password: passwordHashes[key],
        createdAt,
        updatedAt: createdAt,
      });
    }
    await tx.insert(customers).values([
      {
        userId: userId.customer,
        name: demoAccounts.customer.name,
        emailLower: demoAccounts.customer.email.toLowerCase(),
        createdAt: ago(120, false),
      },
      {
        userId: userId.tester,
        name: demoAccounts.tester.name,
        emailLower: demoAccounts.tester.email.toLowerCase(),
        tester: true,
        createdAt: ago(120, false),
      },
    ]);
    await tx.insert(companyMembers).values({
      companyId: companyRows[0]!.id,
      userId: userId.company,
      roleInCompany: COMPANY_OWNER_ROLE,
      permissionLevelId: levelId('Owner'),
    });
    await tx
      .insert(admins)
      .values({ userId: userId.admin, permissionLevelId: levelId('Super admin') });

    // The demo customer's wallet: two ladder steps of the first campaign (one used) and a gift.
    const first = demoCompanies[0]!.campaigns[0]!;
    const books = demoCompanies[4]!.campaigns[0]!;
    const wallet = [
      {
        company: 0,
        campaign: 0,
        demo: first,
        step: 1,
        slot: 0,
        daysAgo: 60,
        used: true,
        gift: false,
      },
      {
        company: 0,
        campaign: 0,
        demo: first,
        step: 2,
        slot: 1,
        daysAgo: 21,
        used: false,
        gift: false,
      },
      {
        company: 4,
        campaign: 0,
        demo: books,
        step: 1,
        slot: 1,
        daysAgo: 9,
        used: false,
        gift: true,
      },
    ];
    await tx.insert(vouchers).values(
      wallet.map((item) => {
        const face = pounds(item.demo.faceValues[item.slot]!);
        const discount = item.demo.discounts[item.step - 1]!;
        const paymentDate = ago(item.daysAgo);
        return {
          code: voucherCode(),
          campaignId: campaignIds[item.company]![item.campaign]!,
          companyId: companyRows[item.company]!.id,
          buyerUserId: userId.customer,
          step: item.step,
          slot: item.slot,
          faceValuePence: face,
          discount,
          pricePaidPence: Math.round((face * (100 - discount)) / 100),
          giftingFeePence: item.gift ? GIFTING_FEE_PENCE : 0,
          buyFor: item.gift ? ('gift' as const) : ('self' as const),
          giftRecipientName: item.gift ? 'Jamie Morgan' : null,
          giftRecipientEmail: item.gift ? 'jamie.morgan@example.com' : null,
          giftMessage: item.gift
            ? 'Happy birthday! Treat yourself to something good to read. Love, Alex x'
            : null,
          giftDeliverAt: item.gift ? paymentDate : null,
          giftDeliveredAt: item.gift ? paymentDate : null,
          usedAt: item.used ? new Date(paymentDate.getTime() + 5 * DAY) : null,
          paymentDate,
          expiresAt: new Date(paymentDate.getTime() + item.demo.expiryYears * 365.24 * DAY),
        };
      }),
    );
    await tx.insert(favourites).values([
      { userId: userId.customer, campaignId: campaignIds[3]![0]! },
      { userId: userId.customer, campaignId: campaignIds[7]![0]! },
    ]);

    // Six months of other customers' sales (its own prng, so the rest of the demo stays as it
    // was), then every step budget and sold counter from the vouchers that stand.
    const sales = await seedHistory(tx, {
      random: createRandom(SEED + 16),
      now,
      campaigns: history,
      giftingFeePence: GIFTING_FEE_PENCE,
      voucherCode,
    });
    for (const item of wallet) {
      const figures = sales.get(campaignIds[item.company]![item.campaign]!);
      if (!figures) continue;
      const step = item.step - 1;
      figures.usedPence[step] = figures.usedPence[step]! + pounds(item.demo.faceValues[item.slot]!);
      figures.count += 1;
    }
    // One statement for every campaign's budgets and counter.
    const budgets = history.map((campaign) => {
      const figures = sales.get(campaign.id)!;
      const left = figures.usedPence.map((used) => campaign.totalPence - used);
      // One campaign shows a sold-out top slot at step 3 (slot status 3).
      if (campaign.oysterAndFizz) left[2] = campaign.faces[1];
      return sql`(${campaign.id}, ${left[0]}::int, ${left[1]}::int, ${left[2]}::int, ${figures.count}::int)`;
    });
    await tx.execute(sql`
      update campaigns set
        sales_value_left_1_pence = b.left1, sales_value_left_2_pence = b.left2,
        sales_value_left_3_pence = b.left3, sales_count = b.sold
      from (values ${sql.join(budgets, sql`, `)}) as b(id, left1, left2, left3, sold)
      where campaigns.id = b.id`);
    // The demo customers were last here a day or two ago (the admin's customers list says when).
    await tx
      .update(customers)
      .set({ lastActive: ago(1), lastWebActive: ago(1) })
      .where(inArray(customers.userId, [userId.customer, userId.tester]));

    return { seeded: true };
  });
}
