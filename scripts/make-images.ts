/**
 * Generates the demo imagery under public/images/ as SVG rendered to WebP with sharp.
 *
 *   cd /work/main && PATH=$PWD/node_modules/.bin:$PATH node scripts/make-images.ts
 *
 * Deterministic: every random choice comes from a seeded PRNG keyed on the image's name,
 * so the same input gives byte-identical files on every run.
 *
 * Category and blog slugs are read from server/seed/demo-content.ts when that file exists
 * (falling back to the built-in category list otherwise), so re-run this script after the
 * demo content changes.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'images');
const DEMO_CONTENT = path.join(ROOT, 'server', 'seed', 'demo-content.ts');

const WEBP = { quality: 72, effort: 6 } as const;

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------

const C = {
  plum: '#3b1f4a',
  plumSoft: '#5b3768',
  mauve: '#8a5a7a',
  terracotta: '#c8664a',
  terracottaSoft: '#e09a7c',
  blush: '#efd2c4',
  sand: '#f3e6d8',
  cream: '#fbf5ee',
  sage: '#8aa399',
  sageDeep: '#5f7a70',
  sageLight: '#cddad2',
  gold: '#d9a441',
  goldSoft: '#ecc987',
  ink: '#1f1a24',
  wood: '#b98a66',
  woodDeep: '#8c5e43',
} as const;

// ---------------------------------------------------------------------------
// Deterministic helpers
// ---------------------------------------------------------------------------

/** FNV-1a 32-bit hash of a string, used to seed per-image PRNGs. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rng = {
  next: () => number;
  range: (a: number, b: number) => number;
  int: (a: number, b: number) => number;
  pick: <T>(xs: readonly T[]) => T;
};

/** mulberry32 */
function rng(seed: number | string): Rng {
  let a = (typeof seed === 'string' ? hash(seed) : seed) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor((hi - lo + 1) * next()),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
  };
}

/** Round for compact, stable SVG numbers. */
const n = (v: number): string => String(Math.round(v * 10) / 10);

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function rgbToHex(r: number, g: number, b: number): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
/** Linear mix of two hex colours, t in 0..1 towards b. */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
const shade = (c: string, t: number) => mix(c, '#000000', t);
const tint = (c: string, t: number) => mix(c, '#ffffff', t);

// ---------------------------------------------------------------------------
// Shared SVG pieces
// ---------------------------------------------------------------------------

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Film-grain overlay. Kept faint so WebP stays small. */
function grainDefs(id: string, seed: number, amount: number): string {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%" filterUnits="userSpaceOnUse">
<feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" seed="${seed % 997}" stitchTiles="stitch" result="t"/>
<feColorMatrix type="matrix" values="1.6 0 0 0 -0.3  1.6 0 0 0 -0.3  1.6 0 0 0 -0.3  0 0 0 0 ${amount}"/>
</filter>`;
}
const grainRect = (id: string, w: number, h: number) => `<rect width="${w}" height="${h}" filter="url(#${id})"/>`;

const blurDefs = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

function linear(id: string, stops: [string, number][], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
  const s = stops.map(([c, o]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}
function radial(id: string, stops: [string, number, number][]): string {
  const s = stops.map(([c, o, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** A small four-point sparkle centred at (x, y). */
function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.18;
  return `<path d="M${n(x)} ${n(y - r)} C${n(x + k)} ${n(y - k)} ${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)} C${n(x + k)} ${n(y + k)} ${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)} C${n(x - k)} ${n(y + k)} ${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)} C${n(x - k)} ${n(y - k)} ${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)} Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** A grid of small dots, a quiet texture accent. */
function dotGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  r: number,
  fill: string,
  opacity: number,
): string {
  let s = '';
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) s += `<circle cx="${n(x + i * gap)}" cy="${n(y + j * gap)}" r="${r}"/>`;
  return `<g fill="${fill}" opacity="${opacity}">${s}</g>`;
}

