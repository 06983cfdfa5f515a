/** What the welcome banner needs of the latest dark web scan. */
export type WelcomeScan = { totalResults: number };

/** The banner's closing sentence and its button's label. */
export type WelcomeNextStep = { text: string; action: string };

/**
 * The next step the welcome banner offers (issue 15: the text must fit the user's state): run a
 * first dark web scan when there is none, else look at the latest one, worded by whether it
 * found anything. `undefined` (scans still loading) offers nothing yet, so the banner does not
 * change its mind when they arrive.
 */
export function welcomeNextStep(latestScan: WelcomeScan | null | undefined): WelcomeNextStep | null {
  if (latestScan === undefined) return null;
  if (latestScan === null) {
    return {
      text: 'Start by checking whether your details have turned up in a data breach.',
      action: 'Run a dark web scan',
    };
  }
  const found = latestScan.totalResults;
  if (found === 0) {
    return {
      text: 'Your dark web scan found none of your details in known data breaches; scan again any time.',
      action: 'View your dark web scan',
    };
  }
  return {
    text: `Your dark web scan found your details in ${found} breach ${found === 1 ? 'record' : 'records'}: see what leaked and what to do next.`,
    action: 'Review your scan results',
  };
}
