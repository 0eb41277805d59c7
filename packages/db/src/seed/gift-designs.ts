import type { Transaction } from '../client';
import { giftDesignCategories, giftDesigns } from '../schema';
import { writeImage } from './images';

// The demo's gift designs (docs/product.md#gift-designs): five occasions with one or two
// designs each, drawn here as SVG illustrations (1080 × 540, the 2:1 of a campaign picture) and
// stored as WebP like every other seeded picture. No network, no binary files.

const W = 1080;
const H = 540;

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const gradient = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0.6}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A caption in the design's lower left: a script-like title and a small line under it. */
const caption = (title: string, colour: string, x = 80, y = 440) =>
  `<text x="${x}" y="${y}" font-family="Georgia, serif" font-style="italic" font-weight="700" font-size="68" fill="${colour}">${title}</text>`;

/** Scattered confetti: small rotated rectangles and dots in the given colours (deterministic). */
function confetti(
  colours: string[],
  count: number,
  seed: number,
  area = { x: 0, y: 0, w: W, h: H },
) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = Math.round(area.x + next() * area.w);
    const y = Math.round(area.y + next() * area.h);
    const colour = colours[i % colours.length]!;
    if (i % 3 === 0)
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${4 + Math.round(next() * 5)}" fill="${colour}"/>`,
      );
    else
      parts.push(
        `<rect x="${x}" y="${y}" width="${8 + Math.round(next() * 8)}" height="6" rx="2" fill="${colour}" transform="rotate(${Math.round(next() * 180)} ${x} ${y})"/>`,
      );
  }
  return parts.join('');
}

function balloon(x: number, y: number, colour: string, shine: string) {
  return `<path d="M${x} ${y + 118} C ${x - 30} ${y + 160}, ${x + 30} ${y + 200}, ${x - 10} ${y + 260}" stroke="#7c6f64" stroke-width="2.5" fill="none"/>
<ellipse cx="${x}" cy="${y}" rx="78" ry="98" fill="${colour}"/>
<path d="M${x - 10} ${y + 96} L${x + 10} ${y + 96} L${x} ${y + 118} Z" fill="${colour}"/>
<ellipse cx="${x - 28}" cy="${y - 40}" rx="16" ry="30" fill="${shine}" fill-opacity="0.55" transform="rotate(-20 ${x - 28} ${y - 40})"/>`;
}

const birthdayBalloons = svg(
  gradient('bg', '#fff1e6', '#ffd6e0'),
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${confetti(['#f59e0b', '#ef4444', '#10b981', '#6366f1', '#ec4899'], 70, 7)}
${balloon(700, 170, '#ef4444', '#ffffff')}
${balloon(850, 140, '#6366f1', '#ffffff')}
${balloon(980, 200, '#f59e0b', '#ffffff')}
${balloon(600, 230, '#10b981', '#ffffff')}
${caption('Happy birthday!', '#9d174d')}
<text x="84" y="490" font-family="sans-serif" font-size="28" fill="#9d174d" fill-opacity="0.8">Another year of wonderful you</text>`,
);

const birthdayCake = svg(
  gradient('bg', '#e0f2fe', '#fae8ff', true),
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${confetti(['#f472b6', '#facc15', '#38bdf8', '#a78bfa'], 50, 11)}
<ellipse cx="760" cy="470" rx="250" ry="34" fill="#cbd5e1"/>
<rect x="560" y="330" width="400" height="130" rx="18" fill="#f9a8d4"/>
<rect x="560" y="330" width="400" height="30" rx="15" fill="#fdf2f8"/>
<path d="M560 360 q25 30 50 0 q25 30 50 0 q25 30 50 0 q25 30 50 0 q25 30 50 0 q25 30 50 0 q25 30 50 0 q25 30 50 0" fill="#fdf2f8"/>
<rect x="610" y="230" width="300" height="110" rx="16" fill="#c4b5fd"/>
<rect x="610" y="230" width="300" height="26" rx="13" fill="#faf5ff"/>
<path d="M610 256 q25 26 50 0 q25 26 50 0 q25 26 50 0 q25 26 50 0 q25 26 50 0 q25 26 50 0" fill="#faf5ff"/>
${[660, 725, 790, 855]
  .map(
    (x, i) =>
      `<rect x="${x - 7}" y="160" width="14" height="72" rx="5" fill="${['#38bdf8', '#facc15', '#34d399', '#fb7185'][i]}"/><path d="M${x} 120 C ${x + 16} 140, ${x + 10} 158, ${x} 160 C ${x - 10} 158, ${x - 16} 140, ${x} 120 Z" fill="#f97316"/><ellipse cx="${x}" cy="148" rx="4" ry="8" fill="#fde68a"/>`,
  )
  .join('')}
${caption('Make a wish', '#6d28d9')}
<text x="84" y="490" font-family="sans-serif" font-size="28" fill="#6d28d9" fill-opacity="0.8">Cake first, then the treat</text>`,
);

