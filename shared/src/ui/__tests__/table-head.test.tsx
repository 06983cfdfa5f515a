import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { TableHead, type TableHeadProps } from '../table-head';

function renderHead(props: TableHeadProps) {
  return renderWithProviders(
    <table>
      <TableHead {...props} />
    </table>,
  );
}

describe('TableHead', () => {
  it('heads one column per heading, in order', () => {
    renderHead({ columns: ['Date', 'Results'] });
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Date', 'Results']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
  });

  it('adds an Actions column said to screen readers only', () => {
    renderHead({ columns: ['Date'], actions: true });
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions).toHaveAttribute('scope', 'col');
    expect(within(actions).getByText('Actions')).toHaveClass('visually-hidden');
  });

  it('names the actions column as asked', () => {
    renderHead({ columns: ['Date'], actions: 'Row actions' });
    expect(screen.getByRole('columnheader', { name: 'Row actions' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });
});
