import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { darkTheme, lightTheme } from '@lifeguard/shared/theme/tokens';
import { EXECUTION_IDS, THREAT, eventsFor } from '../../../testing/agent-fixtures';
import { installFakeEventSource, openedStream } from '../../../testing/fake-event-source';
import { renderPanel } from '../../../testing/render-panel';
import { dropQueuedAnalytics } from '../../../testing/tracked-events';

const EXPLAIN = { kind: 'explain', ...THREAT } as const;
const log = () => screen.getByRole('log', { name: 'Conversation with Lifeguard' });

/** Streams an answer with a tool and `text`, completed. */
async function streamAnswer(text: string) {
  const stream = await openedStream();
  const event = eventsFor(EXECUTION_IDS[0]);
  act(() => {
    stream.emit(
      event('tool_call', {
        tool_name: 'get_threat',
        task_id: 't1',
        description: 'Looking up this threat',
        status: 'complete',
        progress: 100,
      }),
    );
    stream.emit(event('message', { role: 'agent', content: text }));
    stream.emit(event('complete', { status: 'completed' }));
  });
}

const hexToRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** Serious and critical axe-core violations in the document (jsdom: no colour contrast). */
async function seriousViolations() {
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`);
}

beforeEach(async () => {
  installFakeEventSource();
  await dropQueuedAnalytics();
});

describe('the answer as text (issue 12)', () => {
  it('lays out paragraphs and bullet lines, and never reads the answer as markup', async () => {
    renderPanel(EXPLAIN);
    await streamAnswer(
      'This page copies PayPal.\n\nWhat to do now:\n- Close the page\n- Change your password\n\n<img src=x onerror="alert(1)"> is not a picture.',
    );
    expect(within(log()).getByText('This page copies PayPal.').tagName).toBe('P');
    const bullets = within(log())
      .getAllByRole('list')
      .find((list) => list.textContent?.includes('Close the page'));
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Close the page', 'Change your password']);
    expect(within(log()).getByText('<img src=x onerror="alert(1)"> is not a picture.')).toBeInTheDocument();
    expect(log().querySelector('img')).toBeNull();
  });
});

describe('scrolling (spec 001 §9: 100 px threshold)', () => {
  it('follows new content within 100 px of the bottom, and leaves a user who scrolled up where they are', async () => {
    const { user } = renderPanel({ kind: 'ask' });
    const element = log();
    let scrollHeight = 1000;
    Object.defineProperty(element, 'scrollHeight', { get: () => scrollHeight });
    Object.defineProperty(element, 'clientHeight', { value: 400 });

    element.scrollTop = 520; // 80 px from the bottom
    element.dispatchEvent(new Event('scroll'));
    await user.type(screen.getByRole('textbox', { name: 'Message to Lifeguard' }), 'Hello{Enter}');
    scrollHeight = 1200;
    const stream = await openedStream();
    act(() => stream.emit(eventsFor(EXECUTION_IDS[0])('message', { role: 'agent', content: 'Hi there.' })));
    expect(element.scrollTop).toBe(1200);

    element.scrollTop = 600; // 200 px from the bottom
    element.dispatchEvent(new Event('scroll'));
    scrollHeight = 1400;
    act(() =>
      stream.emit(eventsFor(EXECUTION_IDS[0])('message', { seq: 2, role: 'agent', content: ' More.' })),
    );
    expect(element.scrollTop).toBe(600);
  });
});

describe('accessibility (axe-core)', () => {
  it('has no serious or critical violations: greeting with recent questions, running answer, completed answer with tools and suggestions', async () => {
    const history = { count: 1, next: null, previous: null, results: [{ message: 'Is my email safe?' }] };
    const view = renderPanel({ kind: 'ask' }, { handlers: { 'GET /agents/history/': [200, history] } });
    await screen.findByRole('region', { name: 'Your recent questions' });
    expect(await seriousViolations()).toEqual([]);
    view.unmount();

    renderPanel(EXPLAIN);
    await openedStream();
    expect(await seriousViolations()).toEqual([]);
    await streamAnswer('It is a fake page.\n\n- Close it');
    expect(screen.getByRole('group', { name: 'Suggested questions' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('draws from the theme tokens, light and dark', async () => {
    const bubble = () => within(log()).getByText(`Explain this threat: ${THREAT.title}`);
    const light = renderPanel(EXPLAIN);
    await openedStream();
    expect(getComputedStyle(bubble()).backgroundColor).toBe(hexToRgb(lightTheme.color.infoBg));
    light.unmount();
    renderPanel(EXPLAIN, { theme: darkTheme });
    await openedStream(2);
    expect(getComputedStyle(bubble()).backgroundColor).toBe(hexToRgb(darkTheme.color.infoBg));
    expect(await seriousViolations()).toEqual([]);
  });
});
