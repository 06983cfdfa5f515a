/**
 * Punycode decoding of one host label (RFC 3492), so that the lookalike check reads 'xn--pple-43d'
 * as the 'аpple' (Cyrillic а) a browser may show. `URL` and `chrome.webNavigation` hand hosts over
 * in their ASCII form, and a service worker has no `node:url` `domainToUnicode`.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

/** RFC 3492 §6.1: the bias after a code point is inserted. */
function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** The value of a base-36 digit (a–z 0–25, 0–9 26–35), BASE when it is none. */
function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  return BASE;
}

/**
 * The Unicode form of a host label: an `xn--` label decoded, any other label as it is. A label
 * that is not valid Punycode is answered unchanged (it then imitates nothing).
 */
export function labelToUnicode(label: string): string {
  if (!label.startsWith('xn--')) return label;
  const input = label.slice(4);
  const basicEnd = Math.max(input.lastIndexOf('-'), 0);
  const output = [...input.slice(0, basicEnd)].map((ch) => ch.codePointAt(0) ?? 0);
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let pos = basicEnd > 0 ? basicEnd + 1 : 0;
  while (pos < input.length) {
    const before = i;
    for (let weight = 1, k = BASE; ; k += BASE) {
      if (pos >= input.length) return label;
      const digit = digitValue(input.charCodeAt(pos++));
      if (digit >= BASE) return label;
      i += digit * weight;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      weight *= BASE - threshold;
      if (i > MAX_CODE_POINT * (output.length + 1)) return label;
    }
    const length = output.length + 1;
    bias = adapt(i - before, length, before === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > MAX_CODE_POINT) return label;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}
