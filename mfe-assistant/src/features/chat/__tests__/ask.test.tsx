import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { api } from '@lifeguard/shared/api/api-slice';
import { EXECUTION_IDS, eventsFor } from '../../../testing/agent-fixtures';
import { installFakeEventSource, openedStream } from '../../../testing/fake-event-source';
import { executeBodies, renderPanel } from '../../../testing/render-panel';
import { dropQueuedAnalytics, trackedEvents } from '../../../testing/tracked-events';

const ASK = { kind: 'ask' } as const;

const actionItemsProbe = api.injectEndpoints({
  endpoints: (build) => ({
    actionItemsProbe: build.query<unknown, void>({
      query: () => '/security-tasks/api/action-items/',
      providesTags: ['ActionItem'],
    }),
  }),
});
const log = () => screen.getByRole('log', { name: 'Conversation with Lifeguard' });
const input = () => screen.getByRole('textbox', { name: 'Message to Lifeguard' });
const send = () => screen.getByRole('button', { name: 'Send' });

beforeEach(async () => {
  installFakeEventSource();
  await dropQueuedAnalytics();
});

describe('Ask Lifeguard (issue 12) and the message input (spec 001 §5)', () => {
  it('greets with example questions, the input focused and Send disabled while empty', () => {
    renderPanel(ASK);
    expect(within(log()).getByText("Hi, I'm Lifeguard's security assistant.")).toBeInTheDocument();
    const examples = within(screen.getByRole('list', { name: 'Example questions' })).getAllByRole('button');
    expect(examples.map((button) => button.textContent)).toEqual([
      'Which of my accounts leaked?',
      'What should I do first?',
      'Is this link safe?',
    ]);
    expect(input()).toHaveFocus();
    expect(send()).toBeDisabled();
  });

  it('offers the 3 newest distinct questions of the history again, without explanations', async () => {
    const asked = (message: string) => ({ message });
    const { user, requests } = renderPanel(ASK, {
      handlers: {
        'GET /agents/history/': [
          200,
          {
            count: 5,
            next: null,
            previous: null,
            results: [
              asked('Is this link safe? http://example.test'),
              asked('Explain this threat: Phishing attempt'),
              asked('Is this link safe? http://example.test'),
              asked('Who can see my phone number?'),
              asked('Which of my accounts leaked?'),
              asked('What should I do first?'),
            ],
          },
        ],
      },
    });
    const recent = await screen.findByRole('region', { name: 'Your recent questions' });
    const questions = within(recent).getAllByRole('button');
    expect(questions.map((button) => button.textContent)).toEqual([
      'Is this link safe? http://example.test',
      'Who can see my phone number?',
      'Which of my accounts leaked?',
    ]);
    await user.click(questions[1]!);
    expect(executeBodies(requests).at(-1)).toMatchObject({ message: 'Who can see my phone number?' });
  });

  it("says 'Failed to fetch execution history' when the history cannot be read", async () => {
    renderPanel(ASK, { handlers: { 'GET /agents/history/': [500, {}] } });
    expect(await within(log()).findByText('Failed to fetch execution history')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Example questions' })).toBeInTheDocument();
  });

  it('never sends an empty or whitespace message: Send stays disabled and Enter does nothing', async () => {
    const { user, requests } = renderPanel(ASK);
    await user.type(input(), '   ');
    expect(send()).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.type(input(), '{Shift>}{Enter}{/Shift}');
    expect(send()).toBeDisabled();
    expect(executeBodies(requests)).toHaveLength(0);
    expect(within(log()).getByText("Hi, I'm Lifeguard's security assistant.")).toBeInTheDocument();
  });

  it('sends with Enter, makes a new line with Shift+Enter, and asks without threat fields', async () => {
    const { user, requests } = renderPanel(ASK);
    await user.type(input(), 'Is this link safe?{Shift>}{Enter}{/Shift}https://paypa1.example');
    expect(input()).toHaveValue('Is this link safe?\nhttps://paypa1.example');
    expect(send()).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('');
    const [body] = executeBodies(requests);
    expect(body).toEqual({
      message: 'Is this link safe?\nhttps://paypa1.example',
      agent_type: 'security',
      async_execution: true,
      session_id: expect.any(String),
    });
    expect(screen.queryByText("Hi, I'm Lifeguard's security assistant.")).not.toBeInTheDocument();
    expect(await screen.findByText('Looking into your question…')).toBeInTheDocument();
  });

  it('sends an example question, and keeps the session for the next message', async () => {
    const { user, requests } = renderPanel(ASK);
    await user.click(screen.getByRole('button', { name: 'Which of my accounts leaked?' }));
    const stream = await openedStream();
    const event = eventsFor(EXECUTION_IDS[0]);
    act(() => {
      stream.emit(event('message', { role: 'agent', content: 'Your email was in the Adobe breach.' }));
      stream.emit(event('complete', { status: 'completed' }));
    });
    expect(within(log()).getByText('Your email was in the Adobe breach.')).toBeInTheDocument();
    // No suggestions outside a threat explanation.
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();
    await user.type(input(), 'What should I do first?{Enter}');
    const [first, second] = executeBodies(requests);
    expect(first?.message).toBe('Which of my accounts leaked?');
    expect(second?.session_id).toBe(first?.session_id);
    const tracked = await trackedEvents(requests);
    expect(
      tracked
        .filter(({ event: name }) => name === 'chat message sent')
        .map(({ properties }) => properties.input),
    ).toEqual(['example', 'input']);
  });

  it('links the help centre article an answer cites, in a new tab (issue 33 item 1)', async () => {
    const { user } = renderPanel(ASK);
    await user.type(input(), 'How do I invite my family?{Enter}');
    const stream = await openedStream();
    const event = eventsFor(EXECUTION_IDS[0]);
    const url = `${window.location.origin}/help/families-and-invitations/`;
    act(() => {
      stream.emit(
        event('message', {
          role: 'agent',
          content: `Read more in our guide "Families and invitations" (${url}). Not https://evil.example/help/x/.`,
        }),
      );
      stream.emit(event('complete', { status: 'completed' }));
    });
    const link = await within(log()).findByRole('link', { name: `${url} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(log()).getAllByRole('link')).toHaveLength(1);
  });

  it("says 'I encountered an error: ' with the server's message, or 'Failed to execute agent'", async () => {
    let answer: [number, unknown] = [
      429,
      {
        status: 429,
        errors: [{ message: 'Too many requests. Please wait a minute.', code: 'too_many_requests' }],
      },
    ];
    const { user } = renderPanel(ASK, { handlers: { 'POST /agents/execute/': () => answer } });
    await user.type(input(), 'Hello{Enter}');
    expect(
      await screen.findByText('I encountered an error: Too many requests. Please wait a minute.'),
    ).toBeInTheDocument();
    answer = [500, {}];
    await user.type(input(), 'Hello again{Enter}');
    expect(await screen.findByText('I encountered an error: Failed to execute agent')).toBeInTheDocument();
  });

  it("refreshes the dashboard's action items when an answer created some", async () => {
    const { user, store, requests } = renderPanel(ASK, {
      handlers: {
        'GET /security-tasks/api/action-items/': [200, { count: 0, next: null, previous: null, results: [] }],
      },
    });
    const actionItemLoads = () =>
      requests.filter(({ path }) => path === '/security-tasks/api/action-items/').length;
    // What the dashboard's action items list does: a query providing 'ActionItem'.
    const subscription = store.dispatch(actionItemsProbe.endpoints.actionItemsProbe.initiate());
    await waitFor(() => expect(actionItemLoads()).toBe(1));
    await user.type(input(), 'What should I do first?{Enter}');
    const stream = await openedStream();
    const event = eventsFor(EXECUTION_IDS[0]);
    act(() =>
      stream.emit(
        event('complete', {
          status: 'completed',
          output: {
            response: 'Change your Adobe password.',
            action_items_created: [{ action_item_id: 7, message: 'Change your Adobe password' }],
          },
        }),
      ),
    );
    await waitFor(() => expect(actionItemLoads()).toBe(2));
    subscription.unsubscribe();
  });
});
