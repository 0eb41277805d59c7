// The demo's pictures: flat illustrated still lifes drawn as SVG in code (no network, no binary
// assets, no text, so they render the same on a machine without fonts). Every picture is a wall
// with a decoration, a table and a few objects for the business's kind; the palette, the wall's
// decoration, the objects and a mirror image vary with a variant number, so the catalog does not
// repeat itself. Flat fills with one shade and one highlight per object keep WebP files small.

export type ArtKind =
  | 'cafe'
  | 'bakery'
  | 'barber'
  | 'spa'
  | 'books'
  | 'bike'
  | 'florist'
  | 'restaurant'
  | 'yoga'
  | 'deli'
  | 'gift';

/** The kind of business a demo company's type describes (falls back to a gift still life). */
export function artKindOf(businessType: string): ArtKind {
  const type = businessType.toLowerCase();
  const kinds: Array<[RegExp, ArtKind]> = [
    [/caf|coffee|tea/, 'cafe'],
    [/bakery|baker|patisserie/, 'bakery'],
    [/barber|hair|salon/, 'barber'],
    [/spa|beauty|massage|wellbeing/, 'spa'],
    [/book/, 'books'],
    [/bike|cycl/, 'bike'],
    [/flor|flower/, 'florist'],
    [/restaurant|kitchen|bistro|pub/, 'restaurant'],
    [/yoga|pilates|gym|fitness/, 'yoga'],
    [/cheese|deli|grocer|wine/, 'deli'],
  ];
  return kinds.find(([pattern]) => pattern.test(type))?.[1] ?? 'gift';
}

interface Palette {
  wall: string;
  decor: string;
  table: string;
  edge: string;
  light: string;
}

// Wall, a second wall tone for the decoration, table top, table front, and a light tone.
const palettes: Palette[] = [
  { wall: '#f3e3cc', decor: '#e7cfae', table: '#b7794a', edge: '#8f5a34', light: '#fffaf2' },
  { wall: '#dfe8dc', decor: '#c6d6c1', table: '#d8b48a', edge: '#b08a60', light: '#fbfdf8' },
  { wall: '#f6dcd6', decor: '#ecc3ba', table: '#8d6e63', edge: '#6d4c41', light: '#fff7f4' },
  { wall: '#2f3e55', decor: '#3d5070', table: '#a86f45', edge: '#7c4f2f', light: '#f5efe6' },
  { wall: '#d9e6ef', decor: '#bfd3e2', table: '#e6d3b3', edge: '#c2a97f', light: '#ffffff' },
  { wall: '#e9dff3', decor: '#d6c6ea', table: '#c48a5c', edge: '#9a6540', light: '#fdfbff' },
  { wall: '#f1e6b8', decor: '#e4d391', table: '#6f8f7a', edge: '#52705c', light: '#fffdf0' },
  { wall: '#24433f', decor: '#2f5751', table: '#d9b38c', edge: '#b08660', light: '#f3f7f4' },
];

/** What an object is drawn with: two brand colours, a dark tone and a light tone. */
interface Ink {
  a: string;
  b: string;
  dark: string;
  light: string;
}

type Thing = (ink: Ink) => string;

const shade = (d: string, opacity = 0.14) =>
  `<path d="${d}" fill="#000" fill-opacity="${opacity}"/>`;
const shine = (d: string, opacity = 0.28) =>
  `<path d="${d}" fill="#fff" fill-opacity="${opacity}"/>`;
const stroke = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

// Objects: drawn around x = 0 and standing on y = 0 (the table), about 200 units tall at most.

const cup: Thing = ({ a, light }) => `
  <ellipse cx="0" cy="-8" rx="88" ry="16" fill="${light}"/>
  <ellipse cx="0" cy="-12" rx="60" ry="9" fill="#000" fill-opacity=".1"/>
  ${stroke('M52 -100 q42 -4 38 30 q-4 28 -44 26', a, 13)}
  <path d="M-58 -112 L58 -112 L48 -34 Q0 -6 -48 -34 Z" fill="${a}"/>
  ${shade('M22 -112 L58 -112 L48 -34 Q34 -22 16 -17 Z')}
  ${shine('M-50 -104 L-38 -104 L-32 -44 L-42 -40 Z', 0.25)}
  <ellipse cx="0" cy="-112" rx="58" ry="13" fill="#5b3a26"/>
  <ellipse cx="-4" cy="-113" rx="40" ry="7" fill="#a9714b"/>
  ${stroke('M-18 -138 q-14 -18 0 -34 q14 -16 0 -34', '#fff', 7, ' stroke-opacity=".55"')}
  ${stroke('M16 -132 q-12 -16 0 -30 q12 -14 0 -28', '#fff', 6, ' stroke-opacity=".45"')}`;

const teapot: Thing = ({ b, light }) => `
  ${stroke('M70 -120 q44 -6 40 40 q-2 30 -40 38', b, 14)}
  <path d="M-78 -96 L-128 -132 L-120 -140 L-66 -112 Z" fill="${b}"/>
  <path d="M-82 -60 Q-90 -150 0 -152 Q90 -150 82 -60 Q78 -8 0 -6 Q-78 -8 -82 -60 Z" fill="${b}"/>
  ${shade('M30 -150 Q90 -146 82 -60 Q78 -8 0 -6 Q46 -40 30 -150 Z')}
  ${shine('M-60 -120 Q-58 -136 -38 -140 Q-52 -110 -54 -80 Q-66 -96 -60 -120 Z', 0.3)}
  <path d="M-54 -150 Q0 -176 54 -150 Z" fill="${b}"/>
  <circle cx="0" cy="-172" r="11" fill="${light}"/>
  <path d="M-70 -84 H70" stroke="${light}" stroke-width="8" stroke-opacity=".6"/>`;

const cakeSlice: Thing = ({ a, light }) => `
  <ellipse cx="0" cy="-6" rx="84" ry="15" fill="${light}"/>
  <path d="M-70 -20 L60 -20 L60 -88 L-70 -64 Z" fill="#f2d19b"/>
  <path d="M-70 -44 L60 -52 L60 -60 L-70 -50 Z" fill="${a}"/>
  <path d="M60 -20 L90 -34 L90 -104 L60 -88 Z" fill="#e0b77b"/>
  <path d="M-70 -64 L60 -88 L90 -104 L-40 -80 Z" fill="#fff3e0"/>
  <path d="M-72 -66 L60 -90 L60 -80 L-72 -58 Z" fill="#fff3e0"/>
  <circle cx="30" cy="-100" r="14" fill="#c62828"/>
  ${shine('M24 -108 a5 5 0 0 1 8 -2', 0.6)}
  <path d="M30 -114 q6 -14 16 -16" stroke="#2e7d32" stroke-width="4" fill="none"/>`;

const croissant: Thing = () => `
  <path d="M-110 -20 Q-120 -70 -60 -88 Q0 -104 60 -88 Q120 -70 110 -20 Q90 -40 60 -34 Q0 -24 -60 -34 Q-90 -40 -110 -20 Z" fill="#d9903d"/>
  <path d="M-60 -88 Q-40 -60 -60 -34 M-20 -98 Q-4 -62 -20 -28 M20 -98 Q36 -62 20 -28 M60 -88 Q74 -60 60 -34" stroke="#a8611f" stroke-width="7" fill="none" stroke-linecap="round"/>
  ${shine('M-70 -80 Q-20 -98 40 -90 Q0 -84 -60 -70 Z', 0.3)}`;

const loaf: Thing = ({ light }) => `
  <path d="M-120 -4 Q-134 -96 0 -104 Q134 -96 120 -4 Z" fill="#c9813f"/>
  ${shade('M40 -100 Q134 -92 120 -4 L60 -4 Q90 -50 40 -100 Z', 0.16)}
  ${stroke('M-76 -70 q20 -22 44 -26 M-30 -80 q20 -18 44 -20 M18 -82 q22 -14 46 -12', light, 8, ' stroke-opacity=".75"')}
  ${shine('M-100 -40 Q-100 -80 -50 -92 Q-90 -70 -92 -36 Z', 0.25)}`;

const baguette: Thing = ({ light }) => `
  <g transform="rotate(-14)">
    <rect x="-150" y="-46" width="300" height="42" rx="21" fill="#d49447"/>
    ${shade('M-150 -22 H150 V-4 H-150 Z', 0.12)}
    ${stroke('M-100 -38 l26 -6 M-40 -38 l26 -6 M20 -38 l26 -6 M80 -38 l26 -6', light, 6, ' stroke-opacity=".7"')}
  </g>`;

const layerCake: Thing = ({ a, b, light }) => `
  <ellipse cx="0" cy="-8" rx="118" ry="18" fill="${light}"/>
  <path d="M-92 -18 V-130 H92 V-18 Q0 -2 -92 -18 Z" fill="${a}"/>
  <path d="M-92 -70 H92 V-56 H-92 Z" fill="${light}" fill-opacity=".8"/>
  ${shade('M40 -130 H92 V-18 Q70 -14 40 -12 Z', 0.12)}
  <ellipse cx="0" cy="-130" rx="92" ry="18" fill="${light}"/>
  <path d="M-92 -130 q12 26 24 0 q12 26 24 0 q12 26 24 0 q12 26 24 0 q12 26 24 0 q12 26 24 0 q12 26 24 0 q8 20 20 0" fill="${light}"/>
  <rect x="-40" y="-178" width="9" height="40" rx="3" fill="${b}"/>
  <rect x="-4" y="-186" width="9" height="48" rx="3" fill="${b}"/>
  <rect x="32" y="-178" width="9" height="40" rx="3" fill="${b}"/>
  <path d="M-36 -178 q-8 -12 0 -22 q8 10 0 22 Z M0 -186 q-8 -12 0 -22 q8 10 0 22 Z M36 -178 q-8 -12 0 -22 q8 10 0 22 Z" fill="#ffb300"/>`;

