/**
 * The mail analyser's evaluation (issue 14 "Done when"): runs analyseMail over the labelled set
 * in src/modules/scam-signs/mail/eval/ (labels.json: file -> scam or not) and prints precision,
 * recall, the confusion counts and every misclassified message with its risk and findings.
 * Run: `npm run eval:mail -w api`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { analyseMail } from '../src/modules/scam-signs/mail/analyse.js';
import { evaluate } from '../src/modules/scam-signs/mail/evaluation.js';

const dir = fileURLToPath(new URL('../src/modules/scam-signs/mail/eval/', import.meta.url));
const labels = JSON.parse(await readFile(`${dir}labels.json`, 'utf8')) as Record<string, boolean>;
const result = await evaluate(labels, async (file) =>
  analyseMail(await readFile(`${dir}${file}`), { userEmail: 'demo@lifeguard.local', contacts: [] }),
);

const { tp, fp, tn, fn } = result.counts;
console.log(`messages: ${tp + fp + tn + fn} (${tp + fn} scams, ${tn + fp} ordinary)`);
console.log(`TP ${tp}  FP ${fp}  TN ${tn}  FN ${fn}`);
console.log(`precision ${result.precision.toFixed(3)}  recall ${result.recall.toFixed(3)}`);
for (const miss of result.misclassified) {
  console.log(
    `\n${miss.expected ? 'missed scam' : 'false alarm'}: ${miss.file} (${miss.analysis.risk_level})`,
  );
  for (const finding of miss.analysis.findings)
    console.log(`  - ${finding.scam_type}: ${finding.description}`);
}
