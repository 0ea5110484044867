// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerGrid } from './ServerGrid';

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy = {
  online: 'Up',
  offline: 'Down',
  latency: '{latency} milliseconds',
  flagAlt: 'Test flag of {country}',
};

describe('ServerGrid', () => {
  it('shows a flag from the configured service, the country, the status and the latency', () => {
    render(
      <ServerGrid
        servers={[
          { country: 'Norway', code: 'NO', latency: 52, status: 'online' },
          { country: 'Japan', code: 'JP', latency: 71, status: 'offline' },
        ]}
        copy={copy}
        flags={{ flagSource: 'external', flagBaseUrl: 'https://flagcdn.com/' }}
      />,
    );
    const [no, jp] = screen.getAllByRole('listitem');
    const flag = within(no).getByRole('img', { name: 'Test flag of Norway' });
    expect(flag).toHaveAttribute('src', 'https://flagcdn.com/w40/no.png');
    expect(flag).toHaveAttribute('width', '40');
    expect(flag).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(within(no).getByText('Up')).toHaveClass('badge--success');
    expect(within(no).getByText('52 milliseconds')).toBeInTheDocument();
    expect(within(jp).getByText('Down')).toHaveClass('badge--danger');
  });

  it('shows the flags the site serves itself when the flag source is the site', () => {
    render(
      <ServerGrid
        servers={[{ country: 'Japan', code: 'JP', latency: 71, status: 'online' }]}
        copy={copy}
        flags={{ flagSource: 'site', flagBaseUrl: 'https://flagcdn.com/' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Test flag of Japan' })).toHaveAttribute('src', '/flags/jp.svg');
  });
});