function flower(x: number, y: number, petal: string, centre: string, r = 34) {
  const petals = [0, 60, 120, 180, 240, 300]
    .map(
      (a) =>
        `<ellipse cx="${x}" cy="${y - r}" rx="${r * 0.62}" ry="${r}" fill="${petal}" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');
  return `${petals}<circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="${centre}"/>`;
}

const thankYouFlowers = svg(
  gradient('bg', '#fefce8', '#dcfce7'),
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g stroke="#15803d" stroke-width="8" fill="none" stroke-linecap="round">
<path d="M790 520 C 780 420, 700 360, 660 250"/><path d="M800 520 C 810 400, 830 320, 820 190"/><path d="M810 520 C 840 430, 930 380, 960 280"/>
</g>
<ellipse cx="720" cy="400" rx="50" ry="18" fill="#22c55e" transform="rotate(-35 720 400)"/>
<ellipse cx="880" cy="420" rx="50" ry="18" fill="#22c55e" transform="rotate(30 880 420)"/>
${flower(660, 240, '#fb7185', '#fde047', 44)}
${flower(820, 180, '#f97316', '#fef3c7', 50)}
${flower(960, 270, '#a855f7', '#fde047', 40)}
${flower(560, 350, '#38bdf8', '#fef9c3', 28)}
<path d="M740 470 L870 470 L850 530 L760 530 Z" fill="#fbbf24"/>
${caption('Thank you', '#166534')}
<text x="84" y="490" font-family="sans-serif" font-size="28" fill="#166534" fill-opacity="0.8">You made a real difference</text>`,
);

const thankYouGiftBox = svg(
  gradient('bg', '#ecfeff', '#e0e7ff'),
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${confetti(['#0ea5e9', '#f43f5e', '#eab308'], 40, 23)}
<rect x="600" y="250" width="340" height="230" rx="14" fill="#0f766e"/>
<rect x="580" y="200" width="380" height="70" rx="12" fill="#14b8a6"/>
<rect x="750" y="200" width="40" height="280" fill="#f43f5e"/>
<path d="M770 200 C 700 110, 620 150, 680 200 Z" fill="#fb7185"/>
<path d="M770 200 C 840 110, 920 150, 860 200 Z" fill="#fb7185"/>
<circle cx="770" cy="198" r="18" fill="#e11d48"/>
${caption('Thank you', '#1e3a8a')}
<text x="84" y="490" font-family="sans-serif" font-size="28" fill="#1e3a8a" fill-opacity="0.8">A little something, with thanks</text>`,
);

function hollyLeaf(x: number, y: number, angle: number) {
  return `<path d="M0 0 q 20 -28 40 -10 q 12 -24 34 -8 q 14 -22 38 -4 q 22 4 34 10 q -14 10 -34 10 q 8 22 -14 26 q -14 -10 -34 -6 q 0 24 -30 20 q -10 -18 -34 -38 Z" fill="#166534" transform="translate(${x} ${y}) rotate(${angle})"/><path d="M0 0 L 140 6" stroke="#14532d" stroke-width="3" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

function snowflake(x: number, y: number, r: number) {
  return `<g stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-opacity="0.85">${[
    0, 60, 120,
  ]
    .map(
      (a) =>
        `<line x1="${x - r}" y1="${y}" x2="${x + r}" y2="${y}" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('')}</g>`;
}

const christmasHolly = svg(
  gradient('bg', '#7f1d1d', '#b91c1c', true),
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${[
  [120, 80, 16],
  [300, 150, 10],
  [470, 60, 14],
  [980, 470, 12],
  [1010, 110, 9],
  [420, 300, 8],
]
  .map(([x, y, r]) => snowflake(x!, y!, r!))
  .join('')}
<g transform="translate(750 280) scale(1.9) translate(-750 -280)">
${hollyLeaf(700, 250, -25)}
${hollyLeaf(770, 260, 20)}
${hollyLeaf(720, 290, 150)}
${hollyLeaf(760, 300, 200)}
<circle cx="745" cy="262" r="20" fill="#ef4444" stroke="#7f1d1d" stroke-width="3"/>
<circle cx="775" cy="285" r="20" fill="#ef4444" stroke="#7f1d1d" stroke-width="3"/>
<circle cx="730" cy="292" r="20" fill="#ef4444" stroke="#7f1d1d" stroke-width="3"/>
<circle cx="740" cy="256" r="6" fill="#fecaca"/>
</g>
${caption('Merry Christmas', '#fef3c7')}
<text x="84" y="490" font-family="sans-serif" font-size="28" fill="#fef3c7" fill-opacity="0.85">Warm wishes for the festive season</text>`,
);

const christmasTree = svg(
  gradient('bg', '#0f172a', '#1e3a8a', true),
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${confetti(['#ffffff'], 60, 41, { x: 0, y: 0, w: W, h: 380 })}
<rect x="0" y="470" width="${W}" height="70" fill="#e2e8f0"/>
<rect x="765" y="420" width="50" height="60" fill="#78350f"/>
<path d="M790 90 L900 250 L850 250 L950 380 L880 380 L990 440 L590 440 L700 380 L630 380 L730 250 L680 250 Z" fill="#15803d"/>
<path d="M790 60 l12 30 l32 2 l-25 20 l9 31 l-28 -18 l-28 18 l9 -31 l-25 -20 l32 -2 Z" fill="#facc15"/>
${[
  [760, 200, '#ef4444'],
  [820, 240, '#facc15'],
  [730, 310, '#38bdf8'],
  [860, 330, '#ef4444'],
  [690, 410, '#facc15'],
  [800, 380, '#f472b6'],
  [920, 410, '#38bdf8'],
]
  .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="13" fill="${c}"/>`)
  .join('')}
${caption('Merry and bright', '#f8fafc')}
<text x="84" y="490" font-family="sans-serif" font-size="28" fill="#0f172a">A treat under the tree</text>`,
);

function heart(x: number, y: number, size: number, colour: string, angle = 0) {
  const s = size / 100;
  return `<path d="M0 30 C 0 -5, 50 -10, 50 25 C 50 -10, 100 -5, 100 30 C 100 60, 60 80, 50 100 C 40 80, 0 60, 0 30 Z" fill="${colour}" transform="translate(${x} ${y}) rotate(${angle}) scale(${s}) translate(-50 -50)"/>`;
}

const weddingRings = svg(
  gradient('bg', '#fdf4ff', '#fff7ed'),
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${heart(560, 110, 50, '#f9a8d4', -15)}
${heart(1000, 90, 40, '#fda4af', 12)}
${heart(980, 430, 60, '#f9a8d4', 8)}
<circle cx="720" cy="290" r="110" fill="none" stroke="#d4a017" stroke-width="26"/>
<circle cx="720" cy="290" r="110" fill="none" stroke="#fde68a" stroke-width="6" stroke-dasharray="40 300"/>
<circle cx="860" cy="290" r="110" fill="none" stroke="#c0c0c8" stroke-width="26"/>
<circle cx="860" cy="290" r="110" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="40 300"/>
<path d="M860 172 l22 -26 l-22 -26 l-22 26 Z" fill="#bae6fd" stroke="#7dd3fc" stroke-width="3"/>
${caption('Happily ever after', '#831843')}
<text x="84" y="490" font-family="sans-serif" font-size="28" fill="#831843" fill-opacity="0.8">Congratulations on your wedding</text>`,
);

const justBecauseHearts = svg(
  gradient('bg', '#fff1f2', '#fce7f3'),
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${heart(780, 260, 260, '#f43f5e')}
${heart(600, 150, 90, '#fb7185', -20)}
${heart(980, 140, 110, '#fda4af', 18)}
${heart(960, 420, 80, '#e11d48', -10)}
${heart(620, 420, 60, '#fecdd3', 14)}
<path d="M730 200 q 30 -30 60 -10" stroke="#ffffff" stroke-width="10" stroke-linecap="round" fill="none" stroke-opacity="0.6"/>
${caption('Just because', '#9f1239')}
<text x="84" y="490" font-family="sans-serif" font-size="28" fill="#9f1239" fill-opacity="0.8">Thinking of you</text>`,
);

const justBecauseConfetti = svg(
  gradient('bg', '#fef9c3', '#cffafe'),
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${confetti(['#f97316', '#8b5cf6', '#06b6d4', '#ec4899', '#22c55e', '#eab308'], 160, 97)}
<circle cx="800" cy="250" r="150" fill="#ffffff" fill-opacity="0.75"/>
<text x="800" y="235" font-family="Georgia, serif" font-weight="700" font-size="64" text-anchor="middle" fill="#7c3aed">Hooray</text>
<text x="800" y="300" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#7c3aed">for you</text>
${caption('Just because', '#6d28d9')}
<text x="84" y="490" font-family="sans-serif" font-size="28" fill="#6d28d9" fill-opacity="0.8">No reason needed</text>`,
);

/** The demo's categories in order, each with its designs in order. */
export const demoGiftDesigns: {
  category: string;
  designs: { name: string; file: string; svg: string }[];
}[] = [
  {
    category: 'Birthday',
    designs: [
      { name: 'Balloons', file: 'birthday-balloons', svg: birthdayBalloons },
      { name: 'Birthday cake', file: 'birthday-cake', svg: birthdayCake },
    ],
  },
  {
    category: 'Thank you',
    designs: [
      { name: 'Flowers', file: 'thank-you-flowers', svg: thankYouFlowers },
      { name: 'Gift box', file: 'thank-you-gift-box', svg: thankYouGiftBox },
    ],
  },
  {
    category: 'Christmas',
    designs: [
      { name: 'Holly', file: 'christmas-holly', svg: christmasHolly },
      { name: 'Christmas tree', file: 'christmas-tree', svg: christmasTree },
    ],
  },
  {
    category: 'Wedding',
    designs: [{ name: 'Rings', file: 'wedding-rings', svg: weddingRings }],
  },
  {
    category: 'Just because',
    designs: [
      { name: 'Hearts', file: 'just-because-hearts', svg: justBecauseHearts },
      { name: 'Confetti', file: 'just-because-confetti', svg: justBecauseConfetti },
    ],
  },
];

const path = (file: string) => `seed/gift-design-${file}.webp`;

/** Renders every design's artwork into `filesDir` (skipped when already there). */
export async function writeGiftDesignImages(filesDir: string): Promise<void> {
  await Promise.all(
    demoGiftDesigns.flatMap((c) => c.designs.map((d) => writeImage(filesDir, path(d.file), d.svg))),
  );
}

/** Inserts the demo's gift design categories and designs, in order. */
export async function seedGiftDesigns(tx: Transaction): Promise<void> {
  const rows = await tx
    .insert(giftDesignCategories)
    .values(demoGiftDesigns.map((c, index) => ({ name: c.category, sortOrder: index })))
    .returning({ id: giftDesignCategories.id, name: giftDesignCategories.name });
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  let order = 0;
  await tx.insert(giftDesigns).values(
    demoGiftDesigns.flatMap((c) =>
      c.designs.map((d) => ({
        categoryId: idOf.get(c.category)!,
        name: d.name,
        imageUrl: `/files/${path(d.file)}`,
        sortOrder: order++,
      })),
    ),
  );
}
