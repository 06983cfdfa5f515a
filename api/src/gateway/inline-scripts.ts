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

/**
 * A reader of the digests of the inline scripts of the built page `file` (the shell's
 * index.html, whose theme script runs before the first paint), for the CSP's `script-src`.
 * Read again whenever the file changes (a rebuild while the server runs), so the hashes never
 * go stale; [] while the file is missing (the page answers 503 then).
 */
export function inlineScriptDigestsOf(file: string): () => readonly string[] {
  let cached: { mtimeMs: number; size: number; digests: string[] } | undefined;
  return () => {
    try {
      const { mtimeMs, size } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
        cached = { mtimeMs, size, digests: inlineScriptDigests(readFileSync(file, 'utf8')) };
      }
      return cached.digests;
    } catch {
      return [];
    }
  };
}
