import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { EXECUTION_IDS, eventsFor } from '../../../testing/agent-fixtures';
import { installFakeEventSource, openedStream } from '../../../testing/fake-event-source';
import { renderPanel } from '../../../testing/render-panel';
import { dropQueuedAnalytics, trackedEvents } from '../../../testing/tracked-events';

const ID = EXECUTION_IDS[0];
const FEEDBACK = `POST /agents/feedback/${ID}/`;

/** Asks a question and streams a completed answer to it. */
async function answered(view: ReturnType<typeof renderPanel>) {
  await view.user.type(
    screen.getByRole('textbox', { name: 'Message to Lifeguard' }),
    'What should I do first?{Enter}',
  );
  const stream = await openedStream();
  const event = eventsFor(ID);
  act(() => {
    stream.emit(event('message', { role: 'agent', content: 'Change your Adobe password.' }));
    stream.emit(event('complete', { status: 'completed' }));
  });
  return screen.getByRole('group', { name: 'Was this answer helpful?' });
}

beforeEach(async () => {
  installFakeEventSource();
  await dropQueuedAnalytics();
});

describe('thumbs up/down on an answer (issue 12, spec 001 §7)', () => {
  it('offers no feedback while the answer runs', async () => {
    const view = renderPanel({ kind: 'ask' });
    await view.user.type(screen.getByRole('textbox', { name: 'Message to Lifeguard' }), 'Hi{Enter}');
    await openedStream();
    expect(screen.queryByRole('group', { name: 'Was this answer helpful?' })).not.toBeInTheDocument();
  });

  it('stores the choice with a timestamp, shows it pressed, and lets the user change it', async () => {
    const bodies: unknown[] = [];
    const view = renderPanel(
      { kind: 'ask' },
      {
        handlers: {
          [FEEDBACK]: ({ body }) => {
            bodies.push(body);
            return [200, { execution_id: ID, ...(body as object) }];
          },
        },
      },
    );
    const group = await answered(view);
    const up = within(group).getByRole('button', { name: 'Helpful' });
    const down = within(group).getByRole('button', { name: 'Not helpful' });
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(down).toHaveAttribute('aria-pressed', 'false');

    await view.user.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ feedback: { helpful: true }, timestamp: expect.any(String) });
    expect(Number.isNaN(Date.parse((bodies[0] as { timestamp: string }).timestamp))).toBe(false);

    await view.user.click(down);
    expect(down).toHaveAttribute('aria-pressed', 'true');
    expect(up).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ feedback: { helpful: false } });

    const tracked = await trackedEvents(view.requests);
    expect(
      tracked
        .filter(({ event }) => event === 'chat feedback submitted')
        .map(({ properties }) => properties.helpful),
    ).toEqual([true, false]);
  });

  it("puts the previous choice back and says 'Failed to submit feedback' when the call fails", async () => {
    const view = renderPanel({ kind: 'ask' }, { handlers: { [FEEDBACK]: [500, {}] } });
    const group = await answered(view);
    const up = within(group).getByRole('button', { name: 'Helpful' });
    await view.user.click(up);
    expect(await within(group).findByRole('alert')).toHaveTextContent('Failed to submit feedback');
    expect(up).toHaveAttribute('aria-pressed', 'false');
  });
});