/** A simple leafy sprig in line art, stem from (x,y) going up, rotated by `rot` degrees. */
function sprig(x: number, y: number, len: number, rot: number, stroke: string, sw: number, opacity = 1): string {
  const leaves: string[] = [];
  const count = 4;
  for (let i = 0; i < count; i++) {
    const t = (i + 1) / (count + 1);
    const py = -len * t;
    const side = i % 2 === 0 ? 1 : -1;
    const lw = len * 0.22 * (1 - t * 0.4);
    leaves.push(
      `<path d="M0 ${n(py)} C${n(side * lw * 0.5)} ${n(py - lw * 0.9)} ${n(side * lw * 1.3)} ${n(py - lw * 1.1)} ${n(side * lw * 1.6)} ${n(py - lw * 1.3)} C${n(side * lw * 1.2)} ${n(py - lw * 0.3)} ${n(side * lw * 0.6)} ${n(py + lw * 0.05)} 0 ${n(py)} Z"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"><path d="M0 0 C${n(len * 0.06)} ${n(-len * 0.4)} ${n(-len * 0.04)} ${n(-len * 0.7)} 0 ${n(-len)}"/>${leaves.join('')}</g>`;
}

// ---------------------------------------------------------------------------
// Motifs: line art in a 200x200 box centred on (100,100).
// The caller wraps them in a <g> that sets stroke colour/width; `accent` is an optional fill.
// ---------------------------------------------------------------------------

type Motif = (accent: string, paper: string) => string;

const motifs: Record<string, Motif> = {
  scissors: (a) => `
<path d="M80 136 L96 111 C110 88 127 57 142 28 C136 60 121 91 106 113 L90 140" fill="${a}" fill-opacity="0.28"/>
<path d="M120 136 L104 111 C90 88 73 57 58 28 C64 60 79 91 94 113 L110 140" fill="${a}" fill-opacity="0.28"/>
<circle cx="70" cy="152" r="20"/><circle cx="130" cy="152" r="20"/>
<circle cx="100" cy="108" r="3.5" fill="currentColor"/>`,

  comb: (a) => {
    let teeth = '';
    for (let k = 0; k < 9; k++) teeth += `M${56 + k * 11} 94 V${k === 0 || k === 8 ? 160 : 170} `;
    return `
<rect x="66" y="24" width="68" height="52" rx="24" fill="${a}" fill-opacity="0.3"/>
<circle cx="100" cy="50" r="10"/>
<rect x="48" y="76" width="104" height="18" rx="7"/>
<path d="${teeth}"/>`;
  },

  braid: (a, paper) => {
    // Interlocking lobes drawn top to bottom with opaque fills, so each overlaps the last like a plait.
    let lobes = '';
    for (let i = 0; i < 8; i++) {
      const side = i % 2 === 0 ? -1 : 1;
      const x = 100 + side * 9,
        y = 40 + i * 16;
      const fill = i % 2 === 0 ? a : paper;
      lobes += `<ellipse cx="${x}" cy="${y}" rx="24" ry="11" transform="rotate(${side * -34} ${x} ${y})" fill="${paper}"/>`;
      lobes += `<ellipse cx="${x}" cy="${y}" rx="24" ry="11" transform="rotate(${side * -34} ${x} ${y})" fill="${fill}" fill-opacity="${i % 2 === 0 ? 0.3 : 0}"/>`;
    }
    return `<path d="M78 18 Q88 28 92 34 M100 14 V30 M122 18 Q112 28 108 34"/>
${lobes}
<path d="M95 166 Q90 178 82 188 M100 167 V192 M105 166 Q110 178 118 188"/>
<rect x="87" y="156" width="26" height="13" rx="5" fill="${a}"/>`;
  },

  razor: (a) => `
<g transform="rotate(-28 100 104)">
<rect x="50" y="30" width="100" height="26" rx="9" fill="${a}" fill-opacity="0.3"/>
<path d="M58 43 H142"/>
<rect x="68" y="56" width="64" height="10" rx="3"/>
<rect x="91" y="66" width="18" height="104" rx="9"/>
<path d="M95 90 H105 M95 102 H105 M95 114 H105 M95 126 H105 M95 138 H105"/>
<circle cx="100" cy="180" r="9"/>
</g>`,

  polish: (a, paper) => `
<path d="M70 98 H130 Q150 98 150 120 V150 Q150 176 124 176 H76 Q50 176 50 150 V120 Q50 98 70 98 Z"/>
<path d="M56 128 H144 V150 Q144 170 124 170 H76 Q56 170 56 150 Z" fill="${a}" stroke="none" opacity="0.9"/>
<path d="M64 112 V118" stroke="${paper}" opacity="0.9"/>
<rect x="76" y="86" width="48" height="12" rx="3"/>
<rect x="82" y="24" width="36" height="62" rx="9"/>
<path d="M93 36 V74 M107 36 V74"/>`,

  makeup: (a) => `
<rect x="46" y="112" width="46" height="64" rx="7"/>
<rect x="52" y="94" width="34" height="18" rx="2"/>
<path d="M57 94 V58 Q57 46 69 40 L81 32 V94 Z" fill="${a}"/>
<g transform="rotate(20 142 110)">
<rect x="133" y="94" width="18" height="86" rx="9"/>
<path d="M131 94 H153 L150 72 H134 Z"/>
<path d="M134 72 C124 56 128 34 142 20 C156 34 160 56 150 72 Z" fill="${a}" fill-opacity="0.35"/>
</g>`,

  leaf: (a) => `
<path d="M52 162 C50 98 96 52 162 44 C166 112 120 160 52 162 Z" fill="${a}" fill-opacity="0.22"/>
<path d="M52 162 C88 128 118 96 150 58"/>
<path d="M82 132 L78 108 M82 132 L106 134 M102 110 L100 86 M102 110 L126 112 M122 88 L122 68 M122 88 L142 90"/>
<path d="M56 24 C56 24 36 50 36 64 A20 20 0 0 0 76 64 C76 50 56 24 56 24 Z" fill="${a}" fill-opacity="0.55"/>`,

  stones: (a) => `
<ellipse cx="100" cy="148" rx="58" ry="19" fill="${a}" fill-opacity="0.2"/>
<ellipse cx="97" cy="116" rx="44" ry="15" fill="${a}" fill-opacity="0.35"/>
<ellipse cx="103" cy="89" rx="31" ry="12" fill="${a}" fill-opacity="0.5"/>
<ellipse cx="100" cy="67" rx="19" ry="9" fill="${a}" fill-opacity="0.7"/>
<path d="M34 180 Q52 174 70 180 T106 180 T142 180 T170 178"/>
<path d="M128 50 C128 34 140 24 156 22 C156 38 146 48 128 50 Z M128 50 C136 42 144 34 152 28"/>`,

  eye: (a) => {
    const P0 = [30, 110],
      P1 = [100, 42],
      P2 = [170, 110];
    let lashes = '';
    for (let i = 0; i < 7; i++) {
      const t = 0.2 + i * 0.1;
      const x = (1 - t) ** 2 * P0[0] + 2 * (1 - t) * t * P1[0] + t * t * P2[0];
      const y = (1 - t) ** 2 * P0[1] + 2 * (1 - t) * t * P1[1] + t * t * P2[1];
      const dx = 2 * (1 - t) * (P1[0] - P0[0]) + 2 * t * (P2[0] - P1[0]);
      const dy = 2 * (1 - t) * (P1[1] - P0[1]) + 2 * t * (P2[1] - P1[1]);
      const len = Math.hypot(dx, dy);
      const nx = dy / len,
        ny = -dx / len; // outward (up) normal
      const L = 16 + 6 * Math.sin(Math.PI * t);
      const sweep = (t - 0.5) * 14;
      lashes += `M${n(x)} ${n(y)} Q${n(x + nx * L * 0.6)} ${n(y + ny * L * 0.6)} ${n(x + nx * L + sweep)} ${n(y + ny * L - 2)} `;
    }
    return `
<path d="M30 110 Q100 42 170 110 Q100 168 30 110 Z"/>
<circle cx="100" cy="106" r="25" fill="${a}" fill-opacity="0.35"/>
<circle cx="100" cy="106" r="9" fill="currentColor"/>
<path d="${lashes}"/>
<path d="M44 44 Q100 10 160 36" stroke-width="7"/>`;
  },

  mirror: (a, paper) => `
<ellipse cx="100" cy="76" rx="48" ry="56"/>
<ellipse cx="100" cy="76" rx="37" ry="45" fill="${a}" fill-opacity="0.28"/>
<path d="M82 56 Q86 44 98 40 M80 72 L81 66" stroke="${paper}"/>
<path d="M92 132 L90 178 Q100 186 110 178 L108 132"/>
${''}`,

  bridal: (a) => {
    let petals = '';
    for (let k = 0; k < 5; k++)
      petals += `<ellipse cx="148" cy="46" rx="10" ry="17" transform="rotate(${k * 72} 148 62)"/>`;
    return `
<circle cx="84" cy="128" r="42"/>
<circle cx="84" cy="128" r="33"/>
<path d="M68 72 L76 60 H92 L100 72 L84 90 Z" fill="${a}" fill-opacity="0.45"/>
<path d="M68 72 H100 M76 60 L84 72 L92 60"/>
${petals}
<circle cx="148" cy="62" r="7" fill="${a}"/>`;
  },

  crown: (a) => `
<path d="M46 140 L38 70 L72 102 L100 54 L128 102 L162 70 L154 140 Z" fill="${a}" fill-opacity="0.22"/>
<rect x="44" y="140" width="112" height="22" rx="6"/>
<circle cx="38" cy="62" r="7" fill="${a}"/><circle cx="100" cy="44" r="8" fill="${a}"/><circle cx="162" cy="62" r="7" fill="${a}"/>
<circle cx="74" cy="151" r="3" fill="currentColor"/><circle cx="100" cy="151" r="4" fill="currentColor"/><circle cx="126" cy="151" r="3" fill="currentColor"/>`,

  beard: (a) => `
<path d="M56 100 C50 46 78 26 100 26 C122 26 150 46 144 100"/>
<path d="M60 58 C76 50 92 48 100 50 C112 46 128 50 140 58" />
<path d="M56 96 C56 152 80 180 100 180 C120 180 144 152 144 96 C138 110 130 122 116 124 C108 116 92 116 84 124 C70 122 62 110 56 96 Z" fill="${a}" fill-opacity="0.4"/>
<path d="M70 112 C80 100 94 101 100 107 C106 101 120 100 130 112 C118 116 108 114 100 111 C92 114 82 116 70 112 Z" fill="currentColor"/>
<path d="M90 136 Q100 142 110 136"/>
<path d="M78 84 Q84 80 90 84 M110 84 Q116 80 122 84"/>`,

  sparkle: (a) => `
<path d="M100 30 C106 80 120 94 170 100 C120 106 106 120 100 170 C94 120 80 106 30 100 C80 94 94 80 100 30 Z" fill="${a}" fill-opacity="0.3"/>
<path d="M154 34 C156 46 160 50 172 52 C160 54 156 58 154 70 C152 58 148 54 136 52 C148 50 152 46 154 34 Z"/>
<circle cx="48" cy="156" r="6"/>`,
};

const CATEGORY_MOTIF: Record<string, string> = {
  'hair-styling': 'scissors',
  'braids-and-weaves': 'braid',
  'natural-hair-care': 'comb',
  barbering: 'razor',
  nails: 'polish',
  makeup: 'makeup',
  'skin-care-and-facials': 'leaf',
  'massage-and-spa': 'stones',
  'lashes-and-brows': 'eye',
  'waxing-and-threading': 'mirror',
  bridal: 'bridal',
  'kids-hair': 'crown',
  'mens-grooming': 'beard',
};

/**
 * Keyword rules for slugs we have not seen (blog urls, new categories), matched against the
 * start of each hyphen-separated word of the slug. First rule that matches wins.
 */
const KEYWORD_MOTIF: [RegExp, string][] = [
  [/^(brid|wedding|owambe|aso|engage)/, 'bridal'],
  [/^(kid|child|toddler|school|baby|teen)/, 'crown'],
  [/^(braid|weave|cornrow|wig|locs?$|twist|plait|knotless)/, 'braid'],
  [/^(beard|groom|men$|mens$|man$|shave|shaving)/, 'beard'],
  [/^(barb|fade|razor|clipper|lineup)/, 'razor'],
  [/^(nail|manicure|pedicure|polish|gel$|acrylic)/, 'polish'],
  [/^(lash|brow|eye)/, 'eye'],
  [/^(makeup|lip|beat$|foundation|contour|glam)/, 'makeup'],
  [/^(skin|facial|glow|acne|spf|sunscreen|harmattan|moistur|serum)/, 'leaf'],
  [/^(spa$|massage|relax|stress|wellness|self-care)/, 'stones'],
  [/^(wax|thread|mirror)/, 'mirror'],
  [/^(natural|curl|afro|coil|4c|kinky|shrink|wash|detangl|scalp)/, 'comb'],
  [/^(hair|cut|haircut|style|styling|salon|silk|colou?r|trim|stylist)/, 'scissors'],
];

function motifFor(slug: string): string {
  if (CATEGORY_MOTIF[slug]) return CATEGORY_MOTIF[slug];
  const words = slug.split('-');
  for (const [re, m] of KEYWORD_MOTIF) if (words.some((w) => re.test(w))) return m;
  return 'sparkle';
}

/** Place motif `name` centred at (cx, cy) with size `size` px. */
function drawMotif(
  name: string,
  cx: number,
  cy: number,
  size: number,
  stroke: string,
  accent: string,
  paper: string,
  sw = 4.5,
): string {
  const m = motifs[name] ?? motifs.sparkle;
  const s = size / 200;
  return `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${Math.round(s * 1000) / 1000})" color="${stroke}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round">${m(accent, paper)}</g>`;
}

// ---------------------------------------------------------------------------
// Category images (800x600)
// ---------------------------------------------------------------------------

type Scheme = {
  bg1: string;
  bg2: string;
  blobA: string;
  blobB: string;
  disc: string;
  stroke: string;
  accent: string;
  dots: string;
};

const SCHEMES: Scheme[] = [
  {
    bg1: C.plum,
    bg2: '#5a2f5e',
    blobA: C.terracotta,
    blobB: C.gold,
    disc: C.sand,
    stroke: C.plum,
    accent: C.terracotta,
    dots: C.goldSoft,
  },
  {
    bg1: '#d27a5b',
    bg2: C.terracotta,
    blobA: C.goldSoft,
    blobB: C.plumSoft,
    disc: C.cream,
    stroke: C.ink,
    accent: C.sage,
    dots: C.cream,
  },
  {
    bg1: C.sage,
    bg2: '#6f8a80',
    blobA: C.sand,
    blobB: C.gold,
    disc: C.cream,
    stroke: C.plum,
    accent: C.terracotta,
    dots: C.cream,
  },
  {
    bg1: C.sand,
    bg2: '#e8cfb8',
    blobA: C.terracottaSoft,
    blobB: C.sage,
    disc: C.cream,
    stroke: C.plum,
    accent: C.gold,
    dots: C.terracotta,
  },
  {
    bg1: '#2c2036',
    bg2: C.plum,
    blobA: C.gold,
    blobB: C.terracotta,
    disc: C.sand,
    stroke: C.ink,
    accent: C.gold,
    dots: C.goldSoft,
  },
  {
    bg1: C.blush,
    bg2: '#e3b7a3',
    blobA: C.plumSoft,
    blobB: C.gold,
    disc: C.cream,
    stroke: C.plum,
    accent: C.sage,
    dots: C.plum,
  },
  {
    bg1: C.sageDeep,
    bg2: '#4b6259',
    blobA: C.goldSoft,
    blobB: C.terracotta,
    disc: C.sand,
    stroke: C.sageDeep,
    accent: C.gold,
    dots: C.sand,
  },
];

function categorySvg(slug: string, index: number): string {
  const W = 800,
    H = 600;
  const r = rng(`category:${slug}`);
  const sc = SCHEMES[index % SCHEMES.length];
  const motif = motifFor(slug);
  const cx = 400,
    cy = 300,
    R = 178;
  const bx = r.range(120, 240),
    by = r.range(80, 200);
  const bx2 = r.range(560, 690),
    by2 = r.range(380, 520);
  const defs = [
    linear(
      'bg',
      [
        [sc.bg1, 0],
        [sc.bg2, 1],
      ],
      0,
      0,
      1,
      1,
    ),
    radial('disc', [
      [tint(sc.disc, 0.35), 0, 1],
      [sc.disc, 0.75, 1],
      [shade(sc.disc, 0.04), 1, 1],
    ]),
    blurDefs('blur', 46),
    blurDefs('shadow', 18),
    grainDefs('grain', hash(slug), 0.11),
  ].join('');
  const ringRot = r.range(0, 360);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<g filter="url(#blur)"><circle cx="${n(bx)}" cy="${n(by)}" r="170" fill="${sc.blobA}" opacity="0.55"/><circle cx="${n(bx2)}" cy="${n(by2)}" r="190" fill="${sc.blobB}" opacity="0.45"/></g>`,
    (() => {
      const [gx, gy] = r.pick([
        [56, 56],
        [640, 56],
        [640, 470],
      ] as const);
      return dotGrid(gx, gy, 6, 4, 20, 2.6, sc.dots, 0.45);
    })(),
    sprig(r.pick([90, 110]), 590, 170, r.range(-18, -6), sc.dots, 3, 0.45),
    // large thin concentric arcs for calm structure
    `<g fill="none" stroke="${sc.dots}" stroke-width="1.6" opacity="0.4" transform="rotate(${n(ringRot)} ${cx} ${cy})"><circle cx="${cx}" cy="${cy}" r="${R + 34}" stroke-dasharray="420 940"/><circle cx="${cx}" cy="${cy}" r="${R + 58}" stroke-dasharray="220 1300"/></g>`,
    `<circle cx="${cx + 8}" cy="${cy + 14}" r="${R}" fill="${C.ink}" opacity="0.18" filter="url(#shadow)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#disc)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${R - 14}" fill="none" stroke="${sc.accent}" stroke-width="1.5" opacity="0.45"/>`,
    drawMotif(motif, cx, cy, 280, sc.stroke, sc.accent, tint(sc.disc, 0.3), 4),
    sparkle(cx + R * 0.78, cy - R * 0.86, 16, C.gold, 0.95),
    sparkle(cx - R * 0.95, cy + R * 0.62, 10, sc.dots, 0.8),
    grainRect('grain', W, H),
  ].join('');
  return svgDoc(W, H, defs, body);
}

// ---------------------------------------------------------------------------
// Branch hero images (1200x800): abstract salon interiors
// ---------------------------------------------------------------------------

type Room = {
  wallTop: string;
  wallBottom: string;
  floor: string;
  floorLine: string;
  counter: string;
  chair: string;
  frame: string;
  glass: string;
  pot: string;
  leaf: string;
  lamp: string;
  accent: string;
};

const ROOMS: Room[] = [
  {
    wallTop: C.sand,
    wallBottom: '#ead6c2',
    floor: C.wood,
    floorLine: C.woodDeep,
    counter: C.plum,
    chair: C.terracotta,
    frame: C.gold,
    glass: '#dfe7e3',
    pot: C.terracotta,
    leaf: C.sageDeep,
    lamp: C.plum,
    accent: C.sage,
  },
  {
    wallTop: C.plum,
    wallBottom: '#2d1739',
    floor: '#2a1f30',
    floorLine: '#3e2f46',
    counter: C.gold,
    chair: C.terracottaSoft,
    frame: C.gold,
    glass: '#6e5579',
    pot: C.sand,
    leaf: C.sage,
    lamp: C.gold,
    accent: C.terracotta,
  },
  {
    wallTop: C.sageLight,
    wallBottom: '#b9cbc0',
    floor: '#d8c0a4',
    floorLine: C.wood,
    counter: C.sand,
    chair: C.plum,
    frame: C.terracotta,
    glass: C.cream,
    pot: C.cream,
    leaf: C.sageDeep,
    lamp: C.terracotta,
    accent: C.gold,
  },
  {
    wallTop: C.blush,
    wallBottom: '#e6bfae',
    floor: '#a86a52',
    floorLine: '#8f5743',
    counter: C.cream,
    chair: C.sageDeep,
    frame: C.gold,
    glass: '#f6ece4',
    pot: C.plum,
    leaf: C.sage,
    lamp: C.plum,
    accent: C.terracotta,
  },
  {
    wallTop: C.terracotta,
    wallBottom: '#b3583f',
    floor: '#3b2a2c',
    floorLine: '#513a3a',
    counter: C.sand,
    chair: C.sand,
    frame: C.goldSoft,
    glass: '#e7b39d',
    pot: C.ink,
    leaf: C.sageLight,
    lamp: C.ink,
    accent: C.gold,
  },
  {
    wallTop: C.cream,
    wallBottom: '#f1e4d5',
    floor: C.sage,
    floorLine: C.sageDeep,
    counter: C.terracotta,
    chair: C.gold,
    frame: C.plum,
    glass: '#e5ede9',
    pot: C.sand,
    leaf: C.sageDeep,
    lamp: C.gold,
    accent: C.plum,
  },
  {
    wallTop: C.sageDeep,
    wallBottom: '#4d655c',
    floor: C.sand,
    floorLine: '#dcc7b1',
    counter: C.plum,
    chair: C.terracottaSoft,
    frame: C.goldSoft,
    glass: '#a9bdb4',
    pot: C.terracotta,
    leaf: C.sageLight,
    lamp: C.sand,
    accent: C.gold,
  },
  {
    wallTop: '#e9d9ea',
    wallBottom: '#d8c2d8',
    floor: C.plumSoft,
    floorLine: C.plum,
    counter: C.sand,
    chair: C.plum,
    frame: C.gold,
    glass: C.cream,
    pot: C.gold,
    leaf: C.sageDeep,
    lamp: C.plum,
    accent: C.terracotta,
  },
  {
    wallTop: '#f0d9b5',
    wallBottom: '#e7c99a',
    floor: C.woodDeep,
    floorLine: '#734a34',
    counter: C.ink,
    chair: C.sage,
    frame: C.ink,
    glass: '#fbf2e3',
    pot: C.cream,
    leaf: C.sageDeep,
    lamp: C.ink,
    accent: C.terracotta,
  },
  {
    wallTop: C.ink,
    wallBottom: '#2b2431',
    floor: C.terracotta,
    floorLine: '#a9533c',
    counter: C.sand,
    chair: C.sand,
    frame: C.gold,
    glass: '#4a4052',
    pot: C.gold,
    leaf: C.sage,
    lamp: C.goldSoft,
    accent: C.sage,
  },
  {
    wallTop: '#d9e2dc',
    wallBottom: '#c5d3ca',
    floor: C.plum,
    floorLine: C.plumSoft,
    counter: C.woodDeep,
    chair: C.terracotta,
    frame: C.sand,
    glass: C.cream,
    pot: C.terracotta,
    leaf: C.sageDeep,
    lamp: C.woodDeep,
    accent: C.gold,
  },
  {
    wallTop: C.mauve,
    wallBottom: '#74486a',
    floor: '#e4d0bb',
    floorLine: '#cdb49a',
    counter: C.sand,
    chair: C.gold,
    frame: C.goldSoft,
    glass: '#b08aa4',
    pot: C.cream,
    leaf: C.sageLight,
    lamp: C.sand,
    accent: C.terracottaSoft,
  },
];

function chair(x: number, floorY: number, col: string, r: Rng, shadowCol: string): string {
  const back = r.pick(['round', 'square', 'shell'] as const);
  const w = r.range(112, 134);
  const seatY = floorY - 108;
  const backH = r.range(120, 150);
  const dark = shade(col, 0.22);
  let backShape: string;
  if (back === 'round')
    backShape = `<rect x="${n(x - w / 2 + 8)}" y="${n(seatY - backH)}" width="${n(w - 16)}" height="${n(backH + 10)}" rx="${n((w - 16) / 2)}" fill="${col}"/>`;
  else if (back === 'square')
    backShape = `<rect x="${n(x - w / 2 + 6)}" y="${n(seatY - backH)}" width="${n(w - 12)}" height="${n(backH + 10)}" rx="18" fill="${col}"/>`;
  else {
    let ribs = '';
    for (let k = -2; k <= 2; k++)
      ribs += `M${n(x + k * (w / 6.5))} ${n(seatY - backH + 18 + Math.abs(k) * 8)} V${n(seatY - 6)} `;
    backShape = `<path d="M${n(x - w / 2 + 4)} ${n(seatY + 6)} V${n(seatY - backH + 50)} Q${n(x - w / 2 + 4)} ${n(seatY - backH)} ${n(x)} ${n(seatY - backH)} Q${n(x + w / 2 - 4)} ${n(seatY - backH)} ${n(x + w / 2 - 4)} ${n(seatY - backH + 50)} V${n(seatY + 6)} Z" fill="${col}"/><path d="${ribs}" stroke="${dark}" stroke-width="3" stroke-linecap="round" opacity="0.5" fill="none"/>`;
  }
  return `<g>
<ellipse cx="${n(x)}" cy="${n(floorY + 2)}" rx="${n(w * 0.62)}" ry="12" fill="${shadowCol}" opacity="0.35" filter="url(#soft)"/>
${backShape}
<rect x="${n(x - w / 2 - 10)}" y="${n(seatY - 40)}" width="18" height="52" rx="9" fill="${dark}"/>
<rect x="${n(x + w / 2 - 8)}" y="${n(seatY - 40)}" width="18" height="52" rx="9" fill="${dark}"/>
<rect x="${n(x - w / 2 - 4)}" y="${n(seatY)}" width="${n(w + 8)}" height="30" rx="14" fill="${col}"/>
<rect x="${n(x - w / 2 + 6)}" y="${n(seatY + 22)}" width="${n(w - 12)}" height="8" rx="4" fill="${dark}" opacity="0.6"/>
<rect x="${n(x - 7)}" y="${n(seatY + 30)}" width="14" height="${n(floorY - seatY - 42)}" fill="#c9c2bd"/>
<rect x="${n(x - 7)}" y="${n(seatY + 30)}" width="5" height="${n(floorY - seatY - 42)}" fill="#ffffff" opacity="0.35"/>
<ellipse cx="${n(x)}" cy="${n(floorY - 8)}" rx="44" ry="9" fill="#b7afa9"/>
<path d="M${n(x - 26)} ${n(seatY + 64)} H${n(x + 26)}" stroke="#b7afa9" stroke-width="6" stroke-linecap="round"/>
</g>`;
}

function mirror(
  x: number,
  top: number,
  bottom: number,
  w: number,
  shape: 'arch' | 'round' | 'pill',
  room: Room,
  id: string,
): string {
  const h = bottom - top;
  let outer: string, inner: string;
  const fw = 10;
  if (shape === 'arch') {
    const rr = w / 2;
    const d = (ins: number) => {
      const l = x - w / 2 + ins,
        rgt = x + w / 2 - ins,
        t = top + ins,
        b = bottom - ins,
        rad = rr - ins;
      return `M${n(l)} ${n(b)} V${n(t + rad)} A${n(rad)} ${n(rad)} 0 0 1 ${n(rgt)} ${n(t + rad)} V${n(b)} Z`;
    };
    outer = `<path d="${d(0)}" fill="${room.frame}"/>`;
    inner = `<path d="${d(fw)}" fill="url(#${id})"/>`;
  } else if (shape === 'pill') {
    outer = `<rect x="${n(x - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="${room.frame}"/>`;
    inner = `<rect x="${n(x - w / 2 + fw)}" y="${n(top + fw)}" width="${n(w - 2 * fw)}" height="${n(h - 2 * fw)}" rx="${n(w / 2 - fw)}" fill="url(#${id})"/>`;
  } else {
    const cy = top + h / 2,
      rad = Math.min(w, h) / 2;
    outer = `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(rad)}" fill="${room.frame}"/>`;
    inner = `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(rad - fw)}" fill="url(#${id})"/>`;
  }
  // two diagonal reflection streaks, clipped by drawing them thin and short
  const sx = x - w * 0.18,
    sy = top + h * 0.35;
  const streaks = `<path d="M${n(sx - 20)} ${n(sy + 40)} L${n(sx + 30)} ${n(sy - 20)} M${n(sx - 4)} ${n(sy + 62)} L${n(sx + 34)} ${n(sy + 16)}" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.35"/>`;
  return `${outer}${inner}${streaks}`;
}

function plant(x: number, floorY: number, scale: number, room: Room, r: Rng, flip: boolean): string {
  const potW = 70 * scale,
    potH = 78 * scale;
  const kind = r.pick(['tall', 'bush', 'fan'] as const);
  let leaves = '';
  const baseY = floorY - potH;
  if (kind === 'tall') {
    // snake plant: tall pointed blades
    const blades = 7;
    for (let i = 0; i < blades; i++) {
      const off = (i - (blades - 1) / 2) * 10 * scale;
      const hgt = (150 + ((i * 37) % 5) * 22) * scale;
      const lean = off * 0.6;
      leaves += `<path d="M${n(x + off - 8 * scale)} ${n(baseY)} Q${n(x + off + lean * 0.4 - 10 * scale)} ${n(baseY - hgt * 0.6)} ${n(x + off + lean)} ${n(baseY - hgt)} Q${n(x + off + lean * 0.4 + 12 * scale)} ${n(baseY - hgt * 0.55)} ${n(x + off + 8 * scale)} ${n(baseY)} Z" fill="${i % 2 ? room.leaf : shade(room.leaf, 0.15)}"/>`;
    }
  } else if (kind === 'bush') {
    for (let i = 0; i < 9; i++) {
      const a = -160 + i * 17.5;
      const len = (70 + (i % 3) * 22) * scale;
      const rad = (a * Math.PI) / 180;
      const ex = x + Math.cos(rad) * len,
        ey = baseY + Math.sin(rad) * len;
      leaves += `<path d="M${n(x)} ${n(baseY)} Q${n((x + ex) / 2 + Math.sin(rad) * 18 * scale)} ${n((baseY + ey) / 2 - Math.cos(rad) * 18 * scale)} ${n(ex)} ${n(ey)} Q${n((x + ex) / 2 - Math.sin(rad) * 14 * scale)} ${n((baseY + ey) / 2 + Math.cos(rad) * 14 * scale)} ${n(x)} ${n(baseY)} Z" fill="${i % 2 ? room.leaf : tint(room.leaf, 0.15)}"/>`;
    }
  } else {
    // fiddle-leaf: stem with round leaves
    const stemH = 190 * scale;
    leaves += `<path d="M${n(x)} ${n(baseY)} Q${n(x + (flip ? -14 : 14) * scale)} ${n(baseY - stemH / 2)} ${n(x)} ${n(baseY - stemH)}" stroke="${shade(room.leaf, 0.3)}" stroke-width="${n(4 * scale)}" fill="none"/>`;
    for (let i = 0; i < 7; i++) {
      const t = 0.25 + i * 0.12;
      const side = i % 2 ? 1 : -1;
      const lx = x + side * 26 * scale,
        ly = baseY - stemH * t;
      leaves += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(20 * scale)}" ry="${n(30 * scale)}" transform="rotate(${side * 40} ${n(lx)} ${n(ly)})" fill="${i % 2 ? room.leaf : shade(room.leaf, 0.12)}"/>`;
    }
    leaves += `<ellipse cx="${n(x)}" cy="${n(baseY - stemH - 10 * scale)}" rx="${n(18 * scale)}" ry="${n(28 * scale)}" fill="${room.leaf}"/>`;
  }
  const pot = `<path d="M${n(x - potW / 2)} ${n(baseY)} H${n(x + potW / 2)} L${n(x + potW * 0.38)} ${n(floorY)} H${n(x - potW * 0.38)} Z" fill="${room.pot}"/><rect x="${n(x - potW / 2 - 4)}" y="${n(baseY - 6)}" width="${n(potW + 8)}" height="12" rx="5" fill="${shade(room.pot, 0.12)}"/>`;
  return `<ellipse cx="${n(x)}" cy="${n(floorY + 2)}" rx="${n(potW * 0.7)}" ry="9" fill="#000" opacity="0.22" filter="url(#soft)"/>${leaves}${pot}`;
}

