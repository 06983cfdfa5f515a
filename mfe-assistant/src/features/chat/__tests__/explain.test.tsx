import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { CHAT_SUGGESTIONS } from '@lifeguard/contracts/agents';
import { EXECUTION_IDS, THREAT, eventsFor } from '../../../testing/agent-fixtures';
import { installFakeEventSource, latestStream, openedStream } from '../../../testing/fake-event-source';
import { executeBodies, renderPanel } from '../../../testing/render-panel';
import { dropQueuedAnalytics, trackedEvents } from '../../../testing/tracked-events';

const EXPLAIN = { kind: 'explain', ...THREAT } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const log = () => screen.getByRole('log', { name: 'Conversation with Lifeguard' });

/** Streams a short explanation of run `index` and completes it. */
function streamAnswer(index: number, words: string[]) {
  const event = eventsFor(EXECUTION_IDS[index]!);
  const stream = latestStream();
  act(() => {
    stream.emit(event('status', { status: 'running' }));
    for (const content of words) stream.emit(event('message', { role: 'agent', content }));
    stream.emit(
      event('complete', {
        status: 'completed',
        output: { response: words.join(''), action_items_created: [] },
      }),
    );
  });
}

beforeEach(async () => {
  installFakeEventSource();
  await dropQueuedAnalytics();
});