const cakeStand: Thing = ({ a, b, light }) => `
  <rect x="-6" y="-210" width="12" height="200" fill="#b0895b"/>
  <ellipse cx="0" cy="-8" rx="70" ry="10" fill="#b0895b"/>
  <ellipse cx="0" cy="-96" rx="120" ry="14" fill="${light}"/>
  <ellipse cx="0" cy="-176" rx="80" ry="11" fill="${light}"/>
  <path d="M-100 -106 q0 -26 22 -26 q22 0 22 26 Z" fill="${a}"/>
  <path d="M-40 -106 q0 -30 26 -30 q26 0 26 30 Z" fill="#f2d19b"/>
  <path d="M28 -106 q0 -26 22 -26 q22 0 22 26 Z" fill="${b}"/>
  <path d="M-56 -186 q0 -24 20 -24 q20 0 20 24 Z" fill="#f2d19b"/>
  <path d="M4 -186 q0 -24 20 -24 q20 0 20 24 Z" fill="${a}"/>
  <circle cx="-12" cy="-138" r="7" fill="#c62828"/>
  <circle cx="24" cy="-212" r="6" fill="#c62828"/>
  <circle cx="0" cy="-216" r="9" fill="#b0895b"/>`;

const brunchPlate: Thing = ({ light }) => `
  <ellipse cx="0" cy="-30" rx="140" ry="34" fill="${light}"/>
  <ellipse cx="0" cy="-30" rx="110" ry="24" fill="#000" fill-opacity=".06"/>
  <path d="M-96 -34 L-30 -70 L10 -44 L-54 -10 Z" fill="#d9a35f"/>
  <path d="M-96 -34 L-54 -10 L-54 -2 L-96 -26 Z" fill="#a8732f"/>
  <ellipse cx="40" cy="-44" rx="46" ry="18" fill="#fff"/>
  <ellipse cx="46" cy="-46" rx="16" ry="9" fill="#ffb300"/>
  <ellipse cx="-36" cy="-46" rx="30" ry="12" fill="#7cb342"/>
  <ellipse cx="-36" cy="-48" rx="20" ry="7" fill="#c5e1a5"/>
  <circle cx="86" cy="-24" r="10" fill="#e53935"/>
  <circle cx="70" cy="-14" r="9" fill="#e53935"/>`;

const bowl: Thing = ({ a, light }) => `
  <path d="M-90 -70 Q-86 -6 0 -4 Q86 -6 90 -70 Z" fill="${a}"/>
  ${shade('M40 -70 H90 Q86 -6 0 -4 Q50 -26 40 -70 Z')}
  <ellipse cx="0" cy="-70" rx="90" ry="16" fill="${light}"/>
  <ellipse cx="0" cy="-70" rx="78" ry="11" fill="#000" fill-opacity=".08"/>`;

const scissors: Thing = ({ a, dark }) => `
  <g transform="rotate(-30)">
    <path d="M-6 -40 L18 -200 L26 -196 L10 -36 Z" fill="#cfd8dc"/>
    <path d="M6 -40 L-18 -200 L-26 -196 L-10 -36 Z" fill="#b0bec5"/>
    <circle cx="0" cy="-44" r="6" fill="${dark}"/>
    <circle cx="-24" cy="-10" r="24" fill="none" stroke="${a}" stroke-width="12"/>
    <circle cx="24" cy="-10" r="24" fill="none" stroke="${a}" stroke-width="12"/>
  </g>`;

const comb: Thing = ({ b }) => {
  const teeth = Array.from({ length: 11 }, (_, i) => `M${-104 + i * 20.8} -30 v-40`).join(' ');
  return `<g transform="rotate(-6)">
    ${stroke(teeth, b, 10)}
    <rect x="-122" y="-30" width="244" height="22" rx="6" fill="${b}"/>
  </g>`;
};

const razor: Thing = ({ a, dark }) => `
  <g transform="rotate(-8)">
    <rect x="-150" y="-34" width="170" height="26" rx="13" fill="${a}"/>
    ${shine('M-140 -30 H10 V-24 H-140 Z', 0.3)}
    <circle cx="10" cy="-21" r="6" fill="${dark}"/>
    <path d="M10 -38 H150 Q156 -22 150 -6 H10 Z" fill="#cfd8dc"/>
    <path d="M10 -10 H150 Q154 -8 150 -6 H10 Z" fill="#90a4ae"/>
  </g>`;

const shavingBrush: Thing = ({ a }) => `
  <path d="M-34 -4 H34 L28 -80 H-28 Z" fill="${a}"/>
  ${shade('M10 -80 H28 L34 -4 H14 Z')}
  <rect x="-32" y="-92" width="64" height="14" rx="6" fill="#cfd8dc"/>
  <path d="M-30 -92 Q-54 -150 -20 -176 Q0 -190 20 -176 Q54 -150 30 -92 Z" fill="#f5f0e6"/>
  ${shade('M6 -186 Q54 -150 30 -92 H10 Q26 -140 6 -186 Z', 0.1)}`;

const towelRoll: Thing = ({ a, light }) => `
  <rect x="-80" y="-70" width="160" height="66" rx="33" fill="${light}"/>
  <circle cx="-80" cy="-37" r="33" fill="${a}"/>
  <circle cx="-80" cy="-37" r="22" fill="${light}"/>
  <circle cx="-80" cy="-37" r="10" fill="${a}"/>
  ${shade('M-80 -26 H80 A33 33 0 0 1 80 -4 H-80 Z', 0.1)}
  <rect x="10" y="-70" width="16" height="66" fill="${a}" fill-opacity=".5"/>`;

const barberPole: Thing = ({ a }) => `
  <rect x="-30" y="-250" width="60" height="16" rx="6" fill="#cfd8dc"/>
  <rect x="-30" y="-16" width="60" height="16" rx="6" fill="#cfd8dc"/>
  <rect x="-22" y="-236" width="44" height="222" fill="#fff"/>
  <clipPath id="pole"><rect x="-22" y="-236" width="44" height="222"/></clipPath>
  <g clip-path="url(#pole)">${Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M-22 ${-250 + i * 48} l44 -36 v18 l-44 36 Z" fill="${i % 2 ? '#1e40af' : '#c62828'}"/>`,
  ).join('')}</g>
  ${shade('M6 -236 H22 V-14 H6 Z', 0.12)}
  <circle cx="0" cy="-258" r="14" fill="${a}"/>`;

const stones: Thing = ({ a }) => `
  <ellipse cx="0" cy="-26" rx="96" ry="26" fill="#546e7a"/>
  <ellipse cx="6" cy="-70" rx="74" ry="22" fill="#78909c"/>
  <ellipse cx="-4" cy="-108" rx="52" ry="18" fill="#90a4ae"/>
  <ellipse cx="2" cy="-138" rx="32" ry="13" fill="#b0bec5"/>
  ${shine('M-70 -36 q30 -18 70 -16 q-40 6 -70 16 Z', 0.2)}
  <path d="M10 -152 q30 -40 70 -34 q-20 34 -70 34 Z" fill="${a}"/>
  <path d="M10 -152 q30 -40 70 -34" stroke="#000" stroke-opacity=".15" stroke-width="3" fill="none"/>`;

const candle: Thing = ({ a, light }) => `
  <rect x="-40" y="-110" width="80" height="106" rx="8" fill="${light}"/>
  ${shade('M14 -110 H32 Q40 -110 40 -102 V-12 Q40 -4 32 -4 H14 Z', 0.1)}
  <rect x="-40" y="-70" width="80" height="28" fill="${a}" fill-opacity=".75"/>
  <rect x="-2" y="-128" width="4" height="20" fill="#4e342e"/>
  <path d="M0 -166 q-16 22 0 38 q16 -16 0 -38 Z" fill="#ffb300"/>
  <path d="M0 -150 q-6 10 0 18 q6 -8 0 -18 Z" fill="#fff3c4"/>
  <circle cx="0" cy="-140" r="40" fill="#ffe082" fill-opacity=".25"/>`;

const bottle: Thing = ({ b, light }) => `
  <path d="M-34 -4 V-120 Q-34 -140 -14 -146 V-176 H14 V-146 Q34 -140 34 -120 V-4 Z" fill="${b}"/>
  ${shade('M10 -146 Q34 -140 34 -120 V-4 H12 Z', 0.16)}
  ${shine('M-26 -116 h8 v96 h-8 Z', 0.3)}
  <rect x="-18" y="-194" width="36" height="22" rx="4" fill="#6d4c41"/>
  <rect x="-34" y="-96" width="68" height="52" fill="${light}" fill-opacity=".85"/>
  <circle cx="0" cy="-70" r="12" fill="${b}" fill-opacity=".6"/>`;

const sprig: Thing = ({ a }) => `
  ${stroke('M0 0 Q-10 -90 20 -190', '#4e7d4a', 6)}
  ${[
    [-6, -40, -40],
    [4, -80, 30],
    [-2, -118, -40],
    [10, -152, 30],
    [16, -182, -10],
  ]
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x! + (r! < 0 ? -18 : 18)}" cy="${y}" rx="24" ry="10" transform="rotate(${r} ${x} ${y})" fill="${a === '#fff' ? '#66bb6a' : '#7cb342'}"/>`,
    )
    .join('')}`;

const books: Thing = ({ a, b, light }) => {
  const stack = [
    { w: 230, h: 34, c: a },
    { w: 210, h: 30, c: '#f2d19b' },
    { w: 240, h: 36, c: b },
    { w: 200, h: 28, c: '#2e7d32' },
  ];
  let y = 0;
  return stack
    .map(({ w, h, c }, i) => {
      y -= h;
      const x = -w / 2 + (i % 2 ? 10 : -8);
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${c}"/>
      <rect x="${x + w - 14}" y="${y + 4}" width="10" height="${h - 8}" fill="${light}" fill-opacity=".85"/>
      <rect x="${x + 22}" y="${y + h / 2 - 3}" width="${w * 0.4}" height="6" rx="3" fill="#fff" fill-opacity=".35"/>`;
    })
    .join('');
};

