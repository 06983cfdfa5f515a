import { allauthContractViolations } from '../../helpers/allauth-openapi.js';

/** The contract harness itself fails on answers that break the OpenAPI file (issue 16). */
describe('allauth OpenAPI contract harness', () => {
  const answer = (statusCode: number, body: unknown) => ({ statusCode, json: () => body });

  it('accepts a documented answer and refuses a wrong shape, an undocumented status and path', () => {
    const signedOut = { status: 401, data: { flows: [{ id: 'login' }] }, meta: { is_authenticated: false } };
    expect(
      allauthContractViolations('GET', '/_allauth/browser/v1/auth/session', answer(401, signedOut)),
    ).toEqual([]);
    const badFlow = { ...signedOut, data: { flows: [{ id: 'bogus' }] } };
    expect(
      allauthContractViolations('GET', '/_allauth/browser/v1/auth/session', answer(401, badFlow)),
    ).not.toEqual([]);
    expect(allauthContractViolations('GET', '/_allauth/browser/v1/auth/session', answer(418, {}))).toEqual([
      'GET /_allauth/{client}/v1/auth/session documents no 418 answer',
    ]);
    expect(allauthContractViolations('GET', '/_allauth/browser/v1/nope', answer(200, {}))).toEqual([
      'GET /_allauth/{client}/v1/nope is not in the allauth OpenAPI file',
    ]);
  });

  it('reads OptionalTimestamp as a nullable number', () => {
    const url = '/_allauth/browser/v1/account/authenticators';
    const totp = (last_used_at: unknown) =>
      answer(200, { status: 200, data: [{ type: 'totp', created_at: 1, last_used_at }] });
    expect(allauthContractViolations('GET', url, totp(null))).toEqual([]);
    expect(allauthContractViolations('GET', url, totp(2.5))).toEqual([]);
    expect(allauthContractViolations('GET', url, totp('yesterday'))).not.toEqual([]);
  });
});
