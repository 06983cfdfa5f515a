import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { teamFixture } from '@lifeguard/shared/testing/team-fixtures';
import { TeamCreatePage } from '../team-create-page';
import { annUser, refusal, requestsTo } from './teams-server';

function renderCreate() {
  return renderWithProviders(<TeamCreatePage />, {
    route: '/teams/create/',
    path: '/teams/create',
    preloadedState: { session: { user: annUser } },
  });
}

describe('Add Team (spec 001 §2, issue 13)', () => {
  it('creates the family, which becomes current, and opens its Team Settings', async () => {
    const requests = mockApi({
      'POST /teams/api/teams/': [201, teamFixture({ id: 5, name: 'The Lees', slug: 'the-lees' })],
    });
    const { user, store } = renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Team' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Family name'), '  The Lees ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/a/the-lees/team/');
    expect(requestsTo(requests, 'POST', '/teams/api/teams/')[0]?.body).toEqual({ name: 'The Lees' });
    expect(store.getState().toasts.items.map(({ message }) => message)).toEqual(['The Lees was created.']);
  });

  it('asks for a name before sending anything', async () => {
    const requests = mockApi({});
    const { user } = renderCreate();
    await user.type(screen.getByLabelText('Family name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter a name for your family.')).toBeInTheDocument();
    expect(screen.getByLabelText('Family name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message when it refuses, and stays", async () => {
    mockApi({ 'POST /teams/api/teams/': refusal('You already have 20 families.', 'too_many') });
    const { user } = renderCreate();
    await user.type(screen.getByLabelText('Family name'), 'The Lees');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have 20 families.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Family name')).toHaveValue('The Lees');
  });
});