const openBook: Thing = ({ a, light }) => `
  <path d="M-150 -10 L-146 -80 Q-70 -104 0 -78 Q70 -104 146 -80 L150 -10 Q70 -30 0 -6 Q-70 -30 -150 -10 Z" fill="${a}"/>
  <path d="M-136 -20 L-134 -90 Q-66 -112 0 -86 V-14 Q-66 -40 -136 -20 Z" fill="${light}"/>
  <path d="M136 -20 L134 -90 Q66 -112 0 -86 V-14 Q66 -40 136 -20 Z" fill="${light}"/>
  ${shade('M0 -86 Q30 -98 40 -96 V-22 Q20 -20 0 -14 Z', 0.08)}
  ${[-74, -62, -50, -38].map((y) => `<path d="M-116 ${y - 8} Q-66 ${y - 26} -20 ${y - 6}" stroke="#000" stroke-opacity=".12" stroke-width="5" fill="none"/>`).join('')}
  ${[-74, -62, -50, -38].map((y) => `<path d="M20 ${y - 6} Q66 ${y - 26} 116 ${y - 8}" stroke="#000" stroke-opacity=".12" stroke-width="5" fill="none"/>`).join('')}`;

const glasses: Thing = ({ dark }) => `
  <circle cx="-40" cy="-26" r="24" fill="#fff" fill-opacity=".35" stroke="${dark}" stroke-width="7"/>
  <circle cx="40" cy="-26" r="24" fill="#fff" fill-opacity=".35" stroke="${dark}" stroke-width="7"/>
  ${stroke('M-16 -30 q16 -10 32 0 M-64 -30 l-40 -12 M64 -30 l40 -12', dark, 7)}`;

const star: Thing = ({ a }) => `
  <path d="M0 -120 L16 -78 L60 -76 L26 -48 L38 -4 L0 -30 L-38 -4 L-26 -48 L-60 -76 L-16 -78 Z" fill="${a}"/>
  ${shade('M0 -120 L16 -78 L60 -76 L26 -48 L38 -4 L0 -30 Z', 0.12)}`;

const bicycle: Thing = ({ a, dark }) => {
  const wheel = (cx: number) => `
    <circle cx="${cx}" cy="-82" r="78" fill="none" stroke="${dark}" stroke-width="12"/>
    <circle cx="${cx}" cy="-82" r="8" fill="${dark}"/>`;
  return `${wheel(-130)}${wheel(130)}
    ${stroke('M-130 -82 L-30 -82 L-64 -186 M-30 -82 L80 -170 L-64 -170 M130 -82 L80 -170 L70 -206', a, 13)}
    ${stroke('M-88 -198 h48', dark, 14)}
    ${stroke('M50 -210 q20 -6 40 6', dark, 10)}
    <circle cx="-30" cy="-82" r="16" fill="none" stroke="${dark}" stroke-width="6"/>`;
};

const wrench: Thing = ({ dark }) => `
  <g transform="rotate(-20)">
    <rect x="-110" y="-28" width="180" height="22" rx="11" fill="#90a4ae"/>
    <path d="M60 -46 a34 34 0 1 1 0 58 l10 -17 h18 l8 -12 l-8 -12 h-18 Z" fill="#90a4ae" transform="translate(10 0)"/>
    ${shine('M-100 -26 H60 V-20 H-100 Z', 0.35)}
    <circle cx="-96" cy="-17" r="5" fill="${dark}"/>
  </g>`;

const tyre: Thing = ({ dark, a }) => `
  <circle cx="0" cy="-96" r="92" fill="${dark}"/>
  <circle cx="0" cy="-96" r="62" fill="none" stroke="${a}" stroke-width="6" stroke-opacity=".8"/>
  ${Array.from({ length: 18 }, (_, i) => {
    const angle = (i * 20 * Math.PI) / 180;
    return `<rect x="-6" y="-4" width="12" height="8" fill="#000" fill-opacity=".35" transform="translate(${(Math.cos(angle) * 86).toFixed(1)} ${(-96 + Math.sin(angle) * 86).toFixed(1)}) rotate(${i * 20})"/>`;
  }).join('')}`;

const pump: Thing = ({ a, dark }) => `
  <rect x="-60" y="-14" width="120" height="12" rx="6" fill="${dark}"/>
  <rect x="-16" y="-170" width="32" height="160" rx="10" fill="${a}"/>
  ${shade('M4 -170 H16 V-10 H4 Z', 0.15)}
  <rect x="-4" y="-206" width="8" height="40" fill="#b0bec5"/>
  <rect x="-50" y="-214" width="100" height="14" rx="7" fill="${dark}"/>
  ${stroke('M16 -40 q60 10 50 -60', dark, 6)}`;

const flowerHead = (x: number, y: number, r: number, colour: string, centre = '#ffd54f') =>
  `${Array.from({ length: 5 }, (_, i) => {
    const angle = ((i * 72 - 90) * Math.PI) / 180;
    return `<circle cx="${(x + Math.cos(angle) * r * 0.7).toFixed(1)}" cy="${(y + Math.sin(angle) * r * 0.7).toFixed(1)}" r="${(r * 0.55).toFixed(1)}" fill="${colour}"/>`;
  }).join('')}<circle cx="${x}" cy="${y}" r="${(r * 0.45).toFixed(1)}" fill="${centre}"/>`;

const tulip = (x: number, y: number, colour: string) =>
  `<path d="M${x - 20} ${y} Q${x - 24} ${y - 34} ${x - 12} ${y - 40} L${x} ${y - 26} L${x + 12} ${y - 40} Q${x + 24} ${y - 34} ${x + 20} ${y} Q${x} ${y + 12} ${x - 20} ${y} Z" fill="${colour}"/>`;

const vaseOfFlowers: Thing = ({ a, b, light }) => `
  ${stroke('M0 -90 Q-20 -170 -70 -220 M0 -90 Q4 -180 10 -250 M0 -90 Q30 -170 76 -212 M0 -90 Q-40 -140 -96 -150 M0 -90 Q50 -140 100 -140', '#4e7d4a', 6)}
  <ellipse cx="-50" cy="-150" rx="26" ry="10" fill="#7cb342" transform="rotate(30 -50 -150)"/>
  <ellipse cx="46" cy="-170" rx="26" ry="10" fill="#7cb342" transform="rotate(-40 46 -170)"/>
  ${flowerHead(-70, -222, 34, a)}
  ${flowerHead(76, -214, 30, b)}
  ${flowerHead(10, -256, 30, '#fff', '#f9a825')}
  ${tulip(-96, -146, b)}
  ${tulip(100, -136, a)}
  <path d="M-40 -4 Q-62 -50 -30 -96 H30 Q62 -50 40 -4 Z" fill="${light}"/>
  ${shade('M10 -96 H30 Q62 -50 40 -4 H16 Q40 -50 10 -96 Z', 0.1)}
  <rect x="-32" y="-104" width="64" height="12" rx="6" fill="${light}"/>`;

const bouquet: Thing = ({ a, b, light }) => `
  <g transform="rotate(-12)">
    ${flowerHead(-50, -190, 34, a)}
    ${flowerHead(40, -196, 34, b)}
    ${flowerHead(-4, -226, 32, '#fff', '#f9a825')}
    ${tulip(-90, -150, b)}
    ${tulip(86, -150, a)}
    <ellipse cx="-20" cy="-150" rx="28" ry="11" fill="#7cb342" transform="rotate(-30 -20 -150)"/>
    <path d="M-110 -160 L0 -10 L110 -160 Q0 -120 -110 -160 Z" fill="${light}"/>
    ${shade('M0 -128 Q60 -132 110 -160 L0 -10 Z', 0.1)}
    <path d="M-22 -60 L22 -60 L34 -40 L-34 -40 Z" fill="${a}"/>
  </g>`;

