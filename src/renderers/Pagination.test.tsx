// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { Pagination } from './Pagination';

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy = {
  label: 'Pages of the test',
  previous: 'Back a page',
  next: 'On a page',
  status: 'Test page {page} out of {pages}',
  pageTitle: '{title}, test page {page}',
};

describe('Pagination', () => {
  it('links to the pages on either side and says where the visitor is', () => {
    renderWithRouter(<Pagination page={2} pages={3} previous="/blog" next="/blog/page/3" copy={copy} />);
    const nav = screen.getByRole('navigation', { name: copy.label });
    expect(within(nav).getByRole('link', { name: copy.previous })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: copy.next })).toHaveAttribute('href', '/blog/page/3');
    expect(within(nav).getByText('Test page 2 out of 3')).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the link there is on the first page, and nothing for a list of one page', () => {
    const { unmount } = renderWithRouter(<Pagination page={1} pages={2} next="/blog/page/2" copy={copy} />);
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(1);
    unmount();
    renderWithRouter(<Pagination page={1} pages={1} copy={copy} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