function pendant(x: number, dropY: number, room: Room, kind: 'dome' | 'globe' | 'cone'): string {
  const cord = `<path d="M${n(x)} 0 V${n(dropY)}" stroke="${shade(room.lamp, 0.2)}" stroke-width="2.5"/>`;
  const glow = `<circle cx="${n(x)}" cy="${n(dropY + 40)}" r="120" fill="url(#glow)"/>`;
  let shade_: string;
  if (kind === 'dome')
    shade_ = `<path d="M${n(x - 46)} ${n(dropY + 40)} A46 40 0 0 1 ${n(x + 46)} ${n(dropY + 40)} Z" fill="${room.lamp}"/><ellipse cx="${n(x)}" cy="${n(dropY + 41)}" rx="20" ry="5" fill="#fff4d6"/>`;
  else if (kind === 'globe')
    shade_ = `<circle cx="${n(x)}" cy="${n(dropY + 26)}" r="26" fill="#fff2d2"/><circle cx="${n(x)}" cy="${n(dropY + 26)}" r="26" fill="none" stroke="${room.lamp}" stroke-width="2" opacity="0.5"/><rect x="${n(x - 7)}" y="${n(dropY - 4)}" width="14" height="8" rx="2" fill="${room.lamp}"/>`;
  else
    shade_ = `<path d="M${n(x - 8)} ${n(dropY)} H${n(x + 8)} L${n(x + 34)} ${n(dropY + 52)} H${n(x - 34)} Z" fill="${room.lamp}"/><ellipse cx="${n(x)}" cy="${n(dropY + 52)}" rx="22" ry="5" fill="#fff4d6"/>`;
  return `${glow}${cord}${shade_}`;
}