const pottedPlant: Thing = ({ a }) => `
  ${[
    [-60, -150, -40],
    [60, -160, 40],
    [-20, -200, -12],
    [24, -196, 14],
    [-80, -110, -60],
    [80, -112, 60],
  ]
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x}" cy="${y}" rx="22" ry="58" transform="rotate(${r} ${x} ${y})" fill="${r! % 20 === 0 ? '#4e7d4a' : '#66a05b'}"/>`,
    )
    .join('')}
  <path d="M-56 -90 H56 L44 -4 H-44 Z" fill="${a}"/>
  ${shade('M18 -90 H56 L44 -4 H14 Z')}
  <rect x="-62" y="-100" width="124" height="18" rx="5" fill="${a}"/>`;

const fishPlate: Thing = ({ light }) => `
  <ellipse cx="0" cy="-30" rx="150" ry="34" fill="${light}"/>
  <ellipse cx="0" cy="-30" rx="118" ry="24" fill="#000" fill-opacity=".06"/>
  <path d="M-90 -40 Q-20 -84 60 -40 Q-20 4 -90 -40 Z" fill="#90a4ae"/>
  <path d="M60 -40 L110 -70 L104 -40 L110 -10 Z" fill="#78909c"/>
  ${shine('M-70 -46 Q-20 -74 40 -50 Q-20 -60 -70 -46 Z', 0.35)}
  <circle cx="-64" cy="-44" r="5" fill="#263238"/>
  <path d="M-40 -36 q10 -6 0 -14 M-20 -34 q10 -8 0 -16 M0 -34 q10 -8 0 -16" stroke="#607d8b" stroke-width="3" fill="none"/>
  <path d="M62 -24 a20 20 0 0 1 40 0 Z" fill="#fdd835"/>
  <ellipse cx="-100" cy="-26" rx="16" ry="6" fill="#7cb342"/>`;

const oysters: Thing = ({ light }) => {
  const shell = (x: number, y: number, r: number) => `
    <path d="M${x - 48} ${y} Q${x - 50} ${y - 30} ${x} ${y - 34} Q${x + 50} ${y - 30} ${x + 48} ${y} Q${x} ${y + 14} ${x - 48} ${y} Z" fill="#9e9e9e" transform="rotate(${r} ${x} ${y})"/>
    <ellipse cx="${x}" cy="${y - 12}" rx="32" ry="14" fill="#e8e4da" transform="rotate(${r} ${x} ${y})"/>
    <ellipse cx="${x + 4}" cy="${y - 12}" rx="18" ry="8" fill="#cfc6b4" transform="rotate(${r} ${x} ${y})"/>`;
  return `<ellipse cx="0" cy="-30" rx="150" ry="36" fill="${light}"/>
    <ellipse cx="0" cy="-30" rx="124" ry="26" fill="#b3e5fc" fill-opacity=".6"/>
    ${shell(-70, -34, -12)}${shell(30, -52, 8)}${shell(50, -14, -6)}
    <path d="M-24 -14 a22 22 0 0 1 44 0 Z" fill="#fdd835"/>`;
};

const flute: Thing = () => `
  <ellipse cx="0" cy="-4" rx="34" ry="7" fill="#fff" fill-opacity=".8"/>
  <rect x="-3" y="-110" width="6" height="106" fill="#fff" fill-opacity=".8"/>
  <path d="M-24 -230 Q-28 -110 0 -106 Q28 -110 24 -230 Z" fill="#fff" fill-opacity=".55"/>
  <path d="M-22 -190 Q-24 -114 0 -110 Q24 -114 22 -190 Z" fill="#f9d66b"/>
  <circle cx="-6" cy="-140" r="3" fill="#fff"/><circle cx="6" cy="-160" r="3" fill="#fff"/><circle cx="-2" cy="-176" r="2.5" fill="#fff"/>`;

const wineGlass: Thing = () => `
  <ellipse cx="0" cy="-4" rx="40" ry="8" fill="#fff" fill-opacity=".8"/>
  <rect x="-3" y="-100" width="6" height="96" fill="#fff" fill-opacity=".8"/>
  <path d="M-46 -200 Q-56 -96 0 -96 Q56 -96 46 -200 Z" fill="#fff" fill-opacity=".5"/>
  <path d="M-50 -150 Q-50 -100 0 -100 Q50 -100 50 -150 Z" fill="#8e1b3a"/>
  ${shine('M-36 -190 Q-44 -140 -30 -112 Q-48 -140 -36 -190 Z', 0.6)}`;

const wineBottle: Thing = ({ light }) => `
  <path d="M-36 -4 V-150 Q-36 -186 -12 -200 V-264 H12 V-200 Q36 -186 36 -150 V-4 Z" fill="#28453a"/>
  ${shade('M10 -200 Q36 -186 36 -150 V-4 H14 Z', 0.2)}
  ${shine('M-28 -150 h8 v130 h-8 Z', 0.2)}
  <rect x="-13" y="-276" width="26" height="40" rx="3" fill="#8e1b3a"/>
  <rect x="-36" y="-120" width="72" height="70" fill="${light}"/>
  <rect x="-22" y="-100" width="44" height="8" rx="4" fill="#8e1b3a" fill-opacity=".6"/>`;

const roast: Thing = ({ light }) => `
  <ellipse cx="0" cy="-26" rx="160" ry="34" fill="${light}"/>
  <path d="M-100 -36 Q-110 -130 0 -134 Q110 -130 100 -36 Q0 -16 -100 -36 Z" fill="#b5652b"/>
  ${shade('M30 -132 Q110 -126 100 -36 Q70 -28 40 -26 Q80 -80 30 -132 Z', 0.16)}
  ${shine('M-70 -92 Q-60 -122 -10 -126 Q-56 -110 -62 -80 Z', 0.3)}
  <circle cx="-120" cy="-34" r="16" fill="#43a047"/><circle cx="-100" cy="-22" r="14" fill="#ef6c00"/>
  <circle cx="118" cy="-34" r="16" fill="#ef6c00"/><circle cx="100" cy="-20" r="13" fill="#43a047"/>
`;

const smallPlate: Thing = ({ light }) => `
  <ellipse cx="0" cy="-20" rx="90" ry="24" fill="${light}"/>
  <ellipse cx="0" cy="-22" rx="64" ry="15" fill="#000" fill-opacity=".06"/>
  <path d="M-40 -26 Q-34 -58 0 -58 Q34 -58 40 -26 Z" fill="#c9703a"/>
  ${shine('M-26 -44 Q-14 -54 4 -54 Q-14 -48 -22 -38 Z', 0.3)}
  <circle cx="-18" cy="-60" r="6" fill="#7cb342"/><circle cx="10" cy="-62" r="5" fill="#e53935"/>
  ${stroke('M-56 -18 q28 8 56 0 q28 -8 56 0', '#8e1b3a', 5, ' stroke-opacity=".6"')}`;

const yogaMat: Thing = ({ a }) => `
  <rect x="-150" y="-60" width="300" height="56" rx="8" fill="${a}"/>
  ${shade('M-150 -32 H150 V-12 Q150 -4 142 -4 H-142 Q-150 -4 -150 -12 Z', 0.12)}
  <circle cx="150" cy="-32" r="30" fill="${a}"/>
  <circle cx="150" cy="-32" r="30" fill="#000" fill-opacity=".12"/>
  <path d="M150 -32 m-18 0 a18 18 0 1 1 36 0 a12 12 0 1 1 -24 0 a6 6 0 1 1 12 0" stroke="#fff" stroke-opacity=".4" stroke-width="4" fill="none"/>
  <rect x="-60" y="-62" width="14" height="60" fill="#fff" fill-opacity=".5"/>`;

const yogaBlock: Thing = ({ b }) => `
  <path d="M-70 -4 H50 V-70 H-70 Z" fill="${b}"/>
  <path d="M50 -4 L80 -24 V-90 L50 -70 Z" fill="${b}"/>
  ${shade('M50 -4 L80 -24 V-90 L50 -70 Z', 0.18)}
  <path d="M-70 -70 L-40 -90 H80 L50 -70 Z" fill="${b}"/>
  ${shine('M-70 -70 L-40 -90 H80 L50 -70 Z', 0.25)}`;

const waterBottle: Thing = ({ a }) => `
  <rect x="-28" y="-170" width="56" height="166" rx="18" fill="${a}"/>
  ${shade('M8 -170 H10 Q28 -170 28 -152 V-22 Q28 -4 10 -4 H8 Z', 0.16)}
  ${shine('M-20 -150 h8 v120 h-8 Z', 0.3)}
  <rect x="-18" y="-196" width="36" height="30" rx="6" fill="#37474f"/>
  ${stroke('M-14 -196 q14 -22 28 0', '#37474f', 6)}`;

const kettlebell: Thing = ({ dark }) => `
  ${stroke('M-40 -100 Q-44 -170 0 -170 Q44 -170 40 -100', dark, 18)}
  <circle cx="0" cy="-62" r="60" fill="${dark}"/>
  ${shine('M-40 -90 a50 50 0 0 1 30 -26 a60 60 0 0 0 -40 50 Z', 0.2)}
  <rect x="-40" y="-8" width="80" height="8" rx="4" fill="${dark}"/>`;

const cheeseWedge: Thing = () => `
  <path d="M-120 -4 V-70 L110 -120 V-4 Z" fill="#fbc02d"/>
  <path d="M-120 -70 L110 -120 L130 -108 L-100 -62 Z" fill="#fdd835"/>
  <path d="M110 -120 L130 -108 V-12 L110 -4 Z" fill="#f9a825"/>
  ${shade('M-120 -36 H110 V-4 H-120 Z', 0.06)}
  <circle cx="-60" cy="-36" r="12" fill="#f9a825"/><circle cx="20" cy="-58" r="16" fill="#f9a825"/>
  <circle cx="70" cy="-26" r="10" fill="#f9a825"/><circle cx="-20" cy="-18" r="7" fill="#f9a825"/>`;

const cheeseWheel: Thing = ({ light }) => `
  <path d="M-110 -24 V-90 H110 V-24 Q0 6 -110 -24 Z" fill="#e0c27a"/>
  ${shade('M40 -90 H110 V-24 Q80 -14 40 -10 Z', 0.12)}
  <ellipse cx="0" cy="-90" rx="110" ry="26" fill="#f3dc97"/>
  <path d="M0 -90 L110 -90 A110 26 0 0 1 60 -68 Z" fill="${light}"/>
