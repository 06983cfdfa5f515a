import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { ConfirmButton } from '../confirm-button';

function renderButton(onConfirm: () => Promise<string | null>) {
  return renderWithProviders(
    <ConfirmButton
      label="Delete all"
      title="Delete everything?"
      confirmLabel="Delete"
      busy={false}
      onConfirm={onConfirm}
    >
      <p>Nothing stays.</p>
    </ConfirmButton>,
  );
}

describe('ConfirmButton', () => {
  it('asks first, then closes once the change is done', async () => {
    const onConfirm = jest.fn(async () => null);
    const { user } = renderButton(onConfirm);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete everything?' });
    expect(dialog).toHaveTextContent('Nothing stays.');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refusal inside the dialog, and forgets it when asked again', async () => {
    const { user } = renderButton(async () => 'Not allowed.');
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete everything?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Not allowed.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const again = await screen.findByRole('dialog', { name: 'Delete everything?' });
    expect(within(again).queryByText('Not allowed.')).not.toBeInTheDocument();
  });
});
