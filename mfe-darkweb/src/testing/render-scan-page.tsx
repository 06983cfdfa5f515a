import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { toClientUser } from '@lifeguard/shared/session/user';
import { DarkWebScanPage } from '../pages/dark-web-scan-page';

export type RenderScanPageOptions = { superuser?: boolean };

/**
 * The dark web scan screen at /dark-web-scan for a signed-in user, its calls answered by
 * `handlers` (mockApi). Returns the render result plus the recorded requests.
 */
export function renderScanPage(
  handlers: Record<string, MockHandler | [number, unknown]>,
  { superuser = false }: RenderScanPageOptions = {},
) {
  const requests = mockApi(handlers);
  const user = toClientUser({
    id: 4,
    email: 'ann@example.com',
    first_name: 'Ann',
    last_name: 'Lee',
    is_superuser: superuser,
  });
  const view = renderWithProviders(<DarkWebScanPage />, {
    route: '/dark-web-scan',
    preloadedState: { session: { user } },
  });
  return { ...view, requests };
}
