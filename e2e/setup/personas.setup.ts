/**
 * The `personas` setup project (issue 29): makes the superuser persona and signs the demo family
 * and the superuser in once through the API, saving each one's storage state for the tests.
 */
import { expect, signInThroughApi, test } from '../support/fixtures';
import { personaAccount, personaState, savePersonaAccount, type Persona } from '../support/personas';

test('the demo family and a superuser sign in once', async ({ playwright, baseURL, makeUser }) => {
  savePersonaAccount('superuser', await makeUser('superuser persona', { superuser: true }));
  for (const persona of ['demo', 'superuser'] as Persona[]) {
    const request = await playwright.request.newContext({ baseURL });
    try {
      await signInThroughApi(request, personaAccount(persona));
      const state = await request.storageState({ path: personaState(persona) });
      expect(state.cookies.map(({ name }) => name)).toEqual(
        expect.arrayContaining(['sessionid', 'csrftoken']),
      );
    } finally {
      await request.dispose();
    }
  }
});