describe('Explain (spec 001 §4, §5, §9)', () => {
  it('sends the explanation at once: the threat named, threat_uuid, threat_explanation and a new session id', async () => {
    const { requests } = renderPanel(EXPLAIN);
    expect(within(log()).getByText(`Explain this threat: ${THREAT.title}`)).toBeInTheDocument();
    expect(screen.getByText('Looking at this threat…')).toBeInTheDocument();
    await openedStream();
    const [body] = executeBodies(requests);
    expect(body).toEqual({
      message: `Explain this threat: ${THREAT.title}`,
      agent_type: 'security',
      async_execution: true,
      session_id: expect.stringMatching(UUID),
      threat_uuid: THREAT.threatId,
      threat_explanation: true,
    });
    expect(latestStream().url).toBe(`/agents/stream/${EXECUTION_IDS[0]}/`);
    expect(latestStream().withCredentials).toBe(true);
  });

  it('appends the streamed pieces, closes the stream on complete and then offers the three suggestions', async () => {
    renderPanel(EXPLAIN);
    await openedStream();
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();
    const event = eventsFor(EXECUTION_IDS[0]);
    const stream = latestStream();
    act(() => stream.emit(event('message', { role: 'agent', content: 'This email pretends ' })));
    expect(log()).toHaveTextContent('This email pretends');
    expect(log()).toHaveAttribute('aria-busy', 'true');
    act(() => stream.emit(event('message', { role: 'agent', content: 'to be PayPal.' })));
    expect(within(log()).getByText('This email pretends to be PayPal.')).toBeInTheDocument();
    expect(stream.closed).toBe(false);

    act(() =>
      stream.emit(
        event('complete', { status: 'completed', output: { response: 'x', action_items_created: [] } }),
      ),
    );
    expect(stream.closed).toBe(true);
    expect(log()).toHaveAttribute('aria-busy', 'false');
    const suggestions = screen.getByRole('group', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([...CHAT_SUGGESTIONS]);
  });

  it('sends a suggestion as a follow-up in the same session, about the same threat', async () => {
    const { user, requests } = renderPanel(EXPLAIN);
    await openedStream();
    streamAnswer(0, ['It is a fake sign-in page.']);
    await user.click(screen.getByRole('button', { name: CHAT_SUGGESTIONS[1] }));
    expect(within(log()).getByText(CHAT_SUGGESTIONS[1])).toBeInTheDocument();
    const [first, second] = executeBodies(requests);
    expect(second).toEqual({
      message: CHAT_SUGGESTIONS[1],
      agent_type: 'security',
      async_execution: true,
      session_id: first!.session_id,
      threat_uuid: THREAT.threatId,
    });
    // While it runs, no suggestion is offered; its own answer brings them back.
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();
    await openedStream(2);
    streamAnswer(1, ['Tell them never to type a password after clicking a link.']);
    expect(screen.getByText('Tell them never to type a password after clicking a link.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Suggested questions' })).toBeInTheDocument();

    const tracked = await trackedEvents(requests);
    expect(tracked.map(({ event }) => event)).toEqual([
      'chat explain requested',
      'chat response completed',
      'chat message sent',
      'chat suggestion clicked',
      'chat response completed',
    ]);
    expect(tracked[0]?.properties).toMatchObject({ threat_id: THREAT.threatId });
    expect(tracked[3]?.properties).toMatchObject({ suggestion: CHAT_SUGGESTIONS[1] });
  });

  it('sends the explanation once, even when StrictMode runs effects twice', async () => {
    const { requests } = renderPanel(EXPLAIN, { strict: true });
    await openedStream();
    expect(executeBodies(requests)).toHaveLength(1);
    expect(within(log()).getAllByText(`Explain this threat: ${THREAT.title}`)).toHaveLength(1);
  });

  it('runs one request at a time: nothing more is sent while the explanation runs', async () => {
    const { user, requests } = renderPanel(EXPLAIN);
    await openedStream();
    const input = screen.getByRole('textbox', { name: 'Message to Lifeguard' });
    await user.type(input, 'Is my bank account safe?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(executeBodies(requests)).toHaveLength(1);
    expect(input).toHaveValue('Is my bank account safe?');

    streamAnswer(0, ['Done.']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(executeBodies(requests)).toHaveLength(2);
    expect(input).toHaveValue('');
  });

  it('starts a new conversation with a new session id at each opening', async () => {
    const { requests, reopen } = renderPanel(EXPLAIN);
    const firstStream = await openedStream();
    reopen(EXPLAIN, 2);
    await openedStream(2);
    expect(firstStream.closed).toBe(true);
    const [first, second] = executeBodies(requests);
    expect(second?.session_id).toEqual(expect.stringMatching(UUID));
    expect(second?.session_id).not.toBe(first?.session_id);
    expect(within(log()).getAllByText(`Explain this threat: ${THREAT.title}`)).toHaveLength(1);

    reopen({ kind: 'ask' }, 3);
    expect(screen.getByText("Hi, I'm Lifeguard's security assistant.")).toBeInTheDocument();
    expect(within(log()).queryByText(`Explain this threat: ${THREAT.title}`)).not.toBeInTheDocument();
  });

  it('says it could not explain when the request fails, tracked as an execution error', async () => {
    const { requests, user } = renderPanel(EXPLAIN, { handlers: { 'POST /agents/execute/': [500, {}] } });
    const failure = await screen.findByText(
      (_content, element) =>
        element?.tagName === 'P' &&
        element.textContent ===
          'I apologize, but I encountered an error while trying to explain this threat. Please try again or contact support if the issue persists.',
    );
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();
    const tracked = await trackedEvents(requests);
    expect(tracked.find(({ event }) => event === 'chat error')?.properties).toMatchObject({
      error_class: 'execution',
      message: 'Failed to execute threat explanation',
    });
    // Its "contact support" leads to Contact Support (issue 33 item 2), naming this page.
    await user.click(within(failure).getByRole('link', { name: 'contact support' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact-support?page=%2Fdashboard');
  });

  it('classes a refused explanation by its status: 401 authentication, 400 validation, no answer network', async () => {
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    for (const [answer, errorClass] of [
      [() => [401, {}] as [number, unknown], 'authentication'],
      [() => [403, {}] as [number, unknown], 'authentication'],
      [() => [400, {}] as [number, unknown], 'validation'],
      [offline, 'network'],
    ] as const) {
      const view = renderPanel(EXPLAIN, { handlers: { 'POST /agents/execute/': answer } });
      await screen.findByText(/I apologize/);
      const tracked = await trackedEvents(view.requests);
      expect(tracked.find(({ event }) => event === 'chat error')?.properties.error_class).toBe(errorClass);
      view.unmount();
    }
  });
});