`;

const grapes: Thing = () => `
  ${[
    [-24, -90],
    [0, -92],
    [24, -88],
    [-12, -66],
    [12, -66],
    [-30, -62],
    [30, -64],
    [0, -42],
    [-18, -40],
    [18, -40],
    [0, -18],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="#6a1b9a"/>`)
    .join('')}
  ${[
    [-28, -94],
    [-4, -96],
    [-16, -70],
    [-22, -44],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#fff" fill-opacity=".3"/>`)
    .join('')}
  ${stroke('M0 -104 q4 -20 16 -26', '#5d4037', 6)}
  <ellipse cx="30" cy="-118" rx="22" ry="10" fill="#7cb342" transform="rotate(-20 30 -118)"/>`;

const hamper: Thing = ({ a }) => `
  ${stroke('M-110 -120 Q0 -250 110 -120', '#a1783f', 14)}
  <path d="M-130 -120 H130 L110 -4 H-110 Z" fill="#c69c5d"/>
  ${[-96, -72, -48].map((y) => `<path d="M-128 ${y} H128" stroke="#a1783f" stroke-width="6"/>`).join('')}
  ${[-80, -40, 0, 40, 80].map((x) => `<path d="M${x} -120 V-4" stroke="#a1783f" stroke-width="5" stroke-opacity=".6"/>`).join('')}
  <rect x="-134" y="-132" width="268" height="18" rx="8" fill="#a1783f"/>
  <path d="M-60 -132 q-40 -30 -10 -40 q20 0 30 30 q10 -30 30 -30 q30 10 -10 40 Z" fill="${a}"/>
  <rect x="-30" y="-132" width="40" height="128" fill="${a}" fill-opacity=".85"/>`;

const giftBox: Thing = ({ a, b }) => `
  <rect x="-90" y="-130" width="180" height="126" rx="6" fill="${a}"/>
  ${shade('M30 -130 H84 Q90 -130 90 -124 V-10 Q90 -4 84 -4 H30 Z', 0.14)}
  <rect x="-104" y="-160" width="208" height="40" rx="6" fill="${a}"/>
  ${shine('M-104 -160 H104 V-148 H-104 Z', 0.2)}
  <rect x="-14" y="-160" width="28" height="156" fill="${b}"/>
  <path d="M0 -160 Q-60 -220 -70 -180 Q-70 -160 0 -160 Z M0 -160 Q60 -220 70 -180 Q70 -160 0 -160 Z" fill="${b}"/>
  ${shade('M0 -160 Q60 -220 70 -180 Q70 -160 0 -160 Z', 0.12)}`;

const giftCard: Thing = ({ a, b, light }) => `
  <g transform="rotate(-8)">
    <rect x="-130" y="-170" width="260" height="160" rx="16" fill="${a}"/>
    ${shade('M-130 -60 H130 V-26 Q130 -10 114 -10 H-114 Q-130 -10 -130 -26 Z', 0.12)}
    <rect x="-130" y="-110" width="260" height="22" fill="${b}"/>
    <rect x="40" y="-170" width="22" height="160" fill="${b}"/>
    <path d="M51 -99 Q10 -150 0 -120 Q0 -96 51 -99 Z M51 -99 Q92 -150 102 -120 Q102 -96 51 -99 Z" fill="${light}"/>
    <circle cx="51" cy="-99" r="10" fill="${light}"/>
    <rect x="-110" y="-150" width="80" height="12" rx="6" fill="#fff" fill-opacity=".5"/>
    <rect x="-110" y="-50" width="60" height="10" rx="5" fill="#fff" fill-opacity=".35"/>
  </g>`;

const cardReader: Thing = ({ a, dark }) => `
  <path d="M-70 -4 L-58 -240 Q-56 -256 -40 -256 H40 Q56 -256 58 -240 L70 -4 Z" fill="${dark}"/>
  <rect x="-42" y="-236" width="84" height="70" rx="6" fill="#b3e5fc"/>
  ${shine('M-42 -236 H10 L-20 -166 H-42 Z', 0.35)}
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${-38 + (i % 3) * 28}" y="${-150 + Math.floor(i / 3) * 30}" width="20" height="18" rx="4" fill="${i === 11 ? '#43a047' : i === 9 ? '#e53935' : '#eceff1'}"/>`).join('')}
  <rect x="-80" y="-110" width="110" height="70" rx="8" fill="${a}" transform="rotate(-24 -30 -75)"/>
  <rect x="-60" y="-96" width="22" height="16" rx="3" fill="#ffd54f" transform="rotate(-24 -30 -75)"/>`;

const umbrella: Thing = ({ a, dark }) => `
  ${stroke('M0 -230 V-30 q0 26 -26 26 q-22 0 -22 -22', dark, 9)}
  <path d="M-150 -150 Q-140 -250 0 -256 Q140 -250 150 -150 Q125 -170 100 -150 Q75 -170 50 -150 Q25 -170 0 -150 Q-25 -170 -50 -150 Q-75 -170 -100 -150 Q-125 -170 -150 -150 Z" fill="${a}"/>
  ${shade('M0 -256 Q140 -250 150 -150 Q125 -170 100 -150 Q75 -170 50 -150 Q60 -200 0 -256 Z', 0.14)}
  ${shine('M0 -256 Q-60 -200 -50 -150 Q-25 -170 0 -150 Z', 0.2)}`;

const paperStack: Thing = ({ a, b, light }) => `
  <g transform="rotate(-6)"><rect x="-130" y="-100" width="200" height="90" rx="6" fill="${b}"/></g>
  <g transform="rotate(4)"><rect x="-90" y="-120" width="200" height="110" rx="6" fill="${light}"/>
    <rect x="-70" y="-100" width="90" height="14" rx="7" fill="${a}"/>
    <rect x="-70" y="-76" width="150" height="8" rx="4" fill="#000" fill-opacity=".12"/>
    <rect x="-70" y="-60" width="130" height="8" rx="4" fill="#000" fill-opacity=".12"/>
    <rect x="-70" y="-44" width="140" height="8" rx="4" fill="#000" fill-opacity=".12"/>
  </g>`;

const calculator: Thing = ({ b, dark }) => `
  <rect x="-60" y="-180" width="120" height="176" rx="12" fill="${b}"/>
  ${shade('M30 -180 H48 Q60 -180 60 -168 V-16 Q60 -4 48 -4 H30 Z', 0.14)}
  <rect x="-46" y="-166" width="92" height="34" rx="4" fill="#c5e1a5"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${-44 + (i % 3) * 32}" y="${-122 + Math.floor(i / 3) * 28}" width="24" height="20" rx="4" fill="${i === 11 ? '#ef6c00' : dark}"/>`).join('')}`;

// A tiny crumb of decoration in front of a still life (coffee beans, petals, crumbs, leaves).
const crumbs = (colour: string, seed: number) =>
  Array.from({ length: 5 }, (_, i) => {
    const x = ((seed * 37 + i * 131) % 220) - 110;
    const y = ((seed * 11 + i * 17) % 18) - 6;
    return `<ellipse cx="${x}" cy="${y}" rx="9" ry="6" transform="rotate(${(i * 47) % 180} ${x} ${y})" fill="${colour}"/>`;
  }).join('');

// Wall decorations: drawn on the full 1080 × 540 canvas above the table line `t`.
type Decor = (p: Palette, ink: Ink, t: number) => string;

const windowDecor: Decor = (p, _ink, t) => `
  <path d="M700 ${t} V150 Q700 50 820 50 Q940 50 940 150 V${t} Z" fill="${p.light}"/>
  <circle cx="860" cy="150" r="46" fill="#ffe082" fill-opacity=".8"/>
  <path d="M700 ${t - 60} Q780 ${t - 130} 860 ${t - 80} Q910 ${t - 110} 940 ${t - 90} V${t} H700 Z" fill="#a5d6a7" fill-opacity=".7"/>
  <path d="M820 50 V${t} M700 200 H940" stroke="${p.decor}" stroke-width="12"/>
  <path d="M700 ${t} V150 Q700 50 820 50 Q940 50 940 150 V${t}" fill="none" stroke="${p.decor}" stroke-width="16"/>`;

