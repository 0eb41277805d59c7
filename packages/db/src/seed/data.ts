// The demo marketplace's content: UK independent businesses and their campaigns. Numbers that vary
// (budgets used, sales, dates) are drawn from a seeded PRNG in seed-demo.ts.

export interface DemoCategory {
  key: string;
  name: string;
  colour: string;
  /** 'unlocked': the customer's unlocked rewards, a view of their vouchers, not a filter. */
  widget?: string;
}

export const demoCategories: DemoCategory[] = [
  { key: 'food-drink', name: 'Food & Drink', colour: '#c2410c' },
  { key: 'health-beauty', name: 'Health & Beauty', colour: '#be185d' },
  { key: 'shopping', name: 'Shopping', colour: '#1d4ed8' },
  { key: 'experiences', name: 'Experiences', colour: '#7c3aed' },
  { key: 'home-garden', name: 'Home & Garden', colour: '#15803d' },
  { key: 'active-outdoors', name: 'Active & Outdoors', colour: '#0e7490' },
  { key: 'rewards-unlocked', name: 'Rewards unlocked', colour: '#b45309', widget: 'unlocked' },
];

export interface DemoCampaign {
  name: string;
  description: string;
  /** Face values in pounds (multiples of 5, £10–£1,000, each ≥ £5 above the last). */
  faceValues: [number, number, number];
  /** Step discounts in percent (multiples of 5, ≤ 90, each ≥ 5 above the last). */
  discounts: [number, number, number];
  /** Total value in pounds (£1,000–£1,000,000). */
  totalValue: number;
  expiryYears: number;
  kind?: 'live' | 'test' | 'pending';
  featured?: boolean;
  topPick?: boolean;
  customOffers?: boolean;
}

export interface DemoCompany {
  name: string;
  businessType: string;
  website: string;
  city: string;
  postcode: string;
  street: string;
  registeredNumber: string;
  description: string;
  colours: [string, string];
  categories: string[];
  keywords: string[];
  campaigns: DemoCampaign[];
}

