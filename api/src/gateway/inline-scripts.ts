import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** An inline `<script>` (one without `src`) and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** SHA-256 digests (base64) of the inline scripts of `html`, in order, as CSP hashes them. */
export function inlineScriptDigests(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.length > 0)
    .map((text) => createHash('sha256').update(text, 'utf8').digest('base64'));
}

/** How long a read of the page's digests is trusted before the file is looked at again, ms. */
const RECHECK_MS = 5_000;

/**
 * A reader of the digests of the inline scripts of the built page `file` (the shell's
 * index.html, whose theme script runs before the first paint), for the CSP's `script-src`.
 * The CSP is built on every answer, so the file is looked at again at most every
 * {@link RECHECK_MS} (no file-system call on the hot path) and read again when it changed (a
 * rebuild while the server runs); [] while the file is missing (the page answers 503 then).
 */
export function inlineScriptDigestsOf(file: string): () => readonly string[] {
  let cached: { mtimeMs: number; size: number; digests: string[] } | undefined;
  let checkedAt = -Infinity;
  return () => {
    if (Date.now() - checkedAt < RECHECK_MS) return cached?.digests ?? [];
    checkedAt = Date.now();
    try {
      const { mtimeMs, size } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
        cached = { mtimeMs, size, digests: inlineScriptDigests(readFileSync(file, 'utf8')) };
      }
      return cached.digests;
    } catch {
      cached = undefined;
      return [];
    }
  };
}
