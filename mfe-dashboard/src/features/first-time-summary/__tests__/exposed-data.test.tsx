import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { ExposedData } from '../components/exposed-data';

const data = {
  ...scanFixture().consolidated_data,
  name: ['Ann Lee', 'Ann B Lee', 'A Lee'],
  email: ['ann.lee@example.com'],
  dob: ['1980-02-03'],
};

describe('exposed data of the first-time summary (spec 001 §9)', () => {
  it('collapsed shows 3 masked items and +N more; Show details groups them with their limits', async () => {
    const { user } = renderWithProviders(<ExposedData data={data} />);
    expect(screen.getByRole('list', { name: 'Exposed information' })).toHaveTextContent(
      'A. L.A. B. L.A. L.+2 more',
    );
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Names' })).toHaveTextContent('A. L.A. B. L.+1 more');
    expect(screen.getByRole('list', { name: 'Email addresses' })).toHaveTextContent('ann***@example.com');
    expect(screen.getByRole('list', { name: 'Dates of birth' })).toHaveTextContent('1980');
    expect(screen.queryByText('ann.lee@example.com')).not.toBeInTheDocument();
  });

  it('shows nothing when nothing personal was exposed', () => {
    const { container } = renderWithProviders(<ExposedData data={scanFixture().consolidated_data} />);
    expect(container).toBeEmptyDOMElement();
  });
});