export const demoCompanies: DemoCompany[] = [
  {
    name: 'The Copper Kettle Café',
    businessType: 'Café',
    website: 'https://copperkettle.example.co.uk',
    city: 'Bath',
    postcode: 'BA1 1LT',
    street: '14 Abbey Green',
    registeredNumber: '09876541',
    description:
      'A family-run café by the Abbey serving single-origin coffee, homemade cakes and all-day brunch since 2011.',
    colours: ['#b45309', '#78350f'],
    categories: ['food-drink'],
    keywords: ['coffee', 'cake', 'brunch', 'cafe', 'tea'],
    campaigns: [
      {
        name: 'Coffee & Cake for Two',
        description:
          'Two speciality coffees and two slices of any homemade cake, served at your table.',
        faceValues: [10, 20, 30],
        discounts: [10, 15, 20],
        totalValue: 2000,
        expiryYears: 1,
        featured: true,
        customOffers: true,
      },
      {
        name: 'Brunch Club',
        description:
          'Our famous Copper Kettle brunch: shakshuka, smashed avocado or the full English.',
        faceValues: [25, 40, 60],
        discounts: [10, 20, 30],
        totalValue: 5000,
        expiryYears: 1,
      },
      {
        name: 'Afternoon Tea Treat',
        description:
          'Finger sandwiches, warm scones with clotted cream and a pot of loose-leaf tea.',
        faceValues: [30, 50, 75],
        discounts: [5, 10, 15],
        totalValue: 3000,
        expiryYears: 2,
      },
      {
        name: 'Staff Preview Voucher',
        description: 'Test-mode campaign visible to tester accounts only.',
        faceValues: [10, 15, 20],
        discounts: [10, 20, 30],
        totalValue: 1000,
        expiryYears: 1,
        kind: 'test',
      },
    ],
  },
  {
    name: 'Rise & Crumb Bakery',
    businessType: 'Bakery',
    website: 'https://riseandcrumb.example.co.uk',
    city: 'York',
    postcode: 'YO1 7LZ',
    street: '3 Grape Lane',
    registeredNumber: '11223344',
    description:
      'Slow-fermented sourdough, laminated pastries and celebration cakes baked before dawn in the heart of York.',
    colours: ['#d97706', '#92400e'],
    categories: ['food-drink', 'shopping'],
    keywords: ['bread', 'sourdough', 'pastry', 'cakes', 'bakery'],
    campaigns: [
      {
        name: 'Sourdough Subscription',
        description: 'A fresh loaf every week, ready to collect from the shop on your chosen day.',
        faceValues: [20, 35, 50],
        discounts: [10, 15, 25],
        totalValue: 2500,
        expiryYears: 1,
        featured: true,
      },
      {
        name: 'Weekend Pastry Box',
        description: 'Six of our best: croissants, cardamom buns and the pastry of the week.',
        faceValues: [15, 25, 35],
        discounts: [5, 15, 25],
        totalValue: 1500,
        expiryYears: 1,
        customOffers: true,
      },
      {
        name: 'Celebration Cakes',
        description:
          'Made-to-order celebration cakes for birthdays, weddings and everything in between.',
        faceValues: [40, 60, 90],
        discounts: [10, 15, 20],
        totalValue: 6000,
        expiryYears: 2,
      },
    ],
  },
  {
    name: 'Sharp & Dapper Barbers',
    businessType: 'Barber',
    website: 'https://sharpanddapper.example.co.uk',
    city: 'Manchester',
    postcode: 'M4 1HN',
    street: '52 Oldham Street',
    registeredNumber: '10554433',
    description:
      'Traditional barbering with a modern edge in the Northern Quarter. Walk-ins welcome, beard work a speciality.',
    colours: ['#1f2937', '#0f766e'],
    categories: ['health-beauty'],
    keywords: ['haircut', 'shave', 'beard', 'grooming', 'barber'],
    campaigns: [
      {
        name: 'Classic Cut & Finish',
        description: 'Consultation, scissor or clipper cut, wash and styled finish.',
        faceValues: [20, 30, 45],
        discounts: [10, 20, 30],
        totalValue: 3000,
        expiryYears: 1,
        topPick: true,
        featured: true,
        customOffers: true,
      },
      {
        name: 'Hot Towel Shave',
        description: 'A traditional straight-razor shave with hot towels and a cooling balm.',
        faceValues: [25, 35, 50],
        discounts: [15, 20, 25],
        totalValue: 2000,
        expiryYears: 1,
      },
      {
        name: 'Grooming Gift Card',
        description: 'Spend on any service or on our range of beard oils, balms and pomades.',
        faceValues: [50, 100, 150],
        discounts: [5, 10, 15],
        totalValue: 10000,
        expiryYears: 3,
      },
    ],
  },
  {
    name: 'Willow Spa & Wellbeing',
    businessType: 'Day spa',
    website: 'https://willowspa.example.co.uk',
    city: 'Harrogate',
    postcode: 'HG1 2RR',
    street: '8 Montpellier Parade',
    registeredNumber: '08765432',
    description:
      'A calm, independent day spa offering massage, facials and thermal experiences in a Victorian townhouse.',
    colours: ['#0d9488', '#134e4a'],
    categories: ['health-beauty', 'experiences'],
    keywords: ['spa', 'massage', 'facial', 'relax', 'wellbeing'],
    campaigns: [
      {
        name: 'Spa Day for Two',
        description:
          'Full access to the thermal suite, a 30-minute treatment each and a light lunch.',
        faceValues: [150, 250, 350],
        discounts: [10, 15, 20],
        totalValue: 25000,
        expiryYears: 2,
        featured: true,
        customOffers: true,
      },
      {
        name: 'Signature Massage',
        description: 'Our 60-minute full-body massage using warm oils tailored to you.',
        faceValues: [60, 90, 120],
        discounts: [10, 20, 25],
        totalValue: 8000,
        expiryYears: 1,
      },
      {
        name: 'Wellbeing Gift Card',
        description: 'A gift card for any treatment, day package or product in the spa shop.',
        faceValues: [100, 250, 500],
        discounts: [5, 10, 20],
        totalValue: 50000,
        expiryYears: 3,
      },
    ],
  },
  {
    name: 'Dog-Eared Books',
    businessType: 'Independent bookshop',
    website: 'https://dogearedbooks.example.co.uk',
    city: 'Brighton',
    postcode: 'BN1 1HE',
    street: '21 Bond Street',
    registeredNumber: '12345098',
    description:
      'Two floors of new and second-hand books, a children’s corner and author events every month in the Lanes.',
    colours: ['#1d4ed8', '#312e81'],
    categories: ['shopping'],
    keywords: ['books', 'reading', 'novels', 'children', 'bookshop'],
    campaigns: [
      {
        name: "Book Lover's Voucher",
        description: 'Spend on any book in the shop, new or second-hand, or on a special order.',
        faceValues: [15, 25, 40],
        discounts: [10, 15, 20],
        totalValue: 2000,
        expiryYears: 2,
        customOffers: true,
      },
      {
        name: "Children's Story Hour Bundle",
        description:
          'Ten Saturday-morning story sessions for under-eights, plus a book to take home.',
        faceValues: [30, 45, 60],
        discounts: [15, 25, 35],
        totalValue: 1500,
        expiryYears: 1,
      },
    ],
  },
  {
    name: 'Spoke & Chain Cycles',
    businessType: 'Bike repair',
    website: 'https://spokeandchain.example.co.uk',
    city: 'Bristol',
    postcode: 'BS1 4DJ',
    street: '7 Gloucester Road',
    registeredNumber: '13579246',
    description:
      'Friendly bike repairs, servicing and wheel builds. Same-day puncture fixes and a loan bike while you wait.',
    colours: ['#0e7490', '#1e3a8a'],
    categories: ['active-outdoors'],
    keywords: ['bike', 'cycling', 'repair', 'service', 'wheels'],
    campaigns: [
      {
        name: 'Full Bike Service',
        description:
          'Gears and brakes adjusted, drivetrain degreased, wheels trued and a safety check.',
        faceValues: [45, 70, 95],
        discounts: [10, 20, 30],
        totalValue: 4000,
        expiryYears: 1,
        featured: true,
      },
      {
        name: 'Pilot Card',
        description: 'Test-mode campaign visible to tester accounts only.',
        faceValues: [10, 20, 30],
        discounts: [20, 30, 40],
        totalValue: 1000,
        expiryYears: 1,
        kind: 'test',
      },
      {
        name: 'Puncture-Proof Package',
        description: 'Tubeless conversion with sealant, fitted while you wait.',
        faceValues: [35, 50, 65],
        discounts: [10, 15, 20],
        totalValue: 2000,
        expiryYears: 1,
        kind: 'pending',
      },
    ],
  },
  {
    name: 'Petal & Stem Florist',
    businessType: 'Florist',
    website: 'https://petalandstem.example.co.uk',
    city: 'Edinburgh',
    postcode: 'EH3 6SB',
    street: '40 Stockbridge Row',
    registeredNumber: 'SC654321',
    description:
      'Seasonal, British-grown flowers arranged by hand, with local delivery across Edinburgh and workshops upstairs.',
    colours: ['#db2777', '#7e22ce'],
    categories: ['home-garden', 'experiences'],
    keywords: ['flowers', 'bouquet', 'plants', 'workshop', 'florist'],
    campaigns: [
      {
        name: 'Seasonal Bouquet',
        description:
          'A hand-tied bouquet of the week’s best seasonal stems, wrapped and ready to give.',
        faceValues: [30, 45, 65],
        discounts: [10, 15, 20],
        totalValue: 3000,
        expiryYears: 1,
        customOffers: true,
      },
      {
        name: 'Flower Arranging Workshop',
        description: 'A two-hour evening workshop with prosecco; take home your own arrangement.',
        faceValues: [55, 75, 95],
        discounts: [5, 10, 20],
        totalValue: 2500,
        expiryYears: 1,
        featured: true,
      },
    ],
  },
  {
    name: 'The Salt House Kitchen',
    businessType: 'Seafood restaurant',
    website: 'https://salthousekitchen.example.co.uk',
    city: 'Whitstable',
    postcode: 'CT5 1BX',
    street: '2 Harbour Street',
    registeredNumber: '07654321',
    description:
      'Seafood straight off the Whitstable boats, cooked simply over fire in a converted net loft by the harbour.',
    colours: ['#0369a1', '#0c4a6e'],
    categories: ['food-drink', 'experiences'],
    keywords: ['restaurant', 'seafood', 'oysters', 'dinner', 'tasting menu'],
    campaigns: [
      {
        name: 'Tasting Menu for Two',
        description: 'Seven courses from the day’s catch for two, with an optional wine flight.',
        faceValues: [120, 180, 250],
        discounts: [10, 15, 20],
        totalValue: 20000,
        expiryYears: 1,
        featured: true,
        customOffers: true,
      },
      {
        name: 'Sunday Roast Club',
        description:
          'Sunday lunch for two: roast of the day, all the trimmings and a pudding to share.',
        faceValues: [40, 60, 80],
        discounts: [10, 20, 30],
        totalValue: 5000,
        expiryYears: 1,
      },
      {
        name: 'Oyster & Fizz',
        description: 'A dozen native oysters and two glasses of English sparkling wine at the bar.',
        faceValues: [35, 50, 70],
        discounts: [15, 25, 35],
        totalValue: 2500,
        expiryYears: 1,
      },
      {
        name: 'Midsummer Supper Club',
        description: 'A long-table supper on the harbour wall on the longest evening of the year.',
        faceValues: [60, 90, 120],
        discounts: [10, 15, 20],
        totalValue: 3000,
        expiryYears: 1,
        kind: 'pending',
      },
    ],
  },
  {
    name: 'Stillwater Yoga',
    businessType: 'Yoga studio',
    website: 'https://stillwateryoga.example.co.uk',
    city: 'Leeds',
    postcode: 'LS1 6AH',
    street: '11 Call Lane',
    registeredNumber: '14725836',
    description:
      'Small, unhurried classes for every level in a light-filled studio: vinyasa, yin, pregnancy yoga and more.',
    colours: ['#65a30d', '#14532d'],
    categories: ['active-outdoors', 'health-beauty'],
    keywords: ['yoga', 'fitness', 'classes', 'mindfulness', 'pilates'],
    campaigns: [
      {
        name: 'Ten-Class Pass',
        description: 'Ten drop-in classes of your choice, valid across our whole timetable.',
        faceValues: [60, 85, 110],
        discounts: [10, 20, 30],
        totalValue: 5000,
        expiryYears: 1,
        customOffers: true,
      },
      {
        name: "Beginners' Course",
        description: 'Four weekly sessions covering the foundations, with mats and props provided.',
        faceValues: [40, 55, 70],
        discounts: [15, 20, 25],
        totalValue: 2000,
        expiryYears: 1,
      },
    ],
  },
  {
    name: 'The Curd Collective',
    businessType: 'Cheesemonger & deli',
    website: 'https://curdcollective.example.co.uk',
    city: 'Norwich',
    postcode: 'NR2 1NE',
    street: '5 Elm Hill',
    registeredNumber: '15935746',
    description:
      'British farmhouse cheeses, charcuterie and natural wines, with tastings in our cellar on Friday nights.',
    colours: ['#ca8a04', '#7c2d12'],
    categories: ['food-drink', 'shopping'],
    keywords: ['cheese', 'deli', 'wine', 'hamper', 'tasting'],
    campaigns: [
      {
        name: 'Cheese Board Hamper',
        description:
          'Five British cheeses, crackers, chutney and a bottle of natural wine in a hamper.',
        faceValues: [45, 65, 85],
        discounts: [10, 15, 25],
        totalValue: 4000,
        expiryYears: 1,
        featured: true,
      },
      {
        name: 'Deli Gift Card',
        description: 'Spend across the deli counter, the wine shelves and our Friday tastings.',
        faceValues: [20, 50, 100],
        discounts: [5, 10, 15],
        totalValue: 3000,
        expiryYears: 2,
        customOffers: true,
      },
    ],
  },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

export interface DemoPage {
  id: string;
  slug: string;
  title: string;
  html: string;
}

// The stored pages (ids as docs/product.md#names-from-the-original-specification names them; the footer finds 'terms' and 'privacy' by slug).
// The operator's facts match the site settings of seed-demo.ts.
const operator =
  'StepUp Vouchers Ltd, a company registered in England and Wales (company number 14285714), 71-75 Shelton Street, Covent Garden, London WC2H 9JQ';
const privacyMail =
  '<a href="mailto:privacy@stepup-vouchers.example">privacy@stepup-vouchers.example</a>';
const helloMail =
  '<a href="mailto:hello@stepup-vouchers.example">hello@stepup-vouchers.example</a>';

export const demoPages: DemoPage[] = [
  {
    id: 'webCookies',
    slug: 'cookies',
    title: 'Cookie Policy',
    html: `<h2>How we use cookies</h2>
${p(
  'StepUp Vouchers uses a small number of cookies to keep you signed in, remember your choices and keep the site secure. We do not use advertising or cross-site tracking cookies.',
  'Strictly necessary cookies (such as your session cookie) are set without asking, because the site cannot work without them. Under the Privacy and Electronic Communications Regulations we ask before setting any other cookie, and you can change your mind at any time in your browser settings.',
)}
<h3>Cookies we set</h3>
<ul><li><strong>Session</strong> – keeps you signed in (ends when you sign out, or after 30 days).</li><li><strong>Security</strong> – protects forms against cross-site requests (ends when you close the browser).</li><li><strong>Preferences</strong> – remembers your cookie choice (12 months).</li></ul>
<h3>Managing cookies</h3>
${p(
  'Every browser lets you see and delete cookies and block them for a site. Blocking the session cookie means you cannot sign in or buy vouchers.',
  `Questions? Email ${privacyMail}.`,
)}`,
  },
  {
    id: 'webTC',
    slug: 'terms',
    title: 'Terms & Conditions',
    html: `<h2>Terms and conditions of use</h2>
${p(
  `These terms apply when you use the StepUp Vouchers website and buy vouchers through it. The website is run by ${operator}.`,
  'Each voucher is sold by the business named on it; we run the marketplace and take payment on the business’s behalf. Your contract for the goods or services is with that business, and it is responsible for honouring the voucher until its expiry date.',
)}
<h3>Buying vouchers</h3>
${p(
  'Prices are in pounds sterling and include VAT where it applies. Loyalty discounts rise in steps as you buy the same campaign again; the step you buy at is shown before you pay. A gift adds the gifting fee shown at checkout.',
  'Vouchers are valid until the expiry date shown in your wallet and can be used once, unless the business states otherwise.',
)}
<h3>Cancelling</h3>
${p(
  'Under the Consumer Contracts Regulations you may cancel a voucher within 14 days of purchase if it has not been used. Gift vouchers may be cancelled by the buyer before they are redeemed. Refunds go back to the card you paid with within 14 days.',
)}
<h3>Using the website</h3>
${p(
  'Please do not misuse the site, try to get around its security or buy vouchers to resell them. We may suspend an account that does.',
  `These terms are governed by the law of England and Wales. Contact us at ${helloMail}.`,
)}`,
  },
  {
    id: 'webPrivacy',
    slug: 'privacy',
    title: 'Privacy Policy',
    html: `<h2>Your privacy</h2>
${p(
  `${operator}, is the controller of the personal data you give us. We process it under the UK GDPR and the Data Protection Act 2018.`,
)}
<h3>What we collect and why</h3>
<ul><li><strong>Account</strong> – your name, email address and password (stored only as a secure hash), to run your account and wallet.</li><li><strong>Purchases</strong> – what you bought, when and for whom, to issue vouchers and meet our accounting duties.</li><li><strong>Gifts</strong> – the recipient’s name, email and your message, only to deliver the gift.</li></ul>
${p(
  'We share the minimum needed with the business you buy from so it can honour your voucher. Card details go straight to our payment provider and are never stored by us. We never sell your data.',
)}
<h3>How long we keep it and your rights</h3>
${p(
  'We keep account data while your account is open and purchase records for six years to meet our legal obligations.',
  `You can ask to see, correct, export or delete your data by writing to ${privacyMail}, and you may complain to the Information Commissioner’s Office (ico.org.uk).`,
)}`,
  },
  {
    id: 'businessTC',
    slug: 'business-terms',
    title: 'Business Terms of Service',
    html: `<h2>Terms for businesses</h2>
${p(
  `These terms apply to businesses that sell vouchers through StepUp Vouchers, run by ${operator}. By requesting a campaign you confirm that you can honour every voucher sold until its expiry date.`,
)}
<h3>Fees and payments</h3>
${p(
  'There are no setup fees, no subscriptions and no commission on standard vouchers. Customers pay on your connected payment account and you receive the voucher price when you sell. The gifting fee, where a customer sends a voucher as a gift, is kept by StepUp.',
)}
<h3>Campaigns</h3>
${p(
  'Campaigns are reviewed before they go live. You set the face values, the three loyalty-step discounts, the total value on sale and the expiry. You may switch your business offline at any time; vouchers already sold stay valid.',
  'We may pause a campaign that breaches these terms or receives repeated customer complaints.',
)}
<h3>Ending these terms</h3>
${p(
  'Either party may end these terms with 30 days’ notice. Vouchers sold before then must still be honoured. These terms are governed by the law of England and Wales.',
)}`,
  },
  {
    id: 'businessPrivacy',
    slug: 'business-privacy',
    title: 'Business Privacy Notice',
    html: `<h2>Privacy for business users</h2>
${p(
  'We process the names, emails and roles of your team members to run your business account, and the company details you give us (registered number, address, payment account) to meet our anti-fraud and financial obligations.',
  'We keep this data while your business account is open and for six years afterwards for accounting purposes.',
)}
<h3>Customer data you receive</h3>
${p(
  'Customer data shared with you for redemption must be used only to honour vouchers and handled in line with the UK GDPR. You must not use it for marketing unless the customer has agreed to hear from you directly.',
  `Contact ${privacyMail} with any questions.`,
)}`,
  },
  {
    id: 'appTC',
    slug: 'app-terms',
    title: 'Customer Terms & Conditions',
    html: `<h2>Terms for customers</h2>
${p(
  `These terms apply to customers of StepUp Vouchers on the website and in our iPhone and Android apps, run by ${operator}.`,
  'A voucher is bought from the business named on it, not from StepUp Vouchers: the business supplies the goods or services and honours the voucher. We take payment on its behalf.',
)}
<h3>Loyalty steps and custom offers</h3>
${p(
  'Each campaign has up to three discount steps. Your first purchase of a campaign is at step 1; each repeat purchase unlocks the next step. A custom offer lets you propose your own value and discount: your card is saved but not charged, and the business has 24 hours to accept. If it accepts, you are charged and your voucher is issued; if not, nothing is charged.',
)}
<h3>Using your voucher</h3>
${p(
  'Enter your voucher code when paying at the business’s online checkout, or show it in store, unless the business states otherwise. Vouchers expire on the date shown in your wallet and cannot be exchanged for cash.',
  'You may cancel an unused voucher within 14 days of purchase for a full refund.',
)}
<h3>Your account</h3>
${p(
  'Keep your password to yourself and tell us at once if you think someone else has used your account. You can close your account at any time from My Vouchers &amp; Account; vouchers already issued stay valid.',
  'These terms are governed by the law of England and Wales.',
)}`,
  },
  {
    id: 'appPrivacy',
    slug: 'app-privacy',
    title: 'Customer Privacy Policy',
    html: `<h2>How our apps use your data</h2>
${p(
  `${operator}, is the controller of the personal data you give us on the website and in our apps, under the UK GDPR and the Data Protection Act 2018.`,
  'We use your name and email to run your account, your purchase history to work out your loyalty step for each campaign, and the details of gift recipients only to deliver gifts.',
)}
<h3>On your phone</h3>
${p(
  'The apps store your sign-in session securely on your device. They do not read your contacts or location, and they do not track you across other apps or websites.',
)}
<h3>Your rights</h3>
${p(
  `You can see, correct, export or delete your data at any time: close your account in the app or write to ${privacyMail}. You may also complain to the Information Commissioner’s Office (ico.org.uk).`,
)}`,
  },
];

export const demoStories = [
  {
    header: 'How a Bath café turned regulars into a loyalty ladder',
    daysAgo: 12,
    colours: ['#b45309', '#7c2d12'] as [string, string],
    html: `${p(
      'When The Copper Kettle Café joined StepUp, owner Maria wanted a way to thank the customers who came back week after week. Three steps later, her regulars save 20% on their coffee and cake – and they bring friends.',
    )}
<blockquote><p>“The second and third steps are where it works. People buy the first voucher as a treat and come back for the better deal.”</p></blockquote>
<h2>Setting the steps</h2>
${p(
  'Maria started at 10% off, then 15%, then 20% for the third purchase, with vouchers of £10, £20 and £30. Because the café is paid when each voucher sells, the campaign paid for the new espresso grinder before the summer.',
  'Her advice to other owners: keep the first step generous enough to try, and make the third one worth coming back for.',
)}`,
  },
  {
    header: 'Gifting local: why independent vouchers beat the high street card',
    daysAgo: 40,
    colours: ['#be185d', '#6b21a8'] as [string, string],
    html: p(
      'A voucher from a local florist or bookshop says more than a generic gift card, and every pound stays on your high street.',
      'With StepUp you can schedule a gift for the right morning, add a personal message and the recipient gets it straight to their inbox.',
    ),
  },
  {
    header: 'Meet the makers: a morning at Rise & Crumb Bakery',
    daysAgo: 85,
    colours: ['#d97706', '#78350f'] as [string, string],
    html: `${p(
      'At 4 a.m. on Grape Lane the ovens are already hot. We spent a morning with the team behind York’s favourite sourdough to see how a small bakery plans for a voucher campaign.',
      'The trick, head baker Tom says, is setting the total value at what the kitchen can comfortably deliver – then letting the steps reward the regulars.',
    )}
<h2>What sold</h2>
<ul><li>Sourdough subscriptions for the month</li><li>Weekend pastry boxes, mostly bought as gifts</li><li>Saturday baking classes</li></ul>
${p('“Gift vouchers for the classes went in a week,” Tom says. “We are adding more dates.”')}`,
  },
];

/** Press articles (fictional publications on reserved .example addresses). */
export const demoPress = [
  {
    title: 'The start-up helping indie shops reward loyalty',
    publication: 'The Indie Retailer',
    url: 'https://indie-retailer.example/news/start-up-helping-indie-shops-reward-loyalty',
    colour: '#7c2d12',
    daysAgo: 30,
  },
  {
    title: 'Five smarter ways to give a gift card this year',
    publication: 'Weekend Living',
    url: 'https://weekend-living.example/gifts/five-smarter-ways-to-give-a-gift-card',
    colour: '#be185d',
    daysAgo: 75,
  },
  {
    title: 'StepUp Vouchers passes 100 local businesses',
    publication: 'Small Business Weekly',
    url: 'https://small-business-weekly.example/2025/stepup-vouchers-100-businesses',
    colour: '#1d4ed8',
    daysAgo: 140,
  },
  {
    title: 'Loyalty without the points card',
    publication: 'The Money Edit',
    url: 'https://money-edit.example/shopping/loyalty-without-the-points-card',
    colour: '#15803d',
    daysAgo: 190,
  },
  {
    title: 'Where to treat yourself on the high street',
    publication: 'City Table',
    url: 'https://city-table.example/guides/treat-yourself-high-street',
    colour: '#0f766e',
    daysAgo: 260,
  },
];

export const demoFaqs = [
  {
    question: 'How do loyalty steps work?',
    answer:
      'Each campaign has three steps. Your first voucher is bought at the step 1 discount; buy again and you unlock step 2, then step 3 – each with a bigger discount.',
  },
  {
    question: 'Can I send a voucher as a gift?',
    answer:
      'Yes. Choose Gift when buying, add the recipient’s name, email and a message, and pick when it should arrive. A small gifting fee applies.',
  },
  {
    question: 'How long are vouchers valid?',
    answer:
      'Each campaign sets an expiry of one or more years from the date you buy. The date is shown in your wallet.',
  },
  {
    question: 'How do I redeem a voucher?',
    answer:
      'Show the code in your wallet at the business, or enter it at checkout on their website where supported.',
  },
  {
    question: 'What is a custom offer?',
    answer:
      'Choose your own value and discount. Your card is saved but not charged; the business has 24 hours to accept. If it accepts you are charged and receive the voucher.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Unused vouchers can be cancelled within 14 days of purchase. Contact us and we will arrange the refund.',
  },
];

/**
 * Partner offers for the businesses on the platform (the company Perks tab): every company sees
 * those with `audience: 'all'`; `forDemoCompany` is offered only to the demo company (company 0).
 */
export const demoPerks: Array<{
  title: string;
  partner: string;
  description: string;
  url?: string;
  code?: string;
  colours: [string, string];
  forDemoCompany?: boolean;
}> = [
  {
    title: 'Card reader for £19 and lower fees for a year',
    partner: 'Tillpoint Payments',
    description:
      'Take contactless, chip and PIN and phone payments at the counter. Platform businesses get the reader for £19 (usually £59) and 1.39% per card payment for the first 12 months.',
    url: 'https://tillpoint.example.co.uk/stepup',
    code: 'STEPUP19',
    colours: ['#1d4ed8', '#1e3a8a'],
  },
  {
    title: '15% off business insurance',
    partner: 'Harbour Mutual Insurance',
    description:
      'Public liability, stock and equipment cover for shops, cafés and salons, with a named UK adviser. 15% off your first year when you quote the code.',
    url: 'https://harbourmutual.example.co.uk/small-business',
    code: 'HARBOUR15',
    colours: ['#0f766e', '#134e4a'],
  },
  {
    title: '20% off printed menus, flyers and gift cards',
    partner: 'Inkwell Print Co.',
    description:
      'Next-day printing on recycled card with free UK delivery. Ideal for counter cards that point customers to your vouchers.',
    url: 'https://inkwellprint.example.co.uk/offers',
    code: 'INKWELL20',
    colours: ['#b45309', '#7c2d12'],
  },
  {
    title: 'Three months of bookkeeping free',
    partner: 'Ledgerly Accounting',
    description:
      'Making Tax Digital-ready bookkeeping software with bank feeds from every major UK bank. Offered to our café partners in Bath this season.',
    url: 'https://ledgerly.example.co.uk/partners',
    colours: ['#7c3aed', '#4c1d95'],
    forDemoCompany: true,
  },
];
