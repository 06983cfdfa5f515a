import { describe, expect, it } from '@jest/globals';
import {
  CONCERNS,
  EXPERIENCES,
  PRIMARY_CONCERNS,
  PROTECTING,
  SOLUTIONS,
  type Solution,
} from '@lifeguard/contracts/onboarding';
import { EMPTY_DRAFT } from '../../../../stores/registration-draft';
import { answerSchema, savedAnswer, trimSelection } from '../answer-rules';
import {
  safetyConcernsStep,
  scenarioConcernsStep,
  securitySolutionsStep,
  techComfortStep,
  whoProtectingStep,
  type QuestionnaireStep,
} from '../questionnaire-steps';

const errorOf = (step: QuestionnaireStep, value: unknown) =>
  answerSchema(step)
    .validate({ [step.field]: value })
    .then(
      () => null,
      (error: { message: string }) => error.message,
    );

describe('questionnaire rules (spec 000 §5)', () => {
  it('who-protecting needs nothing', async () => {
    expect(await errorOf(whoProtectingStep, [])).toBeNull();
    expect(await errorOf(whoProtectingStep, ['self', 'parent', 'spouse', 'child'])).toBeNull();
  });

  it.each([techComfortStep, scenarioConcernsStep])('$field needs exactly one', async (step) => {
    expect(await errorOf(step, undefined)).toBe('This field is required');
    expect(await errorOf(step, step.options[0]?.value)).toBeNull();
  });

  it.each<[QuestionnaireStep, number]>([
    [safetyConcernsStep, 2],
    [securitySolutionsStep, 3],
  ])('$field takes 1 to %i', async (step, max) => {
    const codes = step.options.map((option) => option.value);
    expect(await errorOf(step, undefined)).toBe('Please select at least 1 option');
    expect(await errorOf(step, [])).toBe('Please select at least 1 option');
    expect(await errorOf(step, codes.slice(0, max))).toBeNull();
    expect(await errorOf(step, codes.slice(0, max + 1))).toBe(`Please select no more than ${max} options`);
  });
});

describe('codes (spec 000 §3, the contracts the server checks)', () => {
  it.each<[QuestionnaireStep, readonly string[]]>([
    [whoProtectingStep, PROTECTING],
    [techComfortStep, EXPERIENCES],
    [safetyConcernsStep, CONCERNS],
    [scenarioConcernsStep, PRIMARY_CONCERNS],
    [securitySolutionsStep, SOLUTIONS],
  ])('$field offers exactly the codes of the contracts', (step, codes) => {
    expect(step.options.map((option) => option.value)).toEqual([...codes]);
  });
});

describe('trimming (spec 000 §4 "Safety concerns selection")', () => {
  it('cuts the overflow off and keeps the order', () => {
    expect(trimSelection(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(trimSelection(['a', 'b', 'c'], null)).toEqual(['a', 'b', 'c']);
  });

  it('restores a saved answer within its limit', () => {
    const solutions: Solution[] = [
      'web_protection',
      'scam_detection',
      'password_manager',
      'security_training',
    ];
    expect(savedAnswer(securitySolutionsStep, { ...EMPTY_DRAFT.onboardingResponses, solutions })).toEqual({
      solutions: ['web_protection', 'scam_detection', 'password_manager'],
    });
    expect(savedAnswer(techComfortStep, EMPTY_DRAFT.onboardingResponses)).toEqual({ experience: '' });
  });
});
