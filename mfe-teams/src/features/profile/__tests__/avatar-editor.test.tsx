import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AVATAR_MAX_BYTES } from '@lifeguard/contracts/account';
import { ProfilePage } from '../../../pages/profile-page';
import {
  accountUser,
  CSRF_TOKEN,
  deferred,
  installBlobStream,
  json,
  mockFetch,
  renderAccountPage,
} from '../../../testing/account-fixtures';
import { profileSecurityResponses, withoutSecurityFetches } from '../../../testing/security-fixtures';
import { avatarToasts } from '../hooks/use-avatar';
import { avatarMessages } from '../utils/avatar-file';

const AVATAR = 'PUT /users/api/user/avatar/';
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const NEW_AVATAR_URL = '/users/api/avatars/7/v2/';

const photo = (bytes: BlobPart = new Uint8Array(PNG_BYTES), type = 'image/png') =>
  new File([bytes], 'me.png', { type });

const uploadInput = () => screen.getByLabelText('Upload photo') as HTMLInputElement;

let restoreBlobStream: () => void;
beforeAll(() => {
  restoreBlobStream = installBlobStream();
});
afterAll(() => restoreBlobStream());

describe('profile photo (issue 13 "Account pages")', () => {
  it('shows the initials without a photo and refuses an image over 2 MB before sending it', async () => {
    const requests = mockFetch(profileSecurityResponses);
    const { user } = renderAccountPage(<ProfilePage />, '/users/profile/');

    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(uploadInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');

    await user.upload(uploadInput(), photo(new Uint8Array(AVATAR_MAX_BYTES + 1)));

    expect(await screen.findByRole('alert')).toHaveTextContent(avatarMessages.tooLarge);
    expect(withoutSecurityFetches(requests)).toHaveLength(0);
  });

  it('refuses a file that is not a PNG, JPEG, WebP or GIF image before sending it', async () => {
    const requests = mockFetch(profileSecurityResponses);
    renderAccountPage(<ProfilePage />, '/users/profile/');

    // Past the picker's filter, as a drag and drop or another browser could be.
    fireEvent.change(uploadInput(), { target: { files: [photo('<svg/>', 'image/svg+xml')] } });

    expect(await screen.findByRole('alert')).toHaveTextContent(avatarMessages.wrongType);
    expect(withoutSecurityFetches(requests)).toHaveLength(0);
  });

  it('sends the file itself with its type, disabled while it uploads, then shows the new photo', async () => {
    const answer = deferred<Response>();
    const requests = mockFetch({ ...profileSecurityResponses, [AVATAR]: () => answer.promise });
    const { user, store } = renderAccountPage(<ProfilePage />, '/users/profile/');

    await user.upload(uploadInput(), photo());

    expect(await screen.findByRole('status')).toHaveTextContent('Uploading photo...');
    expect(uploadInput()).toBeDisabled();
    answer.resolve(json(200, { status: 'success', user: accountUser({ avatar_url: NEW_AVATAR_URL }) }));

    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', NEW_AVATAR_URL);
    expect(uploadInput()).toBeEnabled();
    expect(withoutSecurityFetches(requests)).toHaveLength(1);
    const [request] = withoutSecurityFetches(requests);
    expect(request?.method).toBe('PUT');
    expect(request?.headers.get('content-type')).toBe('image/png');
    expect(request?.headers.get('X-CSRFToken')).toBe(CSRF_TOKEN);
    expect([...new Uint8Array(await request!.arrayBuffer())]).toEqual(PNG_BYTES);
    expect(store.getState().session.user?.avatarUrl).toBe(NEW_AVATAR_URL);
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ message: avatarToasts.uploaded, type: 'success' }),
    ]);
  });

  it("shows the server's refusal of the bytes, and 413 as the size limit", async () => {
    const refusal = { message: 'This file is not a PNG image.', code: 'invalid_image', param: 'avatar' };
    const answers = [json(400, { status: 'error', errors: [refusal] }), new Response('', { status: 413 })];
    mockFetch({ ...profileSecurityResponses, [AVATAR]: () => answers.shift()! });
    const { user, store } = renderAccountPage(<ProfilePage />, '/users/profile/');

    await user.upload(uploadInput(), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.message);

    await user.upload(uploadInput(), photo());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(avatarMessages.tooLarge));
    expect(store.getState().session.user?.avatarUrl).toBeNull();
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('removes the photo: the initials show again', async () => {
    const requests = mockFetch({
      ...profileSecurityResponses,
      'DELETE /users/api/user/avatar/': () => json(200, { status: 'success', user: accountUser() }),
    });
    const { user, store } = renderAccountPage(
      <ProfilePage />,
      '/users/profile/',
      accountUser({ avatar_url: NEW_AVATAR_URL }),
    );
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', NEW_AVATAR_URL);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));

    expect(await screen.findByText('No photo yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(
      withoutSecurityFetches(requests).map((request) => [request.method, request.headers.get('X-CSRFToken')]),
    ).toEqual([['DELETE', CSRF_TOKEN]]);
    expect(store.getState().session.user?.avatarUrl).toBeNull();
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ message: avatarToasts.removed, type: 'success' }),
    ]);
  });
});
