// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformList } from './PlatformList';

describe('PlatformList', () => {
  it('shows four steps and a download button that opens in a new tab', () => {
    render(
      <PlatformList
        platforms={[
          {
            title: 'Linux',
            instructions: ['Download', 'Install', 'Log in', 'Connect'],
            downloadLink: 'https://downloads.masky.example/linux/masky.deb',
          },
        ]}
        copy={{ buttonLabel: 'Download for {platform}', newTabNote: '(opens in a new tab)' }}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const button = screen.getByRole('link', { name: 'Download for Linux (opens in a new tab)' });
    expect(button).toHaveAttribute('href', 'https://downloads.masky.example/linux/masky.deb');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
