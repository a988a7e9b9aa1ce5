/**
 * The segments a QR code of a text is encoded in: the fewest bits over numeric, alphanumeric and
 * byte modes, found as Nayuki's "QR Code generator" finds them (the least cost ending in each mode
 * after each character). qrcode's own optimiser finds as few bits (now and then one more), but
 * with the Dijkstra package, kanji tables and regular expressions it needs, the payment file was
 * 1.5 KB gzip heavier (scripts/qrcode-substitutes.js leaves them out). Kanji mode is left out too:
 * payment links are ASCII, and any other text goes in byte mode as UTF-8, as qrcode encodes it
 * without a Shift JIS converter.
 */
// The build reads it as an ES module, its regular expressions replaced by ./qrcode/regex.js (qrcodeSubstitutes, scripts/qrcode-substitutes.js).
import * as Mode from 'qrcode/lib/core/mode.js';

export interface Segment {
  data: string;
  mode: 'numeric' | 'alphanumeric' | 'byte';
}

const NAMES = ['numeric', 'alphanumeric', 'byte'] as const;
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const utf8 = new TextEncoder();

/**
 * The segments of `text` with the fewest bits for a code of `version`: the widths of the
 * character counts in the segments' headers change at versions 10 and 27, and so may the plan.
 */
export function planSegments(text: string, version: number): Segment[] {
  // Costs in sixths of a bit keep 10 bits per 3 digits and 11 per 2 characters whole; a segment
  // ends on a whole bit, which its costs rounded up give exactly.
  const heads = [Mode.NUMERIC, Mode.ALPHANUMERIC, Mode.BYTE].map((mode) => (4 + Mode.getCharCountIndicator(mode, version)) * 6);
  const chars = [...text];
  // modeOf[i][m]: the mode of character i on the cheapest way to end in mode m after it.
  const modeOf: number[][] = [];
  let costs = heads;
  for (const char of chars) {
    const index = ALPHANUMERIC.indexOf(char);
    const grown = [index >= 0 && index < 10 ? 20 : Infinity, index >= 0 ? 33 : Infinity, 48 * utf8.encode(char).length].map((step, m) => costs[m]! + step);
    const modes = [0, 1, 2];
    costs = grown.map((cost, to) =>
      grown.reduce((best, from, m) => {
        const switched = Math.ceil(from / 6) * 6 + heads[to]!;
        if (switched >= best) return best;
        modes[to] = m;
        return switched;
      }, cost),
    );
    modeOf.push(modes);
  }
  let mode = costs.indexOf(Math.min(...costs));
  const segments: Segment[] = [];
  for (let i = chars.length; i--; ) {
    mode = modeOf[i]![mode]!;
    if (segments[0]?.mode === NAMES[mode]) segments[0].data = chars[i] + segments[0].data;
    else segments.unshift({ data: chars[i]!, mode: NAMES[mode]! });
  }
  return segments;
}
