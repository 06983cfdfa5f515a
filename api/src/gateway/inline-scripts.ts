import { createHash } from 'node:crypto';

/** An inline `<script>` (one without `src`) and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** SHA-256 digests (base64) of the inline scripts of `html`, in order, as CSP hashes them. */
export function inlineScriptDigests(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.length > 0)
    .map((text) => createHash('sha256').update(text, 'utf8').digest('base64'));
}
