import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import type { AppDispatch } from '@lifeguard/shared/store/make-store';
import type { RootState } from '@lifeguard/shared/store/root-reducer';
import { DEFAULT_INTEGRATIONS } from '../utils/integration-catalog';
import { createIntegrationApi } from './create-integration';
import { getIntegrationsApi } from './get-integrations';
import type { Integration } from './integration';

const { getIntegrations } = getIntegrationsApi.endpoints;
const { createIntegration } = createIntegrationApi.endpoints;

/** The creation under way, shared by every caller so the defaults are created once. */
let creating: Promise<void> | null = null;

/** Whether `list` holds an integration of every default type (spec 001 §3). */
const hasEveryDefault = (list: readonly Integration[]) =>
  DEFAULT_INTEGRATIONS.every(({ type }) => list.some((integration) => integration.type === type));

/**
 * Whether the store already holds what {@link loadIntegrations} would load: the list, with every
 * default integration (issue 31: a page the server rendered with it needs no load).
 */
export function integrationsLoaded(state: RootState): boolean {
  const list = getIntegrations.select()(state).data;
  return !!list && hasEveryDefault(list);
}

function fetchList(dispatch: AppDispatch): Promise<Integration[]> {
  return dispatch(getIntegrations.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
}

async function createMissing(dispatch: AppDispatch, existing: Integration[]): Promise<void> {
  const missing = DEFAULT_INTEGRATIONS.filter(({ type }) => !existing.some((i) => i.type === type));
  await Promise.all(
    missing.map(async (defaults) => {
      try {
        await dispatch(
          createIntegration.initiate({ ...defaults, is_active: false, is_configured: false }),
        ).unwrap();
      } catch (error) {
        // Another tab created it first: the server keeps one per type, which is all we want.
        if (normalizeError(error).code !== 'already_exists') throw error;
      }
    }),
  );
}

/**
 * Loads the user's integrations, creating the default ones first when the user has none (spec
 * 001 §3 "Default providers created when none exist"). A required default that is missing is
 * created too: the server itself may have made one already (a dark web scan turns on darkweb,
 * the extension creates chrome), and a user with only that one must still see the other three.
 * Concurrent calls (StrictMode's second effect, a retry) share one creation, so each default is
 * posted once. Resolves to the list; rejects with the RTK Query error of a failed call.
 */
export async function loadIntegrations(dispatch: AppDispatch): Promise<Integration[]> {
  const list = await fetchList(dispatch);
  if (hasEveryDefault(list)) return list;
  creating ??= createMissing(dispatch, list).finally(() => {
    creating = null;
  });
  await creating;
  return fetchList(dispatch);
}