const shelfDecor: Decor = (p, ink) => `
  <rect x="90" y="190" width="380" height="14" rx="4" fill="${p.decor}"/>
  <rect x="120" y="120" width="50" height="70" rx="8" fill="${ink.a}" fill-opacity=".7"/>
  <rect x="180" y="140" width="44" height="50" rx="8" fill="${p.light}"/>
  <path d="M250 190 q0 -60 40 -60 q40 0 40 60 Z" fill="${ink.b}" fill-opacity=".7"/>
  <rect x="350" y="100" width="20" height="90" rx="3" fill="${p.light}"/>
  <rect x="374" y="110" width="20" height="80" rx="3" fill="${ink.a}" fill-opacity=".5"/>
  <rect x="398" y="96" width="22" height="94" rx="3" fill="${ink.b}" fill-opacity=".5"/>`;

const lampsDecor: Decor = (p, ink) => `
  ${[250, 540, 830]
    .map(
      (x, i) => `<path d="M${x} 0 V${90 + (i % 2) * 40}" stroke="${ink.dark}" stroke-width="4"/>
    <path d="M${x - 50} ${140 + (i % 2) * 40} Q${x - 48} ${86 + (i % 2) * 40} ${x} ${86 + (i % 2) * 40} Q${x + 48} ${86 + (i % 2) * 40} ${x + 50} ${140 + (i % 2) * 40} Z" fill="${i === 1 ? ink.a : p.decor}"/>
    <ellipse cx="${x}" cy="${150 + (i % 2) * 40}" rx="70" ry="20" fill="#ffe082" fill-opacity=".35"/>`,
    )
    .join('')}`;

const framesDecor: Decor = (p, ink) => `
  <rect x="130" y="70" width="200" height="150" rx="6" fill="${p.light}"/>
  <rect x="144" y="84" width="172" height="122" fill="${p.decor}"/>
  <path d="M144 206 L210 130 L260 180 L290 150 L316 206 Z" fill="${ink.a}" fill-opacity=".6"/>
  <circle cx="280" cy="116" r="14" fill="#ffe082"/>
  <rect x="370" y="100" width="120" height="120" rx="60" fill="${p.light}"/>
  <circle cx="430" cy="160" r="44" fill="${ink.b}" fill-opacity=".5"/>`;

const archDecor: Decor = (p, ink, t) => `
  <path d="M380 ${t} V200 Q380 70 540 70 Q700 70 700 200 V${t} Z" fill="${p.decor}"/>
  <path d="M0 ${t} Q40 ${t - 180} 150 ${t - 260} Q110 ${t - 120} 140 ${t} Z" fill="#6a9f5b" fill-opacity=".6"/>
  <path d="M1080 ${t} Q1030 ${t - 200} 930 ${t - 250} Q980 ${t - 120} 960 ${t} Z" fill="#6a9f5b" fill-opacity=".5"/>
  <circle cx="${ink.a === ink.b ? 540 : 560}" cy="150" r="30" fill="${p.light}" fill-opacity=".6"/>`;

const stripesDecor: Decor = (p, _ink, t) =>
  `${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 120 + 30}" y="0" width="60" height="${t}" fill="${p.decor}" fill-opacity=".6"/>`).join('')}`;

const shelvesDecor: Decor = (p, ink, t) => {
  const colours = [ink.a, ink.b, '#f2d19b', '#2e7d32', p.light, '#8e1b3a'];
  const row = (y: number, offset: number) => {
    let x = 40;
    let out = `<rect x="20" y="${y}" width="1040" height="12" fill="${p.edge}"/>`;
    for (let i = 0; x < 1020; i += 1) {
      const w = 18 + ((i * 7 + offset) % 4) * 5;
      const h = 70 + ((i * 5 + offset) % 3) * 12;
      if ((i + offset) % 9 === 8) {
        x += 40;
        continue;
      }
      out += `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${colours[(i + offset) % colours.length]}" fill-opacity=".75"/>`;
      x += w + 3;
    }
    return out;
  };
  return `<rect x="0" y="0" width="1080" height="${t}" fill="${p.decor}" fill-opacity=".5"/>${row(120, 0)}${row(t - 50, 3)}`;
};

const mirrorDecor: Decor = (p, ink, t) => `
  <rect x="360" y="40" width="360" height="${t - 110}" rx="180" fill="${p.edge}"/>
  <rect x="376" y="56" width="328" height="${t - 142}" rx="164" fill="#d6e6ee"/>
  <path d="M430 ${t - 120} L620 64 L680 100 L500 ${t - 96} Z" fill="#fff" fill-opacity=".6"/>
  <rect x="760" y="180" width="180" height="10" rx="4" fill="${p.decor}"/>
  <rect x="780" y="130" width="30" height="50" rx="6" fill="${ink.a}" fill-opacity=".7"/>
  <rect x="830" y="146" width="40" height="34" rx="6" fill="${p.light}"/>`;

const pegboardDecor: Decor = (p, ink, t) => `
  <rect x="120" y="50" width="520" height="${t - 110}" rx="10" fill="${p.decor}"/>
  <circle cx="250" cy="160" r="60" fill="none" stroke="${ink.dark}" stroke-width="12"/>
  <rect x="380" y="90" width="18" height="120" rx="9" fill="${ink.a}"/>
  <rect x="440" y="100" width="18" height="100" rx="9" fill="#90a4ae"/>
  <rect x="500" y="110" width="18" height="90" rx="9" fill="${ink.b}"/>`;

interface Placed {
  thing: Thing;
  x: number;
  scale?: number;
  /** 0 (back, nearer the wall) or 1 (front edge of the table). */
  row?: 0 | 1;
}

interface Recipe {
  decor: Decor[];
  /** Alternative arrangements; the variant picks one. */
  sets: Placed[][];
  crumb?: string;
}

const at = (thing: Thing, x: number, scale = 1, row: 0 | 1 = 0): Placed => ({
  thing,
  x,
  scale,
  row,
});

