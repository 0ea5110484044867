// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Server } from '../../schemas';
import { ServerExplorer, visibleServers } from './ServerExplorer';

const servers: Server[] = [
  { country: 'Norway', code: 'NO', latency: 52, status: 'online' },
  { country: 'Japan', code: 'JP', latency: 71, status: 'offline' },
  { country: 'Réunion', code: 'RE', latency: 140, status: 'online' },
  { country: 'Chile', code: 'CL', latency: 33, status: 'online' },
];

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy = {
  online: 'Up',
  offline: 'Down',
  latency: '{latency} milliseconds',
  flagAlt: 'Test flag of {country}',
  controls: {
    label: 'Narrow the test list',
    search: { label: 'Look for a test country', placeholder: 'A country' },
    onlineOnly: 'Only the ones that are up',
    sortLabel: 'Order',
    sortAsListed: 'As written',
    sortByCountry: 'By name',
    sortByLatency: 'Quickest first',
    withoutScripts: 'The test list needs scripts to narrow.',
  },
  count: '{shown} out of {total} in the test',
  noResults: 'The test found nothing.',
  noResultsOnlineOnly: 'The test found nothing online.',
};
const { controls } = copy;

const countries = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

function renderExplorer() {
  render(
    <ServerExplorer
      servers={servers}
      copy={copy}
      flags={{ flagSource: 'external', flagBaseUrl: 'https://flagcdn.com/' }}
      locale="en-US"
    />,
  );
  return userEvent.setup();
}

describe('ServerExplorer', () => {
  it('lists every location in the order of the content, with its status in words, and says how many', () => {
    renderExplorer();
    expect(countries()).toEqual(['Norway', 'Japan', 'Réunion', 'Chile']);
    expect(screen.getByRole('status')).toHaveTextContent('4 out of 4 in the test');
    const japan = screen.getByRole('heading', { name: 'Japan' }).closest('li') as HTMLElement;
    expect(within(japan).getByText(copy.offline)).toBeInTheDocument();
  });

  it('narrows the list to the countries matching the search, ignoring case and accents', async () => {
    const user = renderExplorer();
    await user.type(screen.getByRole('searchbox', { name: controls.search.label }), 'reun');
    expect(countries()).toEqual(['Réunion']);
    expect(screen.getByRole('status')).toHaveTextContent('1 out of 4 in the test');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'jp');
    expect(countries()).toEqual(['Japan']);
  });

  it('orders the list by country name', async () => {
    const user = renderExplorer();
    await user.selectOptions(
      screen.getByRole('combobox', { name: controls.sortLabel }),
      controls.sortByCountry,
    );
    expect(countries()).toEqual(['Chile', 'Japan', 'Norway', 'Réunion']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: controls.sortLabel }),
      controls.sortAsListed,
    );
    expect(countries()).toEqual(['Norway', 'Japan', 'Réunion', 'Chile']);
  });

  it('hides offline locations when asked', async () => {
    const user = renderExplorer();
    await user.click(screen.getByRole('checkbox', { name: controls.onlineOnly }));
    expect(countries()).toEqual(['Norway', 'Réunion', 'Chile']);
    expect(screen.getByRole('status')).toHaveTextContent('3 out of 4 in the test');
  });

  it('orders the list by latency, lowest first', async () => {
    const user = renderExplorer();
    await user.selectOptions(
      screen.getByRole('combobox', { name: controls.sortLabel }),
      controls.sortByLatency,
    );
    expect(countries()).toEqual(['Chile', 'Norway', 'Japan', 'Réunion']);
  });

  it('says so when nothing matches, instead of showing an empty list', async () => {
    const user = renderExplorer();
    await user.type(screen.getByRole('searchbox'), 'Atlantis');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(copy.noResults)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 out of 4 in the test');
  });

  it('says offline locations are left out only when Online only is ticked', async () => {
    const user = renderExplorer();
    await user.type(screen.getByRole('searchbox'), 'Atlantis');
    expect(screen.queryByText(copy.noResultsOnlineOnly)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: controls.onlineOnly }));
    expect(screen.getByText(copy.noResultsOnlineOnly)).toBeInTheDocument();
    expect(screen.queryByText(copy.noResults)).not.toBeInTheDocument();
  });

  it('works from the keyboard alone', async () => {
    const user = renderExplorer();
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('chile');
    await user.tab();
    expect(screen.getByRole('combobox', { name: controls.sortLabel })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: controls.onlineOnly })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(countries()).toEqual(['Chile']);
  });
});

describe('visibleServers', () => {
  it('keeps the content untouched and breaks latency ties by country', () => {
    const tied: Server[] = [
      { country: 'Peru', code: 'PE', latency: 50, status: 'online' },
      { country: 'Austria', code: 'AT', latency: 50, status: 'online' },
    ];
    expect(
      visibleServers(tied, { query: '', onlineOnly: false, sort: 'latency' }, 'en-US').map((s) => s.code),
    ).toEqual(['AT', 'PE']);
    expect(tied.map((s) => s.code)).toEqual(['PE', 'AT']);
  });
});
