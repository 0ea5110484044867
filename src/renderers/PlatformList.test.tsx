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
            title: 'System of the test',
            instructions: ['Step one', 'Step two', 'Step three', 'Step four'],
            downloadLink: 'https://downloads.masky.example/linux/masky.deb',
          },
        ]}
        copy={{
          buttonLabel: 'Fetch for {platform}',
          newTabNote: '(in another tab)',
          recommended: 'Suits you',
        }}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const button = screen.getByRole('link', { name: 'Fetch for System of the test (in another tab)' });
    expect(button).toHaveAttribute('href', 'https://downloads.masky.example/linux/masky.deb');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
