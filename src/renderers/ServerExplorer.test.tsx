// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Server } from '../../schemas';
import { ServerExplorer, visibleServers } from './ServerExplorer';

const servers: Server[] = [
  { country: 'United States', code: 'US', latency: 52, status: 'online' },
  { country: 'Germany', code: 'DE', latency: 71, status: 'offline' },
  { country: 'Réunion', code: 'RE', latency: 140, status: 'online' },
  { country: 'India', code: 'IN', latency: 33, status: 'online' },
];

const copy = {
  online: 'Online',
  offline: 'Offline',
  latency: '{latency} ms',
  flagAlt: 'Flag of {country}',
  controls: {
    label: 'Find a location',
    search: { label: 'Search by country', placeholder: 'For example, Germany' },
    onlineOnly: 'Online only',
    sortLabel: 'Sort by',
    sortAsListed: 'Default order',
    sortByCountry: 'Country (A to Z)',
    sortByLatency: 'Latency (lowest first)',
  },
  count: 'Showing {shown} of {total} locations',
  noResults: 'No location matches your search.',
};

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
    expect(countries()).toEqual(['United States', 'Germany', 'Réunion', 'India']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4 locations');
    const germany = screen.getByRole('heading', { name: 'Germany' }).closest('li') as HTMLElement;
    expect(within(germany).getByText('Offline')).toBeInTheDocument();
  });

  it('narrows the list to the countries matching the search, ignoring case and accents', async () => {
    const user = renderExplorer();
    await user.type(screen.getByRole('searchbox', { name: 'Search by country' }), 'reun');
    expect(countries()).toEqual(['Réunion']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 4 locations');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'de');
    expect(countries()).toEqual(['Germany']);
  });

  it('orders the list by country name', async () => {
    const user = renderExplorer();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Country (A to Z)');
    expect(countries()).toEqual(['Germany', 'India', 'Réunion', 'United States']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Default order');
    expect(countries()).toEqual(['United States', 'Germany', 'Réunion', 'India']);
  });

  it('hides offline locations when asked', async () => {
    const user = renderExplorer();
    await user.click(screen.getByRole('checkbox', { name: 'Online only' }));
    expect(countries()).toEqual(['United States', 'Réunion', 'India']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 4 locations');
  });

  it('orders the list by latency, lowest first', async () => {
    const user = renderExplorer();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Latency (lowest first)');
    expect(countries()).toEqual(['India', 'United States', 'Germany', 'Réunion']);
  });

  it('says so when nothing matches, instead of showing an empty list', async () => {
    const user = renderExplorer();
    await user.type(screen.getByRole('searchbox'), 'Atlantis');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No location matches your search.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 4 locations');
  });

  it('works from the keyboard alone', async () => {
    const user = renderExplorer();
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('india');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Online only' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(countries()).toEqual(['India']);
  });
});

describe('visibleServers', () => {
  it('keeps the content untouched and breaks latency ties by country', () => {
    const tied: Server[] = [
      { country: 'Brazil', code: 'BR', latency: 50, status: 'online' },
      { country: 'Austria', code: 'AT', latency: 50, status: 'online' },
    ];
    expect(
      visibleServers(tied, { query: '', onlineOnly: false, sort: 'latency' }, 'en-US').map((s) => s.code),
    ).toEqual(['AT', 'BR']);
    expect(tied.map((s) => s.code)).toEqual(['BR', 'AT']);
  });
});
