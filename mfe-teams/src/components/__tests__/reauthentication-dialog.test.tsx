import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Flow } from '@lifeguard/contracts/schemas/errors';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { CSRF_TOKEN, renderAccountPage } from '../../testing/account-fixtures';
import { allauthError, MFA_REAUTHENTICATE, reauthenticationRequired } from '../../testing/security-fixtures';
import { ReauthenticationDialog } from '../reauthentication-dialog';
import { useReauthentication } from '../../hooks/use-reauthentication';

/** What an unwrapped RTK Query call throws for an answer. */
const thrown = ([status, data]: [number, unknown]) => ({ status, data });

/**
 * A sensitive action behind the hook: `answers` are what its calls get in turn (a thrown error
 * or a value); the outcome shows in an output.
 */
function Harness({ answers }: { answers: (() => Promise<string>)[] }) {
  const { guard, dialog } = useReauthentication();
  const [outcome, setOutcome] = useState('');
  const handleClick = async () => {
    const result = await guard(() => answers.shift()!());
    setOutcome(
      result.status === 'done'
        ? `done: ${result.data}`
        : result.status === 'failed'
          ? `failed: ${result.error.message}`
          : 'cancelled',
    );
  };
  return (
    <>
      <button type="button" onClick={() => void handleClick()}>
        Act
      </button>
      <output aria-label="Outcome">{outcome}</output>
      <ReauthenticationDialog {...dialog} />
    </>
  );
}

const needing = (flows: Flow[]) => () => Promise.reject(thrown(reauthenticationRequired(flows)));
const succeeding = () => Promise.resolve('changed');

const outcome = () => screen.getByRole('status', { name: 'Outcome' });

describe("'Confirm it's you' (issue 16 §6)", () => {
  it('takes a code when only the second factor is offered, refuses a wrong one, then retries once', async () => {
    const action = jest.fn(succeeding);
    const answers = [needing([{ id: 'mfa_reauthenticate', types: ['totp', 'recovery_codes'] }]), action];
    const wrong = allauthError(400, 'Incorrect code.', 'incorrect_code', 'code');
    const replies = [
      wrong,
      [200, { status: 200, data: {}, meta: { is_authenticated: true } }] as [number, unknown],
    ];
    const requests = mockApi({ [`POST ${MFA_REAUTHENTICATE}`]: () => replies.shift()! });
    const { user } = renderAccountPage(<Harness answers={answers} />, '/accounts/2fa');

    await user.click(screen.getByRole('button', { name: 'Act' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    const code = within(dialog).getByLabelText('Code from your authenticator app');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('A recovery code works too.');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm with code' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with code' }));
    expect(await within(dialog).findByText('Incorrect code.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with code' }));

    await waitFor(() => expect(outcome()).toHaveTextContent('done: changed'));
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.map(({ body, headers }) => [body, headers.get('X-CSRFToken')])).toEqual([
      [{ code: '111111' }, CSRF_TOKEN],
      [{ code: '222222' }, CSRF_TOKEN],
    ]);
  });

  it('leaves the action undone when cancelled', async () => {
    const action = jest.fn(succeeding);
    mockApi({});
    const { user } = renderAccountPage(
      <Harness answers={[needing([{ id: 'reauthenticate' }]), action]} />,
      '/',
    );

    await user.click(screen.getByRole('button', { name: 'Act' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(outcome()).toHaveTextContent('cancelled'));
    expect(action).not.toHaveBeenCalled();
  });

  it('passes any other refusal on without asking, a signed-out 401 included', async () => {
    const signedOut = [
      401,
      { status: 401, data: { flows: [{ id: 'login' }] }, meta: { is_authenticated: false } },
    ];
    const answers = [
      () => Promise.reject(thrown(allauthError(400, 'Incorrect code.', 'incorrect_code', 'code'))),
      () => Promise.reject(thrown(signedOut as [number, unknown])),
    ];
    mockApi({});
    const { user } = renderAccountPage(<Harness answers={answers} />, '/');

    await user.click(screen.getByRole('button', { name: 'Act' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('failed: Incorrect code.'));
    await user.click(screen.getByRole('button', { name: 'Act' }));
    await waitFor(() =>
      expect(outcome()).toHaveTextContent('failed: Your session has ended. Please sign in again.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