const recipes: Record<string, Recipe> = {
  coffee: {
    decor: [lampsDecor, shelfDecor, windowDecor, framesDecor],
    crumb: '#5b3a26',
    sets: [
      [at(cup, 380, 1.1), at(cakeSlice, 640, 1, 1), at(cup, 820, 0.8)],
      [at(teapot, 320), at(cup, 560, 0.9, 1), at(cakeSlice, 800, 0.9)],
      [at(cup, 300, 0.9), at(cup, 500, 0.9, 1), at(croissant, 760, 0.9, 1)],
    ],
  },
  brunch: {
    decor: [windowDecor, lampsDecor, framesDecor],
    crumb: '#7cb342',
    sets: [
      [at(brunchPlate, 460, 1.2, 1), at(cup, 800, 0.85), at(bowl, 220, 0.7)],
      [at(cup, 280, 0.8), at(brunchPlate, 620, 1.2, 1), at(croissant, 900, 0.6)],
    ],
  },
  tea: {
    decor: [framesDecor, windowDecor, stripesDecor],
    crumb: '#f2d19b',
    sets: [
      [at(teapot, 300, 1.05), at(cakeStand, 620, 1.05), at(cup, 860, 0.75, 1)],
      [at(cakeStand, 380, 1.1), at(teapot, 700, 0.95), at(cakeSlice, 900, 0.6, 1)],
    ],
  },
  bread: {
    decor: [shelfDecor, stripesDecor, windowDecor],
    crumb: '#d9a35f',
    sets: [
      [at(loaf, 380, 1.1), at(baguette, 700, 0.9, 1), at(loaf, 860, 0.7)],
      [at(baguette, 330, 1), at(loaf, 640, 1.2), at(croissant, 880, 0.7, 1)],
    ],
  },
  pastry: {
    decor: [stripesDecor, lampsDecor, shelfDecor],
    crumb: '#d9903d',
    sets: [
      [at(croissant, 360, 1.1), at(croissant, 560, 0.9, 1), at(cup, 800, 0.9)],
      [at(giftBox, 340, 0.9), at(croissant, 620, 1, 1), at(croissant, 840, 0.8)],
    ],
  },
  cake: {
    decor: [framesDecor, stripesDecor, lampsDecor],
    crumb: '#ef9a9a',
    sets: [
      [at(layerCake, 520, 1.2), at(cakeSlice, 800, 0.8, 1), at(giftBox, 240, 0.6)],
      [at(cakeStand, 320), at(layerCake, 640, 1.1, 1)],
    ],
  },
  haircut: {
    decor: [mirrorDecor, framesDecor],
    crumb: '#cfd8dc',
    sets: [
      [at(barberPole, 180, 1), at(scissors, 520, 1, 1), at(comb, 780, 0.9, 1)],
      [at(scissors, 360, 1.1, 1), at(comb, 640, 0.8), at(barberPole, 920, 0.9)],
    ],
  },
  shave: {
    decor: [mirrorDecor, framesDecor],
    crumb: '#eceff1',
    sets: [
      [at(towelRoll, 330, 1.1), at(shavingBrush, 560, 1), at(razor, 800, 0.9, 1)],
      [at(shavingBrush, 300, 1.1), at(razor, 560, 1, 1), at(towelRoll, 850, 0.9)],
    ],
  },
  grooming: {
    decor: [mirrorDecor, shelfDecor],
    crumb: '#cfd8dc',
    sets: [[at(giftCard, 420, 1.05, 1), at(shavingBrush, 720, 0.9), at(scissors, 900, 0.7, 1)]],
  },
  spa: {
    decor: [archDecor, windowDecor, framesDecor],
    crumb: '#a5d6a7',
    sets: [
      [at(towelRoll, 320, 1.05), at(stones, 560, 1.05), at(candle, 800, 0.9, 1)],
      [at(candle, 280, 0.9), at(bottle, 460, 0.9), at(stones, 700, 1.1, 1), at(sprig, 900, 0.8)],
    ],
  },
  massage: {
    decor: [archDecor, lampsDecor],
    crumb: '#f8bbd0',
    sets: [
      [at(bottle, 340, 1), at(stones, 580, 1.1, 1), at(candle, 820, 0.8)],
      [at(sprig, 220, 0.9), at(towelRoll, 480, 1.1, 1), at(bottle, 760, 1)],
    ],
  },
  wellbeingGift: {
    decor: [archDecor, framesDecor],
    crumb: '#a5d6a7',
    sets: [[at(candle, 260, 0.85), at(giftCard, 540, 1, 1), at(stones, 830, 0.8)]],
  },
  books: {
    decor: [shelvesDecor],
    crumb: '#f2d19b',
    sets: [
      [at(books, 360, 1.1), at(openBook, 680, 1, 1), at(cup, 900, 0.6)],
      [at(openBook, 420, 1.1, 1), at(books, 760, 1), at(glasses, 560, 0.8, 1)],
    ],
  },
  storyHour: {
    decor: [shelvesDecor, framesDecor],
    crumb: '#ffd54f',
    sets: [
      [at(books, 300, 0.9), at(openBook, 580, 1.1, 1), at(star, 860, 0.9), at(star, 780, 0.5)],
    ],
  },
  bike: {
    decor: [pegboardDecor, windowDecor],
    crumb: '#90a4ae',
    sets: [
      [at(bicycle, 440, 1.15, 1), at(wrench, 860, 0.7, 1)],
      [at(pump, 150, 0.85), at(bicycle, 620, 1.15, 1)],
    ],
  },
  puncture: {
    decor: [pegboardDecor],
    crumb: '#607d8b',
    sets: [[at(tyre, 360, 1.05), at(pump, 640, 0.9), at(wrench, 860, 0.7, 1)]],
  },
  bouquet: {
    decor: [archDecor, framesDecor, shelfDecor],
    crumb: '#f48fb1',
    sets: [
      [at(vaseOfFlowers, 380, 1.05), at(bouquet, 700, 1, 1)],
      [at(bouquet, 400, 1.05, 1), at(pottedPlant, 720, 0.9), at(scissors, 900, 0.5, 1)],
    ],
  },
  flowerClass: {
    decor: [shelfDecor, windowDecor],
    crumb: '#f48fb1',
    sets: [[at(pottedPlant, 280, 0.8), at(vaseOfFlowers, 560, 1.05), at(scissors, 820, 0.7, 1)]],
  },
  tasting: {
    decor: [lampsDecor, framesDecor],
    crumb: '#8e1b3a',
    sets: [
      [
        at(smallPlate, 300, 1.3, 1),
        at(wineGlass, 560, 1),
        at(smallPlate, 800, 1.3, 1),
        at(candle, 960, 0.6),
      ],
      [at(wineBottle, 240, 0.9), at(fishPlate, 560, 1.1, 1), at(wineGlass, 860, 1)],
    ],
  },
  roast: {
    decor: [windowDecor, framesDecor],
    crumb: '#43a047',
    sets: [[at(roast, 480, 1.15, 1), at(wineGlass, 820, 0.9), at(bowl, 220, 0.6)]],
  },
  oysters: {
    decor: [lampsDecor, windowDecor],
    crumb: '#b3e5fc',
    sets: [
      [at(candle, 180, 0.7), at(oysters, 460, 1.15, 1), at(flute, 760, 0.95), at(flute, 860, 0.85)],
    ],
  },
  supper: {
    decor: [lampsDecor],
    crumb: '#fdd835',
    sets: [
      [
        at(candle, 200, 0.7),
        at(fishPlate, 480, 1.05, 1),
        at(wineBottle, 760, 0.8),
        at(wineGlass, 900, 0.85),
      ],
    ],
  },
  yoga: {
    decor: [windowDecor, archDecor, framesDecor],
    crumb: '#a5d6a7',
    sets: [
      [
        at(pottedPlant, 200, 0.9),
        at(yogaMat, 540, 1.1, 1),
        at(yogaBlock, 820, 0.9),
        at(waterBottle, 960, 0.7),
      ],
      [at(yogaBlock, 300, 0.9), at(yogaMat, 600, 1.05, 1), at(kettlebell, 880, 0.7)],
    ],
  },
  cheese: {
    decor: [shelfDecor, framesDecor, lampsDecor],
    crumb: '#f9a825',
    sets: [
      [
        at(cheeseWheel, 360, 1),
        at(cheeseWedge, 620, 0.9, 1),
        at(grapes, 820, 1),
        at(wineBottle, 960, 0.6),
      ],
      [at(hamper, 420, 1.05), at(cheeseWedge, 720, 0.8, 1), at(grapes, 900, 0.9)],
    ],
  },
  deliGift: {
    decor: [shelfDecor, lampsDecor],
    crumb: '#f9a825',
    sets: [[at(wineBottle, 240, 0.85), at(giftCard, 540, 1, 1), at(cheeseWedge, 820, 0.7)]],
  },
  gift: {
    decor: [framesDecor, stripesDecor, windowDecor],
    crumb: '#ffd54f',
    sets: [
      [at(giftBox, 380, 1), at(giftCard, 660, 0.9, 1), at(bouquet, 880, 0.7)],
      [at(giftCard, 440, 1, 1), at(giftBox, 760, 0.8)],
    ],
  },
  // Perks for businesses.
  payments: { decor: [framesDecor], sets: [[at(cardReader, 480, 1.05), at(cup, 780, 0.8, 1)]] },
  insurance: { decor: [windowDecor], sets: [[at(umbrella, 460, 1.05), at(pottedPlant, 800, 0.8)]] },
  print: { decor: [shelfDecor], sets: [[at(paperStack, 460, 1.2, 1), at(giftCard, 780, 0.7)]] },
  accounts: {
    decor: [lampsDecor],
    sets: [[at(calculator, 360, 1), at(paperStack, 640, 1, 1), at(cup, 900, 0.7)]],
  },
  // Category tiles: a mix of their businesses.
  'food-drink': {
    decor: [lampsDecor],
    crumb: '#5b3a26',
    sets: [
      [
        at(cup, 300, 1),
        at(croissant, 520, 0.9, 1),
        at(cheeseWedge, 780, 0.8),
        at(wineGlass, 960, 0.8),
      ],
    ],
  },
  'health-beauty': {
    decor: [archDecor],
    crumb: '#f8bbd0',
    sets: [
      [
        at(bottle, 300, 0.9),
        at(stones, 540, 1, 1),
        at(candle, 760, 0.85),
        at(scissors, 880, 0.6, 1),
      ],
    ],
  },
  shopping: {
    decor: [shelvesDecor],
    crumb: '#f48fb1',
    sets: [[at(books, 300, 0.9), at(giftBox, 560, 0.9, 1), at(bouquet, 820, 0.8)]],
  },
  experiences: {
    decor: [lampsDecor],
    crumb: '#fdd835',
    sets: [
      [at(flute, 300, 0.9), at(flute, 380, 0.8), at(giftCard, 620, 0.95, 1), at(star, 880, 0.8)],
    ],
  },
  'home-garden': {
    decor: [windowDecor],
    crumb: '#7cb342',
    sets: [[at(pottedPlant, 280, 1), at(vaseOfFlowers, 540, 0.95, 1), at(pottedPlant, 820, 0.75)]],
  },
  'active-outdoors': {
    decor: [windowDecor],
    crumb: '#90a4ae',
    sets: [[at(bicycle, 380, 1, 1), at(yogaMat, 820, 0.75), at(waterBottle, 980, 0.6)]],
  },
  'rewards-unlocked': {
    decor: [stripesDecor],
    crumb: '#ffd54f',
    sets: [[at(giftBox, 340, 0.95), at(star, 560, 0.8, 1), at(giftCard, 780, 0.9, 1)]],
  },
};

/** The recipe for a campaign: from its name where it says what it sells, else its business kind. */
export function sceneFor(kind: ArtKind, title: string): string {
  const name = title.toLowerCase();
  const byName: Array<[RegExp, string]> = [
    [/afternoon tea|teapot/, 'tea'],
    [/brunch|breakfast/, 'brunch'],
    [/coffee|espresso/, 'coffee'],
    [/sourdough|bread|loaf/, 'bread'],
    [/pastry|pastries|croissant/, 'pastry'],
    [/cake/, 'cake'],
    [/shave/, 'shave'],
    [/cut|hair/, 'haircut'],
    [/massage/, 'massage'],
    [/spa/, 'spa'],
    [/story|children/, 'storyHour'],
    [/puncture|tyre/, 'puncture'],
    [/workshop|arranging|class/, kind === 'florist' ? 'flowerClass' : ''],
    [/bouquet|flower/, 'bouquet'],
    [/roast/, 'roast'],
    [/oyster|fizz|champagne/, 'oysters'],
    [/supper|dinner/, 'supper'],
    [/tasting menu/, 'tasting'],
    [/hamper|cheese/, 'cheese'],
  ];
  const match = byName.find(([pattern, key]) => key && pattern.test(name));
  if (match) return match[1];
  const gift = /gift card|voucher|gift/.test(name);
  const byKind: Record<ArtKind, string> = {
    cafe: 'coffee',
    bakery: 'bread',
    barber: gift ? 'grooming' : 'haircut',
    spa: gift ? 'wellbeingGift' : 'spa',
    books: 'books',
    bike: 'bike',
    florist: 'bouquet',
    restaurant: 'tasting',
    yoga: 'yoga',
    deli: gift ? 'deliGift' : 'cheese',
    gift: 'gift',
  };
  return byKind[kind];
}

