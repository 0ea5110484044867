// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerGrid } from './ServerGrid';

const copy = { online: 'Online', offline: 'Offline', latency: '{latency} ms', flagAlt: 'Flag of {country}' };

describe('ServerGrid', () => {
  it('shows a flag from the configured service, the country, the status and the latency', () => {
    render(
      <ServerGrid
        servers={[
          { country: 'United States', code: 'US', latency: 52, status: 'online' },
          { country: 'Germany', code: 'DE', latency: 71, status: 'offline' },
        ]}
        copy={copy}
        flags={{ flagSource: 'external', flagBaseUrl: 'https://flagcdn.com/' }}
      />,
    );
    const [us, de] = screen.getAllByRole('listitem');
    const flag = within(us).getByRole('img', { name: 'Flag of United States' });
    expect(flag).toHaveAttribute('src', 'https://flagcdn.com/w40/us.png');
    expect(flag).toHaveAttribute('width', '40');
    expect(flag).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(within(us).getByText('Online')).toHaveClass('badge--success');
    expect(within(us).getByText('52 ms')).toBeInTheDocument();
    expect(within(de).getByText('Offline')).toHaveClass('badge--danger');
  });

  it('shows the flags the site serves itself when the flag source is the site', () => {
    render(
      <ServerGrid
        servers={[{ country: 'Germany', code: 'DE', latency: 71, status: 'online' }]}
        copy={copy}
        flags={{ flagSource: 'site', flagBaseUrl: 'https://flagcdn.com/' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Flag of Germany' })).toHaveAttribute('src', '/flags/de.svg');
  });
});
