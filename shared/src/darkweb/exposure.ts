/**
 * How widely the user's data is exposed, by the number of breach sources a scan found it in
 * (spec 001 §9 "Exposure headline tiers"): 0 secure, 1–2 medium, 3–9 high, 10 or more critical.
 * The spec gives the tiers and the key phrases of the headlines; the rest of the wording is ours.
 */
export type ExposureTier = 'secure' | 'medium' | 'high' | 'critical';

/** The tier of `sourceCount` breach sources. */
export function exposureTier(sourceCount: number): ExposureTier {
  if (sourceCount <= 0) return 'secure';
  if (sourceCount <= 2) return 'medium';
  if (sourceCount <= 9) return 'high';
  return 'critical';
}

/**
 * The headline: 'in N place(s) so far' (medium), 'N+ sources' (high), 'at least N places'
 * (critical), e.g. 'Your information was found in 2 places so far'.
 */
export function exposureHeadline(sourceCount: number): string {
  const tier = exposureTier(sourceCount);
  if (tier === 'secure') return 'Good news: your information was not found in any known breach';
  if (tier === 'medium') {
    return `Your information was found in ${sourceCount} ${sourceCount === 1 ? 'place' : 'places'} so far`;
  }
  if (tier === 'high') return `Your information was found in ${sourceCount}+ sources`;
  return `Your information was found in at least ${sourceCount} places`;
}

/** The text under the headline, by the body tiers of spec 001 §9: 0, under 3, under 10, 10 or more. */
export function exposureBody(sourceCount: number): string {
  if (sourceCount <= 0) {
    return 'Keep monitoring on and we will alert you if your details turn up in a new breach.';
  }
  if (sourceCount < 3) {
    return 'Even one exposure is worth acting on: change the passwords that leaked and turn on protection.';
  }
  if (sourceCount < 10) {
    return 'Your details are circulating in several breaches. Change exposed passwords now and turn on protection against scams that use them.';
  }
  return 'Your details are widely exposed, which makes you a likely target for scammers. Secure your accounts now and turn on every protection.';
}