function shelf(x: number, y: number, w: number, room: Room, r: Rng): string {
  let items = '';
  let cx = x - w / 2 + 14;
  while (cx < x + w / 2 - 20) {
    const bw = r.range(12, 22),
      bh = r.range(26, 52);
    const col = r.pick([room.accent, room.chair, C.cream, room.frame, C.sand]);
    items += `<rect x="${n(cx)}" y="${n(y - bh)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw * 0.3)}" fill="${col}"/><rect x="${n(cx + bw * 0.25)}" y="${n(y - bh - 8)}" width="${n(bw * 0.5)}" height="9" rx="2" fill="${shade(col, 0.25)}"/>`;
    cx += bw + r.range(6, 14);
  }
  return `${items}<rect x="${n(x - w / 2)}" y="${n(y)}" width="${n(w)}" height="10" rx="3" fill="${room.counter}"/>`;
}

function branchSvg(i: number): string {
  const W = 1200,
    H = 800;
  const r = rng(`branch:${i}`);
  const base = ROOMS[(i * 5) % ROOMS.length];
  // The second dozen reuses each room with chair and accent colours swapped, so no two look alike.
  const room: Room = i > 12 ? { ...base, chair: base.accent, accent: base.chair, pot: base.counter } : base;
  const floorY = r.range(600, 640);
  const mirrorCount = r.pick([2, 3, 3, 4]);
  const shape = r.pick(['arch', 'arch', 'round', 'pill'] as const);
  const mirrorW = mirrorCount === 4 ? 170 : mirrorCount === 3 ? 200 : 230;
  const counterY = floorY - 165;
  const mirrorBottom = counterY - 10;
  const mirrorTop = shape === 'round' ? mirrorBottom - mirrorW : mirrorBottom - r.range(280, 330);
  const span = mirrorCount === 2 ? 540 : mirrorCount === 3 ? 720 : 840;
  const startX = 600 - span / 2 + r.range(-40, 40);
  const step = mirrorCount > 1 ? span / (mirrorCount - 1) : 0;
  const xs = Array.from({ length: mirrorCount }, (_, k) => startX + k * step);

  const wallDecor = r.pick(['panels', 'stripes', 'arches', 'plain'] as const);
  let decor = '';
  if (wallDecor === 'panels') {
    for (let k = 0; k < 8; k++)
      decor += `<rect x="${30 + k * 145}" y="${n(counterY - 30 > 0 ? 60 : 60)}" width="125" height="${n(counterY - 100)}" rx="8" fill="none" stroke="${shade(room.wallBottom, 0.08)}" stroke-width="3"/>`;
  } else if (wallDecor === 'stripes') {
    for (let k = 0; k < 30; k++)
      decor += `<rect x="${k * 40}" y="0" width="18" height="${n(floorY)}" fill="${shade(room.wallTop, 0.05)}"/>`;
  } else if (wallDecor === 'arches') {
    for (let k = 0; k < 4; k++) {
      const ax = 150 + k * 300;
      decor += `<path d="M${ax - 120} ${n(floorY)} V260 A120 120 0 0 1 ${ax + 120} 260 V${n(floorY)} Z" fill="${shade(room.wallBottom, 0.05)}"/>`;
    }
  }
  // wainscot band
  const wains =
    r.next() < 0.5
      ? `<rect x="0" y="${n(counterY + 40)}" width="${W}" height="${n(floorY - counterY - 40)}" fill="${shade(room.wallBottom, 0.07)}"/>`
      : '';

  const defs = [
    linear(
      'wall',
      [
        [room.wallTop, 0],
        [room.wallBottom, 1],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'floor',
      [
        [room.floor, 0],
        [shade(room.floor, 0.18), 1],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      'glass',
      [
        [tint(room.glass, 0.35), 0],
        [room.glass, 0.55],
        [shade(room.glass, 0.08), 1],
      ],
      0,
      0,
      1,
      1,
    ),
    radial('glow', [
      ['#ffe9b8', 0, 0.55],
      ['#ffe9b8', 0.4, 0.18],
      ['#ffe9b8', 1, 0],
    ]),
    `<radialGradient id="vignette" cx="0.5" cy="0.42" r="0.75"><stop offset="0.55" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0.22"/></radialGradient>`,
    blurDefs('soft', 8),
    grainDefs('grain', 1000 + i, 0.1),
  ].join('');

  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="url(#wall)"/>`, decor, wains);
  // floor + planks/tiles
  parts.push(`<rect x="0" y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="url(#floor)"/>`);
  const floorKind = r.pick(['planks', 'tiles', 'rug'] as const);
  if (floorKind === 'planks') {
    let d = '';
    for (let k = 1; k < 6; k++) d += `M0 ${n(floorY + k * ((H - floorY) / 6) * (0.6 + k * 0.12))} H${W} `;
    parts.push(`<path d="${d}" stroke="${room.floorLine}" stroke-width="2" opacity="0.5"/>`);
  } else if (floorKind === 'tiles') {
    let d = '';
    for (let k = -10; k <= 10; k++) d += `M${n(600 + k * 60)} ${n(floorY)} L${n(600 + k * 150)} ${H} `;
    d += `M0 ${n(floorY + 45)} H${W} M0 ${n(floorY + 110)} H${W}`;
    parts.push(`<path d="${d}" stroke="${room.floorLine}" stroke-width="2" opacity="0.45"/>`);
  } else {
    parts.push(
      `<ellipse cx="600" cy="${n(floorY + 110)}" rx="520" ry="70" fill="${room.accent}" opacity="0.55"/><ellipse cx="600" cy="${n(floorY + 110)}" rx="480" ry="56" fill="none" stroke="${C.cream}" stroke-width="3" opacity="0.4"/>`,
    );
  }
  parts.push(`<rect x="0" y="${n(floorY - 6)}" width="${W}" height="8" fill="${shade(room.wallBottom, 0.2)}"/>`);

  // mirrors on the wall + counter
  xs.forEach((x) => parts.push(mirror(x, mirrorTop, mirrorBottom, mirrorW, shape, room, 'glass')));
  parts.push(
    `<rect x="${n(xs[0] - mirrorW / 2 - 40)}" y="${n(counterY)}" width="${n(xs[xs.length - 1] - xs[0] + mirrorW + 80)}" height="22" rx="6" fill="${room.counter}"/>`,
  );
  parts.push(
    `<rect x="${n(xs[0] - mirrorW / 2 - 30)}" y="${n(counterY + 22)}" width="${n(xs[xs.length - 1] - xs[0] + mirrorW + 60)}" height="8" fill="${shade(room.counter, 0.3)}" opacity="0.5"/>`,
  );
  // small items on counter: bottles, vase
  xs.forEach((x, k) => {
    const bx = x + (k % 2 ? -1 : 1) * r.range(50, 80);
    parts.push(
      `<rect x="${n(bx)}" y="${n(counterY - 34)}" width="14" height="34" rx="4" fill="${room.accent}"/><rect x="${n(bx + 18)}" y="${n(counterY - 24)}" width="12" height="24" rx="4" fill="${C.cream}"/>`,
    );
  });
  // wall shelves at one side, only where they clear the mirrors
  const leftRoom = xs[0] - mirrorW / 2,
    rightRoom = W - (xs[xs.length - 1] + mirrorW / 2);
  const shelfSide = leftRoom > rightRoom ? 'left' : 'right';
  const shelfGap = Math.max(leftRoom, rightRoom);
  if (shelfGap > 170 && r.next() < 0.75) {
    const sw = Math.min(150, shelfGap - 50);
    const sx = shelfSide === 'left' ? leftRoom / 2 : W - rightRoom / 2;
    parts.push(shelf(sx, counterY - 150, sw, room, r), shelf(sx, counterY - 60, sw, room, r));
  }
  // pendant lights
  const lampKind = r.pick(['dome', 'globe', 'cone'] as const);
  const lampXs = mirrorCount === 2 ? [xs[0], (xs[0] + xs[1]) / 2, xs[1]] : xs;
  lampXs.forEach((x) => parts.push(pendant(x, Math.max(60, mirrorTop - r.range(120, 160)), room, lampKind)));
  // chairs in front of mirrors
  const chairCols = [room.chair, room.chair, r.next() < 0.3 ? room.accent : room.chair];
  xs.forEach((x, k) => parts.push(chair(x, floorY + 60, chairCols[k % chairCols.length], r, C.ink)));
  // plants at the sides, in the space beside the outer chairs (chairs reach about 75px from their centre)
  const plantSide = r.int(0, 2);
  const leftX = Math.min(r.range(70, 100), xs[0] - 150);
  const rightX = Math.max(r.range(1100, 1130), xs[xs.length - 1] + 150);
  if (plantSide !== 1 && leftX > 40) parts.push(plant(leftX, floorY + 90, r.range(0.85, 1.1), room, r, false));
  if (plantSide !== 0 && rightX < W - 40) parts.push(plant(rightX, floorY + 90, r.range(0.85, 1.1), room, r, true));
  parts.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);
  parts.push(grainRect('grain', W, H));
  return svgDoc(W, H, defs, parts.join(''));
}

// ---------------------------------------------------------------------------
// Blog images (1200x630)
// ---------------------------------------------------------------------------

type BlogScheme = {
  bg1: string;
  bg2: string;
  arch1: string;
  arch2: string;
  blobA: string;
  blobB: string;
  accent: string;
  line: string;
};

const BLOG_SCHEMES: BlogScheme[] = [
  {
    bg1: C.sand,
    bg2: '#efd9c4',
    arch1: C.plum,
    arch2: '#4e2a5c',
    blobA: C.terracottaSoft,
    blobB: C.gold,
    accent: C.goldSoft,
    line: C.plum,
  },
  {
    bg1: C.cream,
    bg2: C.blush,
    arch1: C.terracotta,
    arch2: '#b0543b',
    blobA: C.gold,
    blobB: C.sage,
    accent: C.sand,
    line: C.terracotta,
  },
  {
    bg1: '#eef2ee',
    bg2: C.sageLight,
    arch1: C.sageDeep,
    arch2: '#4b6259',
    blobA: C.goldSoft,
    blobB: C.terracottaSoft,
    accent: C.goldSoft,
    line: C.sageDeep,
  },
  {
    bg1: C.blush,
    bg2: '#e9c1ad',
    arch1: C.plum,
    arch2: '#2c1738',
    blobA: C.mauve,
    blobB: C.gold,
    accent: C.terracottaSoft,
    line: C.plum,
  },
  {
    bg1: '#f6ead2',
    bg2: '#efd6a8',
    arch1: C.terracotta,
    arch2: '#a9503a',
    blobA: C.sage,
    blobB: C.plumSoft,
    accent: C.goldSoft,
    line: C.woodDeep,
  },
  {
    bg1: C.sand,
    bg2: C.sageLight,
    arch1: C.ink,
    arch2: C.plum,
    blobA: C.terracottaSoft,
    blobB: C.sage,
    accent: C.gold,
    line: C.plum,
  },
];

function blogSvg(slug: string): string {
  const W = 1200,
    H = 630;
  const r = rng(`blog:${slug}`);
  const sc = BLOG_SCHEMES[hash(slug) % BLOG_SCHEMES.length];
  const motif = slug === 'default' ? 'sparkle' : motifFor(slug);
  const right = r.next() < 0.5;
  const archX = right ? r.range(760, 820) : r.range(380, 440);
  const archW = 330,
    archTop = 110,
    archBottom = H + 40;
  const blobX = right ? r.range(220, 360) : r.range(840, 980);
  const defs = [
    linear(
      'bg',
      [
        [sc.bg1, 0],
        [sc.bg2, 1],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      'arch',
      [
        [sc.arch1, 0],
        [sc.arch2, 1],
      ],
      0,
      0,
      0,
      1,
    ),
    blurDefs('blur', 50),
    grainDefs('grain', hash(slug), 0.09),
  ].join('');
  const rad = archW / 2;
  const arch = (ins: number) =>
    `M${n(archX - rad + ins)} ${archBottom} V${n(archTop + rad)} A${n(rad - ins)} ${n(rad - ins)} 0 0 1 ${n(archX + rad - ins)} ${n(archTop + rad)} V${archBottom} Z`;
  const side = right ? -1 : 1; // direction from the arch towards the open side of the picture
  const circleY = H * r.pick([0.3, 0.7, 0.72]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<g filter="url(#blur)"><circle cx="${n(blobX)}" cy="${n(r.range(200, 400))}" r="210" fill="${sc.blobA}" opacity="0.5"/><circle cx="${n(archX - side * 240)}" cy="${n(r.range(80, 200))}" r="160" fill="${sc.blobB}" opacity="0.35"/></g>`,
    `<circle cx="${n(archX + side * 190)}" cy="${n(circleY)}" r="150" fill="${sc.blobA}" opacity="0.45"/>`,
    `<circle cx="${n(archX + side * 190)}" cy="${n(circleY)}" r="172" fill="none" stroke="${sc.line}" stroke-width="1.5" opacity="0.25"/>`,
    `<path d="${arch(-18)}" fill="none" stroke="${sc.line}" stroke-width="2" opacity="0.3"/>`,
    `<path d="${arch(0)}" fill="url(#arch)"/>`,
    drawMotif(motif, archX, archTop + 200, 240, C.cream, sc.accent, sc.arch1, 4.2),
    dotGrid(right ? 90 : 930, r.range(60, 110), 8, 5, 24, 3, sc.line, 0.25),
    sprig(archX + side * (rad + 110), H + 10, 220, side * 14, sc.line, 3.2, 0.35),
    `<path d="M${right ? 70 : 790} ${H - 70} q60 -36 120 0 t120 0 t120 0" fill="none" stroke="${sc.line}" stroke-width="2.5" stroke-linecap="round" opacity="0.25"/>`,
    sparkle(archX + side * (rad + 60), archTop + 20, 20, C.gold, 0.95),
    sparkle(archX + side * (rad + 18), archTop + 76, 10, sc.line, 0.45),
    grainRect('grain', W, H),
  ].join('');
  return svgDoc(W, H, defs, body);
}

// ---------------------------------------------------------------------------
// Avatars (160x160)
// ---------------------------------------------------------------------------

type Hair = 'afro' | 'braids' | 'lowcut' | 'headwrap' | 'puff' | 'locs' | 'bald';
type Person = {
  skin: string;
  hair: Hair;
  hairCol: string;
  wrap: string;
  shirt: string;
  bg: string;
  beard: boolean;
  earrings: boolean;
};

const SKINS = ['#4a2c1d', '#5a3825', '#6b4226', '#7a4a2e', '#3d2418', '#8d5a3b', '#a0673f', '#5e3a24', '#c08a5c'];
const AVATAR_BGS = [C.blush, C.sageLight, '#f4dcae', '#e4d3e6', C.sand, '#f2c9b6', '#d8e4e0'];
const SHIRTS = [C.plum, C.terracotta, C.sageDeep, C.gold, C.mauve, C.ink, C.sage, '#a24f3a'];
const WRAPS = [C.terracotta, C.gold, C.plumSoft, C.sageDeep, '#b8452e', C.mauve];

function avatarSvg(p: Person): string {
  const S = 160;
  const skinDark = shade(p.skin, 0.2);
  const skinLight = tint(p.skin, 0.1);
  const hc = p.hairCol;
  const cx = 80,
    cy = 74;
  const back: string[] = [];
  const front: string[] = [];
  switch (p.hair) {
    case 'afro': {
      let puffs = '';
      const R = 44;
      for (let k = 0; k < 14; k++) {
        const a = (k / 14) * Math.PI * 2;
        puffs += `<circle cx="${n(cx + Math.cos(a) * R * 0.82)}" cy="${n(cy - 10 + Math.sin(a) * R * 0.78)}" r="${n(R * 0.32)}"/>`;
      }
      back.push(`<g fill="${hc}"><circle cx="${cx}" cy="${cy - 10}" r="${R}"/>${puffs}</g>`);
      front.push(
        `<path d="M54 68 C56 48 68 40 80 40 C92 40 104 48 106 68 C100 58 90 54 80 55 C70 54 60 58 54 68 Z" fill="${hc}"/>`,
      );
      break;
    }
    case 'puff': {
      back.push(
        `<g fill="${hc}"><circle cx="${cx}" cy="26" r="20"/><circle cx="${cx - 14}" cy="30" r="12"/><circle cx="${cx + 14}" cy="30" r="12"/></g>`,
      );
      front.push(
        `<path d="M53 72 C52 46 66 38 80 38 C94 38 108 46 107 72 C102 58 92 50 80 50 C68 50 58 58 53 72 Z" fill="${hc}"/>`,
      );
      front.push(`<rect x="70" y="40" width="20" height="6" rx="3" fill="${C.gold}"/>`);
      break;
    }
    case 'braids':
    case 'locs': {
      const w = p.hair === 'locs' ? 8 : 6;
      let strands = '';
      const xsL = p.hair === 'locs' ? [46, 54, 62] : [45, 51, 57, 63];
      const xsR = xsL.map((x) => 160 - x);
      for (const x of [...xsL, ...xsR]) {
        const dir = x < 80 ? -1 : 1;
        strands += `<path d="M${x} 60 C${x + dir * 4} 90 ${x + dir * 2} 118 ${x + dir * 5} ${136 - Math.abs(x - 80) * 0.3}" stroke="${hc}" stroke-width="${w}" stroke-linecap="round" fill="none"/>`;
        strands += `<path d="M${x} 60 C${x + dir * 4} 90 ${x + dir * 2} 118 ${x + dir * 5} ${136 - Math.abs(x - 80) * 0.3}" stroke="${tint(hc, 0.25)}" stroke-width="${p.hair === 'locs' ? 3 : 2}" stroke-dasharray="${p.hair === 'locs' ? '2 7' : '3 5'}" fill="none"/>`;
      }
      back.push(`<path d="M48 74 C44 40 64 32 80 32 C96 32 116 40 112 74 Z" fill="${hc}"/>`, strands);
      front.push(
        `<path d="M53 70 C53 46 66 38 80 38 C94 38 107 46 107 70 C100 56 90 52 80 53 C70 52 60 56 53 70 Z" fill="${hc}"/>`,
      );
      if (p.hair === 'braids')
        front.push(
          `<path d="M66 44 L64 60 M80 40 V54 M94 44 L96 60" stroke="${tint(hc, 0.2)}" stroke-width="1.5" fill="none"/>`,
        );
      break;
    }
    case 'lowcut':
      front.push(
        `<path d="M54 70 C52 46 66 40 80 40 C94 40 108 46 106 70 C104 60 100 54 94 52 C86 50 74 50 66 52 C60 54 56 60 54 70 Z" fill="${hc}" opacity="0.92"/>`,
      );
      break;
    case 'headwrap': {
      const w = p.wrap,
        wd = shade(p.wrap, 0.2);
      front.push(
        `<path d="M50 72 C42 40 62 22 82 22 C104 22 120 38 110 72 C104 60 94 56 80 56 C66 56 56 60 50 72 Z" fill="${w}"/>`,
      );
      front.push(`<path d="M62 30 C74 22 98 20 110 36 C116 22 106 10 88 12 C74 12 64 20 62 30 Z" fill="${wd}"/>`);
      front.push(
        `<path d="M56 52 C70 42 92 40 108 50 M60 40 C74 32 92 30 106 38" stroke="${wd}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
      );
      front.push(
        `<circle cx="68" cy="44" r="2" fill="${C.cream}" opacity="0.7"/><circle cx="90" cy="34" r="2" fill="${C.cream}" opacity="0.7"/><circle cx="100" cy="48" r="2" fill="${C.cream}" opacity="0.7"/>`,
      );
      break;
    }
    case 'bald':
      break;
  }
  const beard = p.beard
    ? `<path d="M56 78 C56 102 68 112 80 112 C92 112 104 102 104 78 C100 90 94 96 88 96 C84 92 76 92 72 96 C66 96 60 90 56 78 Z" fill="${p.hairCol}" opacity="0.95"/><path d="M72 92 Q80 88 88 92" stroke="${p.hairCol}" stroke-width="3" fill="none" stroke-linecap="round"/>`
    : '';
  const earrings = p.earrings
    ? `<circle cx="53" cy="86" r="3.2" fill="${C.gold}"/><circle cx="107" cy="86" r="3.2" fill="${C.gold}"/>`
    : '';
  const body = [
    `<rect width="${S}" height="${S}" fill="${p.bg}"/>`,
    `<circle cx="80" cy="78" r="62" fill="${tint(p.bg, 0.35)}"/>`,
    ...back,
    // shoulders + neck
    `<path d="M18 162 C20 128 46 114 80 114 C114 114 140 128 142 162 Z" fill="${p.shirt}"/>`,
    `<path d="M69 96 H91 V118 Q80 128 69 118 Z" fill="${skinDark}"/>`,
    `<path d="M66 116 Q80 134 94 116" stroke="${tint(p.shirt, 0.25)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    // ears + head
    `<ellipse cx="54" cy="76" rx="5" ry="8" fill="${skinDark}"/><ellipse cx="106" cy="76" rx="5" ry="8" fill="${skinDark}"/>`,
    `<ellipse cx="80" cy="${cy}" rx="26" ry="31" fill="${p.skin}"/>`,
    `<ellipse cx="72" cy="62" rx="9" ry="6" fill="${skinLight}" opacity="0.35"/>`,
    beard,
    // face
    `<path d="M66 66 Q71 63 76 66 M84 66 Q89 63 94 66" stroke="${shade(p.skin, 0.55)}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="71" cy="73" rx="2.6" ry="3" fill="${C.ink}"/><ellipse cx="89" cy="73" rx="2.6" ry="3" fill="${C.ink}"/><circle cx="71.9" cy="72" r="0.9" fill="#fff" opacity="0.9"/><circle cx="89.9" cy="72" r="0.9" fill="#fff" opacity="0.9"/>`,
    `<path d="M78 78 Q80 83 83 80" stroke="${skinDark}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
    p.beard
      ? ''
      : `<path d="M72 88 Q80 95 88 88" stroke="${shade(p.skin, 0.45)}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    `<circle cx="64" cy="84" r="4" fill="${C.terracotta}" opacity="0.18"/><circle cx="96" cy="84" r="4" fill="${C.terracotta}" opacity="0.18"/>`,
    ...front,
    earrings,
  ].join('');
  return svgDoc(S, S, '', body);
}

function defaultAvatarSvg(): string {
  const S = 160;
  return svgDoc(
    S,
    S,
    '',
    `<rect width="${S}" height="${S}" fill="#ebe3da"/><circle cx="80" cy="78" r="62" fill="#f3ede6"/>` +
      `<path d="M22 162 C24 128 50 114 80 114 C110 114 136 128 138 162 Z" fill="#c9bcb0"/>` +
      `<circle cx="80" cy="70" r="30" fill="#c9bcb0"/>`,
  );
}

const AUTHORS: Person[] = [
  {
    skin: '#5a3825',
    hair: 'headwrap',
    hairCol: C.ink,
    wrap: C.terracotta,
    shirt: C.plum,
    bg: C.blush,
    beard: false,
    earrings: true,
  },
  {
    skin: '#4a2c1d',
    hair: 'lowcut',
    hairCol: C.ink,
    wrap: '',
    shirt: C.sageDeep,
    bg: '#f4dcae',
    beard: true,
    earrings: false,
  },
  {
    skin: '#7a4a2e',
    hair: 'braids',
    hairCol: '#2a1d1a',
    wrap: '',
    shirt: C.terracotta,
    bg: C.sageLight,
    beard: false,
    earrings: true,
  },
  {
    skin: '#6b4226',
    hair: 'afro',
    hairCol: '#2b1e1a',
    wrap: '',
    shirt: C.gold,
    bg: '#e4d3e6',
    beard: false,
    earrings: false,
  },
];

function customer(k: number): Person {
  const r = rng(`customer:${k}`);
  const hairs: Hair[] = [
    'afro',
    'lowcut',
    'braids',
    'headwrap',
    'puff',
    'lowcut',
    'locs',
    'braids',
    'afro',
    'lowcut',
    'headwrap',
    'bald',
  ];
  const hair = hairs[(k - 1) % hairs.length];
  const masc = hair === 'lowcut' || hair === 'bald' || (hair === 'locs' && r.next() < 0.5);
  return {
    skin: SKINS[(k * 4) % SKINS.length],
    hair,
    hairCol: r.pick(['#1f1a24', '#2b1e1a', '#2a1d1a', '#3a2620', hair === 'braids' ? '#7a4a2e' : '#1f1a24']),
    wrap: WRAPS[k % WRAPS.length],
    shirt: SHIRTS[(k * 3) % SHIRTS.length],
    bg: AVATAR_BGS[k % AVATAR_BGS.length],
    beard: masc && r.next() < 0.6,
    earrings: !masc && r.next() < 0.6,
  };
}

// ---------------------------------------------------------------------------
// OG default (1200x630)
// ---------------------------------------------------------------------------

function ogSvg(): string {
  const W = 1200,
    H = 630;
  const defs = [
    linear(
      'bg',
      [
        ['#2c1738', 0],
        [C.plum, 0.55],
        ['#4d2a55', 1],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      'arch',
      [
        [C.terracotta, 0],
        ['#a9503a', 1],
      ],
      0,
      0,
      0,
      1,
    ),
    blurDefs('blur', 60),
    grainDefs('grain', 7, 0.1),
  ].join('');
  const ax = 975,
    rad = 140,
    top = 120,
    bottom = H + 40;
  const arch = (ins: number) =>
    `M${ax - rad + ins} ${bottom} V${top + rad} A${rad - ins} ${rad - ins} 0 0 1 ${ax + rad - ins} ${top + rad} V${bottom} Z`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<g filter="url(#blur)"><circle cx="980" cy="120" r="220" fill="${C.terracotta}" opacity="0.45"/><circle cx="160" cy="560" r="230" fill="${C.gold}" opacity="0.22"/></g>`,
    dotGrid(96, 86, 6, 3, 22, 2.6, C.goldSoft, 0.4),
    `<path d="${arch(-20)}" fill="none" stroke="${C.goldSoft}" stroke-width="2" opacity="0.45"/>`,
    `<path d="${arch(0)}" fill="url(#arch)"/>`,
    drawMotif('scissors', ax, top + 190, 210, C.cream, C.goldSoft, C.terracotta, 4.2),
    sparkle(ax + rad + 50, top + 10, 20, C.gold),
    sparkle(ax - rad - 30, top + 70, 10, C.goldSoft, 0.8),
    `<text x="96" y="330" font-family="sans-serif" font-weight="700" font-size="118" letter-spacing="-3" fill="${C.sand}">Salonbook</text>`,
    `<rect x="100" y="362" width="84" height="6" rx="3" fill="${C.gold}"/>`,
    `<text x="98" y="430" font-family="sans-serif" font-size="34" fill="${C.sand}" opacity="0.82">Book trusted salons across Nigeria</text>`,
    grainRect('grain', W, H),
  ].join('');
  return svgDoc(W, H, defs, body);
}

// ---------------------------------------------------------------------------
// Inputs: slugs from demo content, if present
// ---------------------------------------------------------------------------

const FALLBACK_CATEGORIES = [
  'hair-styling',
  'braids-and-weaves',
  'natural-hair-care',
  'barbering',
  'nails',
  'makeup',
  'skin-care-and-facials',
  'massage-and-spa',
  'lashes-and-brows',
  'waxing-and-threading',
  'bridal',
  'kids-hair',
  'mens-grooming',
];

type DemoLike = { categories?: { categoryUrl: string }[]; blogs?: { url: string }[] };

async function loadSlugs(): Promise<{ categories: string[]; blogs: string[]; source: string }> {
  if (!existsSync(DEMO_CONTENT))
    return {
      categories: FALLBACK_CATEGORIES,
      blogs: [],
      source: 'built-in list (server/seed/demo-content.ts not found)',
    };
  // If the file exists but fails to load, fail loudly rather than silently skipping its slugs.
  const mod = (await import(pathToFileURL(DEMO_CONTENT).href)) as { demoContent?: DemoLike };
  const dc = mod.demoContent;
  if (!dc) throw new Error('server/seed/demo-content.ts does not export demoContent');
  const fromFile = (dc.categories ?? []).map((c) => c.categoryUrl).filter(Boolean);
  const categories = fromFile.length ? [...new Set(fromFile)] : FALLBACK_CATEGORIES;
  const blogs = [...new Set((dc.blogs ?? []).map((b) => b.url).filter(Boolean))];
  return { categories, blogs, source: 'server/seed/demo-content.ts' };
}

// ---------------------------------------------------------------------------
// Render
// ---------------------------------------------------------------------------

const SAFE_SLUG = /^[a-z0-9][a-z0-9-]*$/;

type Job = { folder: string; file: string; svg: string; limitKb: number };

async function render(job: Job): Promise<number> {
  const dir = path.join(OUT, job.folder);
  await mkdir(dir, { recursive: true });
  const out = path.join(dir, job.file);
  const buf = await sharp(Buffer.from(job.svg), { density: 72 }).webp(WEBP).toBuffer();
  await writeFile(out, buf);
  return buf.length;
}

async function main(): Promise<void> {
  const { categories, blogs, source } = await loadSlugs();
  for (const s of [...categories, ...blogs])
    if (!SAFE_SLUG.test(s)) throw new Error(`unsafe slug for a file name: ${JSON.stringify(s)}`);

  const jobs: Job[] = [];
  categories.forEach((slug, i) =>
    jobs.push({ folder: 'categories', file: `${slug}.webp`, svg: categorySvg(slug, i), limitKb: 35 }),
  );
  for (let i = 1; i <= 24; i++)
    jobs.push({
      folder: 'branches',
      file: `branch-${String(i).padStart(2, '0')}.webp`,
      svg: branchSvg(i),
      limitKb: 60,
    });
  for (const slug of [...blogs, 'default'])
    jobs.push({ folder: 'blog', file: `${slug}.webp`, svg: blogSvg(slug), limitKb: 50 });
  AUTHORS.forEach((p, k) =>
    jobs.push({ folder: 'avatars', file: `author-${k + 1}.webp`, svg: avatarSvg(p), limitKb: 8 }),
  );
  for (let k = 1; k <= 12; k++)
    jobs.push({ folder: 'avatars', file: `customer-${k}.webp`, svg: avatarSvg(customer(k)), limitKb: 8 });
  jobs.push({ folder: 'avatars', file: 'default.webp', svg: defaultAvatarSvg(), limitKb: 8 });
  jobs.push({ folder: '.', file: 'og-default.webp', svg: ogSvg(), limitKb: 60 });

  const stats = new Map<string, { count: number; max: number; maxFile: string; limitKb: number; over: string[] }>();
  // Small worker pool: sharp is multi-threaded itself, so keep concurrency modest.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const size = await render(job);
      const st = stats.get(job.folder) ?? { count: 0, max: 0, maxFile: '', limitKb: job.limitKb, over: [] };
      st.count++;
      if (size > st.max) {
        st.max = size;
        st.maxFile = job.file;
      }
      if (size > job.limitKb * 1024) st.over.push(`${job.file} (${(size / 1024).toFixed(1)} KB)`);
      stats.set(job.folder, st);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));

  console.log(`slugs from: ${source}`);
  console.log(
    `${'folder'.padEnd(22)}${'files'.padStart(6)}${'largest KB'.padStart(12)}${'limit KB'.padStart(10)}  largest file`,
  );
  let problems = 0;
  for (const folder of ['categories', 'branches', 'blog', 'avatars', '.']) {
    const st = stats.get(folder);
    if (!st) continue;
    const name = folder === '.' ? 'images (og-default)' : folder;
    console.log(
      `${name.padEnd(22)}${String(st.count).padStart(6)}${(st.max / 1024).toFixed(1).padStart(12)}${String(st.limitKb).padStart(10)}  ${st.maxFile}`,
    );
    for (const o of st.over) {
      console.log(`  over limit: ${o}`);
      problems++;
    }
  }
  const total = [...stats.values()].reduce((a, s) => a + s.count, 0);
  console.log(`total ${total} files in ${path.relative(ROOT, OUT)}/`);
  if (problems) process.exitCode = 1;
}

await main();
