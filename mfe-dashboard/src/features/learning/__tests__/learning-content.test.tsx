import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { articleFixture } from '../../../testing/fixtures';
import { ARTICLES_SHOWN, LearningContent } from '../components/learning-content';
import { paragraphsOf } from '../utils/paragraphs';

const LIST = 'GET /safety-resources/api/educational-content/';

const phishing = articleFixture();
const family = articleFixture({
  id: 2,
  slug: 'talk-to-parents-about-scams',
  title: 'Talking to your parents about scams',
  summary: 'How to start the conversation without worrying them.',
  category: 'family',
  reading_minutes: 6,
  url: 'https://consumer.ftc.gov/articles/how-avoid-scam',
});

describe('learning content (spec 001 §1, §7)', () => {
  it('shows each article with its title, summary, category and reading time, in the order served', async () => {
    mockApi({ [LIST]: [200, listAnswer([family, phishing])] });
    renderWithProviders(<LearningContent />, { route: '/dashboard' });
    expect(screen.getByText('Loading articles...')).toBeInTheDocument();
    const [first, second] = await within(await screen.findByRole('list', { name: 'Articles' })).findAllByRole(
      'listitem',
    );
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Talking to your parents about scams',
    );
    expect(first).toHaveTextContent('How to start the conversation without worrying them.');
    expect(first).toHaveTextContent('Family');
    expect(first).toHaveTextContent('6 min read');
    expect(second).toHaveTextContent('4 min read');
  });

  it('shows the most relevant articles first and the rest on Show all', async () => {
    const articles = Array.from({ length: ARTICLES_SHOWN + 2 }, (_, i) =>
      articleFixture({ id: i + 1, slug: `article-${i}`, title: `Article ${i + 1}` }),
    );
    mockApi({ [LIST]: [200, listAnswer(articles)] });
    renderWithProviders(<LearningContent />, { route: '/dashboard' });
    const list = await screen.findByRole('list', { name: 'Articles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(ARTICLES_SHOWN);
    await act(() => screen.getByRole('button', { name: `Show all ${ARTICLES_SHOWN + 2} articles` }).click());
    expect(within(list).getAllByRole('listitem')).toHaveLength(ARTICLES_SHOWN + 2);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('opens an article in place with its paragraphs and source, and closes it', async () => {
    mockApi({ [LIST]: [200, listAnswer([family, phishing])] });
    const { user } = renderWithProviders(<LearningContent />, { route: '/dashboard' });
    const read = await screen.findByRole('button', { name: 'Read article: How to spot a phishing email' });
    expect(read).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Check the sender address.')).not.toBeInTheDocument();
    await user.click(read);
    expect(read).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Check the sender address.')).toBeInTheDocument();
    expect(screen.getByText('Hover over links before you click.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /source/ })).not.toBeInTheDocument();
    // The same article in the help centre (issue 33 item 1).
    expect(screen.getByRole('link', { name: 'Open in the help centre' })).toHaveAttribute(
      'href',
      `/help/${phishing.slug}/`,
    );
    await user.click(screen.getByRole('button', { name: 'Hide article: How to spot a phishing email' }));
    expect(screen.queryByText('Check the sender address.')).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Read article: Talking to your parents about scams' }),
    );
    const source = screen.getByRole('link', { name: 'Read more at the source (opens in a new tab)' });
    expect(source).toHaveAttribute('href', 'https://consumer.ftc.gov/articles/how-avoid-scam');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says when there are no articles', async () => {
    mockApi({ [LIST]: [200, listAnswer([])] });
    renderWithProviders(<LearningContent />, { route: '/dashboard' });
    expect(
      await screen.findByText('No articles yet. Check back soon for tips on staying safe online.'),
    ).toBeInTheDocument();
  });

  it('offers Try Again when they cannot be loaded', async () => {
    let fail = true;
    mockApi({ [LIST]: () => (fail ? [500, { detail: 'boom' }] : [200, listAnswer([phishing])]) });
    const { user } = renderWithProviders(<LearningContent />, { route: '/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load articles');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('How to spot a phishing email')).toBeInTheDocument();
  });
});

describe('paragraphsOf', () => {
  it('splits a body on blank lines and drops empty paragraphs', () => {
    expect(paragraphsOf('One.\n\nTwo,\nstill two.\n \n\n\nThree.\n')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
  });
});
