import { ARTICLES } from '../../../src/modules/safety-resources/articles.js';
import { answerWeights, byRelevance } from '../../../src/modules/safety-resources/relevance.js';
import { readingMinutes } from '../../../src/modules/safety-resources/service.js';

const article = (slug: string, tags: string[], position: number) => ({ slug, tags, position });
const articles = [
  article('passwords', ['account_security'], 0),
  article('grandparents', ['elderly_scam_protection', 'scams_phishing', 'parent'], 1),
  article('kids', ['child'], 2),
  article('breach', ['identity_theft_prevention', 'privacy_identity'], 3),
];
const order = (responses: Record<string, unknown>) => byRelevance(articles, responses).map((a) => a.slug);

describe('educational content relevance (spec 000 §3 onboarding answers)', () => {
  it('keeps the default order without answers, and ignores malformed ones', () => {
    expect(order({})).toEqual(['passwords', 'grandparents', 'kids', 'breach']);
    expect(order({ concerns: 'nonsense', protecting: [3, null], primary_concern: {} })).toEqual([
      'passwords',
      'grandparents',
      'kids',
      'breach',
    ]);
  });

  it('weighs the primary concern above a safety concern above a person protected', () => {
    expect(
      answerWeights({ primary_concern: 'identity_theft_prevention', concerns: ['privacy_identity'] }),
    ).toEqual(
      new Map([
        ['identity_theft_prevention', 3],
        ['privacy_identity', 2],
      ]),
    );
    expect(order({ protecting: ['child'], concerns: ['account_security'] })).toEqual([
      'passwords',
      'kids',
      'grandparents',
      'breach',
    ]);
    expect(
      order({
        protecting: ['self', 'parent'],
        concerns: ['account_security', 'privacy_identity'],
        primary_concern: 'elderly_scam_protection',
      }),
    ).toEqual(['grandparents', 'passwords', 'breach', 'kids']);
  });

  it('adds up every answer an article speaks to, ties in the default order', () => {
    expect(order({ concerns: ['scams_phishing', 'privacy_identity'], protecting: ['child'] })).toEqual([
      'grandparents',
      'breach',
      'kids',
      'passwords',
    ]);
  });
});

describe('the articles (issue 4: real, useful, our own words)', () => {
  it('are at least 12, with unique slugs, a summary and several paragraphs', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(ARTICLES.length);
    for (const a of ARTICLES) {
      expect(a.slug).toMatch(/^[a-z0-9-]+$/);
      expect(a.summary.length).toBeGreaterThan(20);
      expect(a.body.split('\n\n').length).toBeGreaterThanOrEqual(4);
      expect(a.body).not.toMatch(/[*#_`]|(?<!\n)\n(?!\n)|\n{3}/);
      expect(a.tags.length).toBeGreaterThan(0);
    }
  });

  it('speak to every onboarding answer a family can give', () => {
    const tags = new Set(ARTICLES.flatMap((a) => a.tags));
    const answers = [
      ...['scams_phishing', 'privacy_identity', 'account_security', 'malware_threats'],
      ...['elderly_scam_protection', 'identity_theft_prevention', 'comprehensive_digital_literacy'],
      ...['parent', 'spouse', 'child'],
    ];
    expect(answers.filter((code) => !tags.has(code))).toEqual([]);
  });

  it('take 1 minute per 200 words to read, at least 1', () => {
    expect(readingMinutes({ title: 'T', summary: 'S', body: 'word' })).toBe(1);
    expect(readingMinutes({ title: 'T', summary: 'S', body: Array(399).fill('w').join(' ') })).toBe(3);
  });
});
