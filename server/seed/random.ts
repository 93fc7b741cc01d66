/** A seeded PRNG, so the demo catalog is the same on every machine. */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(p: number): boolean;
  /** A deterministic version-4-shaped UUID. */
  uuid(): string;
}

const HEX = '0123456789abcdef';

export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  // mulberry32: tiny, fast, good enough for demo data.
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  // The digits of int(0, 15), one draw each, joined without an array: the seed makes millions of ids.
  const hex = (n: number) => {
    let digits = '';
    for (let i = 0; i < n; i++) digits += HEX[Math.floor(next() * 16)];
    return digits;
  };
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
    chance: (p) => next() < p,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
