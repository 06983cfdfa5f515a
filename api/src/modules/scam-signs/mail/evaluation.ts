import type { AnalysedMail } from './analyse.js';

/** A message the analyser got wrong: its file, its label and what the analyser said. */
export type Misclassified = { file: string; expected: boolean; analysis: AnalysedMail['analysis'] };

/**
 * Precision and recall of the analyser over a labelled set (issue 14 "an evaluation script"):
 * `labels` maps each file to true for a scam; `analyse` analyses one file. Precision is 1 and
 * recall 1 when there is nothing to divide by.
 */
export async function evaluate(
  labels: Record<string, boolean>,
  analyse: (file: string) => Promise<AnalysedMail>,
) {
  const counts = { tp: 0, fp: 0, tn: 0, fn: 0 };
  const misclassified: Misclassified[] = [];
  for (const [file, expected] of Object.entries(labels)) {
    const { analysis } = await analyse(file);
    const flagged = analysis.is_threat;
    counts[flagged ? (expected ? 'tp' : 'fp') : expected ? 'fn' : 'tn']++;
    if (flagged !== expected) misclassified.push({ file, expected, analysis });
  }
  const ratio = (hit: number, miss: number) => (hit + miss === 0 ? 1 : hit / (hit + miss));
  return {
    counts,
    precision: ratio(counts.tp, counts.fp),
    recall: ratio(counts.tp, counts.fn),
    misclassified,
  };
}
