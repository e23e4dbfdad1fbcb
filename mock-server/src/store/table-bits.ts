// Bit sets over row positions: the indexed table's filters, searches and pages are and-ed and
// walked as words of 32 rows.

export const wordsFor = (bits: number) => (bits + 31) >>> 5;

const popcount32 = (v: number): number => {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
};

export const popcount = (words: Uint32Array): number => {
  let n = 0;
  for (let i = 0; i < words.length; i += 1) if (words[i] !== 0) n += popcount32(words[i]!);
  return n;
};

export const hasBit = (words: Uint32Array, i: number): boolean =>
  (words[i >>> 5]! & (1 << (i & 31))) !== 0;

export const setBit = (words: Uint32Array, i: number): void => {
  words[i >>> 5]! |= 1 << (i & 31);
};

export const clearBit = (words: Uint32Array, i: number): void => {
  words[i >>> 5]! &= ~(1 << (i & 31));
};

/** A growable bit set: `words` is replaced (zero-extended) when rows outgrow it. */
export class Bits {
  words: Uint32Array;
  constructor(bits: number) {
    this.words = new Uint32Array(Math.max(1, wordsFor(bits)));
  }
  ensure(bits: number): void {
    const need = wordsFor(bits);
    if (need <= this.words.length) return;
    const grown = new Uint32Array(Math.max(need, this.words.length * 2));
    grown.set(this.words);
    this.words = grown;
  }
  set(i: number): void {
    this.ensure(i + 1);
    setBit(this.words, i);
  }
  clear(i: number): void {
    if (i >>> 5 < this.words.length) clearBit(this.words, i);
  }
}
