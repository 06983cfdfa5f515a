import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { ProfilePage } from '../../../pages/profile-page';
import { deferred, json, mockFetch, renderAccountPage } from '../../../testing/account-fixtures';
import { profileSecurityResponses, withoutSecurityFetches } from '../../../testing/security-fixtures';
import { DOWNLOAD_FAILED } from '../hooks/use-download-data';

const EXPORT = 'GET /users/api/user/export/';
const FILE_NAME = 'lifeguard-data-2025-06-01.json';
const exported = { exported_at: '2025-06-01T10:00:00Z', account: { email: 'ada@example.com' } };

type Saved = { href: string; download: string };

let revoked: string[] = [];

/** jsdom has no object URLs: a stand-in that keeps what it was given. */
function stubObjectUrls() {
  const blobs: Blob[] = [];
  revoked = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => `blob:http://localhost/export-${blobs.push(blob)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
  return blobs;
}

/** Records the links clicked to save a file instead of letting jsdom try to follow them. */
function recordDownloads() {
  const saved: Saved[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}

const renderProfile = () => renderAccountPage(<ProfilePage />, '/users/profile/');

let blobs: Blob[];
beforeEach(() => {
  blobs = stubObjectUrls();
});
afterEach(() => {
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

describe('Download my data (issue 13 "Your data")', () => {
  it("fetches the export and saves it under the server's file name, busy meanwhile", async () => {
    const answer = deferred<Response>();
    const requests = mockFetch({ ...profileSecurityResponses, [EXPORT]: () => answer.promise });
    const saved = recordDownloads();
    const { user } = renderProfile();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('button', { name: 'Preparing your data...' })).toBeDisabled();
    answer.resolve(json(200, exported, { 'content-disposition': `attachment; filename="${FILE_NAME}"` }));

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:http://localhost/export-1', download: FILE_NAME }]),
    );
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(
      withoutSecurityFetches(requests).map((request) => [request.method, new URL(request.url).pathname]),
    ).toEqual([['GET', '/users/api/user/export/']]);
  });

  it('keeps the saved file until the next download or leaving the page', async () => {
    mockFetch({ ...profileSecurityResponses, [EXPORT]: () => json(200, exported) });
    const saved = recordDownloads();
    const { user, unmount } = renderProfile();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toMatch(/^lifeguard-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(revoked).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(revoked).toEqual(['blob:http://localhost/export-1']);

    unmount();
    expect(revoked).toEqual(['blob:http://localhost/export-1', 'blob:http://localhost/export-2']);
  });

  it('says so when the export cannot be fetched, and saves nothing', async () => {
    mockFetch({ ...profileSecurityResponses, [EXPORT]: () => json(500, { status: 'error', errors: [] }) });
    const saved = recordDownloads();
    const { user } = renderProfile();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED);
    expect(saved).toEqual([]);
    expect(blobs).toEqual([]);
  });
});