/**
 * A 1080 × 540 illustration of the `scene` (a recipe key: see sceneFor, a category key, or a perk
 * key), varied by `variant`: palette, wall decoration, arrangement and mirror image.
 */
export function sceneSvg(scene: string, variant: number, brand: [string, string]): string {
  const recipe = recipes[scene] ?? recipes.gift!;
  const v = Math.abs(Math.floor(variant));
  const palette = palettes[(v * 5 + scene.length) % palettes.length]!;
  const ink: Ink = { a: brand[0], b: brand[1], dark: '#37474f', light: palette.light };
  const decor = recipe.decor[v % recipe.decor.length]!;
  const set = recipe.sets[Math.floor(v / recipe.decor.length) % recipe.sets.length]!;
  const table = 350 + (v % 3) * 12;
  const flip = v % 2 === 1;
  const things = [...set]
    .sort((x, y) => (x.row ?? 0) - (y.row ?? 0))
    .map(({ thing, x, scale = 1, row = 0 }) => {
      const y = table + (row ? 128 : 58);
      const s = scale * 1.3;
      return `<ellipse cx="${x}" cy="${y - 2}" rx="${Math.round(120 * s)}" ry="${Math.round(14 * s)}" fill="#000" fill-opacity=".13"/>
  <g transform="translate(${x} ${y}) scale(${s.toFixed(2)})">${thing(ink)}</g>`;
    })
    .join('\n');
  const crumbsAt = recipe.crumb
    ? `<g transform="translate(${flip ? 300 : 780} ${table + 138})">${crumbs(recipe.crumb, v + scene.length)}</g>`
    : '';
  const body = `<rect width="1080" height="540" fill="${palette.wall}"/>
  ${decor(palette, ink, table)}
  <rect y="${table}" width="1080" height="${540 - table}" fill="${palette.table}"/>
  <rect y="${table}" width="1080" height="8" fill="#fff" fill-opacity=".18"/>
  <rect y="512" width="1080" height="28" fill="${palette.edge}"/>
  ${things}
  ${crumbsAt}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="540" viewBox="0 0 1080 540">
  ${flip ? `<g transform="translate(1080 0) scale(-1 1)">${body}</g>` : body}
</svg>`;
}

// Marks: a white glyph on the brand colour, in a shape that varies by company.
type Glyph = string;
const glyphs: Record<string, Glyph> = {
  cafe: `${stroke('M168 104 q30 -2 28 24 q-2 22 -30 20', '#fff', 12)}<path d="M76 96 H172 L160 170 Q124 196 88 170 Z" fill="#fff"/>${stroke('M104 76 q-10 -14 0 -26 M140 76 q-10 -14 0 -26', '#fff', 8)}<rect x="64" y="186" width="128" height="10" rx="5" fill="#fff"/>`,
  bakery: `${stroke('M128 206 V70', '#fff', 10)}${[90, 120, 150]
    .map(
      (y) =>
        `<ellipse cx="108" cy="${y}" rx="14" ry="24" transform="rotate(-30 108 ${y})" fill="#fff"/><ellipse cx="148" cy="${y}" rx="14" ry="24" transform="rotate(30 148 ${y})" fill="#fff"/>`,
    )
    .join('')}<ellipse cx="128" cy="62" rx="12" ry="22" fill="#fff"/>`,
  barber: `<path d="M116 140 L150 40 L166 46 L130 144 Z M140 140 L106 40 L90 46 L126 144 Z" fill="#fff"/><circle cx="128" cy="138" r="7" fill="#000" fill-opacity=".3"/><circle cx="98" cy="182" r="26" fill="none" stroke="#fff" stroke-width="13"/><circle cx="158" cy="182" r="26" fill="none" stroke="#fff" stroke-width="13"/>`,
  spa: `<path d="M128 200 Q70 160 86 96 Q120 130 128 200 Z M128 200 Q186 160 170 96 Q136 130 128 200 Z M128 196 Q96 130 128 62 Q160 130 128 196 Z" fill="#fff"/>`,
  books: `<path d="M52 84 Q92 70 124 86 V196 Q92 180 52 194 Z M204 84 Q164 70 132 86 V196 Q164 180 204 194 Z" fill="#fff"/>`,
  bike: `<circle cx="80" cy="160" r="38" fill="none" stroke="#fff" stroke-width="11"/><circle cx="176" cy="160" r="38" fill="none" stroke="#fff" stroke-width="11"/>${stroke('M80 160 L116 160 L100 100 M116 160 L156 110 L96 110 M176 160 L150 96 L168 90', '#fff', 10)}`,
  florist: `${flowerHead(128, 108, 60, '#fff', 'rgba(0,0,0,0.25)')}${stroke('M128 150 V210', '#fff', 10)}`,
  restaurant: `<path d="M56 128 Q110 66 176 120 L210 92 L204 128 L210 164 L176 136 Q110 190 56 128 Z" fill="#fff"/><circle cx="90" cy="122" r="8" fill="#000" fill-opacity=".35"/>`,
  yoga: `<circle cx="128" cy="58" r="20" fill="#fff"/>${stroke('M76 60 L128 104 L180 60 M128 96 V150', '#fff', 14)}<path d="M58 196 Q66 150 128 146 Q190 150 198 196 Q128 176 58 196 Z" fill="#fff"/>`,
  deli: `<path d="M50 180 V130 L206 80 V180 Z" fill="#fff"/><circle cx="100" cy="156" r="12" fill="#000" fill-opacity=".25"/><circle cx="160" cy="130" r="14" fill="#000" fill-opacity=".25"/><circle cx="176" cy="166" r="8" fill="#000" fill-opacity=".25"/>`,
  gift: `<rect x="66" y="110" width="124" height="90" rx="6" fill="#fff"/><rect x="58" y="92" width="140" height="26" rx="6" fill="#fff"/><rect x="120" y="92" width="16" height="108" fill="#000" fill-opacity=".25"/><path d="M128 92 Q88 50 80 76 Q80 92 128 92 Z M128 92 Q168 50 176 76 Q176 92 128 92 Z" fill="#fff"/>`,
  // Categories.
  shopping: `<path d="M70 100 H186 L176 206 H80 Z" fill="#fff"/>${stroke('M100 110 V86 Q100 56 128 56 Q156 56 156 86 V110', '#fff', 11)}`,
  experiences: `<path d="M128 48 L150 102 L208 106 L164 142 L178 200 L128 168 L78 200 L92 142 L48 106 L106 102 Z" fill="#fff"/>`,
  home: `<path d="M128 50 L212 124 H188 V206 H68 V124 H44 Z" fill="#fff"/><rect x="110" y="150" width="36" height="56" fill="#000" fill-opacity=".25"/>`,
  outdoors: `<path d="M30 200 L104 86 L140 140 L170 104 L226 200 Z" fill="#fff"/><path d="M104 86 L122 114 L108 108 L96 118 Z" fill="#000" fill-opacity=".2"/><circle cx="186" cy="66" r="18" fill="#fff"/>`,
};

const categoryGlyphs: Record<string, string> = {
  'food-drink': 'cafe',
  'health-beauty': 'spa',
  shopping: 'shopping',
  experiences: 'experiences',
  'home-garden': 'home',
  'active-outdoors': 'outdoors',
  'rewards-unlocked': 'gift',
};

/** A company's (or category's) mark: a glyph for its kind in a shape, on its brand colours. */
export function markSvg(options: {
  glyph: ArtKind | string;
  colours: [string, string];
  variant: number;
  size?: number;
}): string {
  const { colours, variant, size = 256 } = options;
  const glyph = glyphs[categoryGlyphs[options.glyph] ?? options.glyph] ?? glyphs.gift!;
  const [from, to] = colours;
  const shapes = [
    `<rect width="256" height="256" rx="56" fill="${from}"/><circle cx="128" cy="128" r="104" fill="${to}" fill-opacity=".35"/>`,
    `<rect width="256" height="256" fill="${from}"/><circle cx="128" cy="128" r="110" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="6"/>`,
    `<rect width="256" height="256" rx="28" fill="${to}"/><path d="M128 14 Q220 14 236 128 Q220 242 128 242 Q36 242 20 128 Q36 14 128 14 Z" fill="${from}"/>`,
    `<rect width="256" height="256" rx="128" fill="${from}"/><path d="M0 180 Q128 140 256 180 V256 H0 Z" fill="${to}" fill-opacity=".45"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  ${shapes[Math.abs(variant) % shapes.length]}
  <g transform="translate(128 128) scale(.82) translate(-128 -128)">${glyph}</g>
</svg>`;
}
