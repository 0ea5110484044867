// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Platform } from '../../schemas';
import { PlatformList } from './PlatformList';

const steps = ['Download', 'Install', 'Sign in', 'Connect'];
const platforms: Platform[] = [
  {
    title: 'Windows',
    instructions: steps,
    downloadLink: 'https://downloads.masky.example/windows/setup.exe',
    os: 'windows',
    version: '2.4.1',
    minOs: 'Windows 10 or later',
    sha256: '5eb0d54a387cb1fb0f8613b3b5d3147e6f32d87b4568bce127906da9721b3059',
    releaseNotes: 'https://downloads.masky.example/windows/release-notes',
  },
  { title: 'Android', instructions: steps, downloadLink: 'https://play.example/masky', os: 'android' },
];

const copy = {
  buttonLabel: 'Download for {platform}',
  newTabNote: '(opens in a new tab)',
  details: { version: 'Version', minOs: 'Requires', sha256: 'SHA-256', releaseNotes: 'Release notes' },
};

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('PlatformList, recommending and detailing', () => {
  it("marks only the card for the visitor's device and still lists every platform", () => {
    render(
      <PlatformList
        platforms={platforms}
        copy={copy}
        recommended={{ os: 'android', label: 'Recommended for your device' }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Windows',
      'Android',
    ]);
    expect(within(card('Android')).getByText('Recommended for your device')).toBeInTheDocument();
    expect(card('Android')).toHaveClass('platform--recommended');
    expect(within(card('Windows')).queryByText('Recommended for your device')).not.toBeInTheDocument();
    expect(card('Windows')).not.toHaveClass('platform--recommended');
  });

  it('recommends nothing when the device is unknown', () => {
    render(<PlatformList platforms={platforms} copy={copy} />);
    expect(screen.queryByText('Recommended for your device')).not.toBeInTheDocument();
  });

  it('shows the version, the oldest system, the checksum and the release notes when given', () => {
    render(<PlatformList platforms={platforms} copy={copy} />);
    const windows = within(card('Windows'));
    const facts = windows
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Version', '2.4.1'],
      ['Requires', 'Windows 10 or later'],
      ['SHA-256', '5eb0d54a387cb1fb0f8613b3b5d3147e6f32d87b4568bce127906da9721b3059'],
    ]);
    const notes = windows.getByRole('link', { name: 'Release notes' });
    expect(notes).toHaveAttribute('href', 'https://downloads.masky.example/windows/release-notes');
    expect(notes).toHaveAccessibleDescription('Windows');
    expect(within(card('Android')).queryByRole('term')).not.toBeInTheDocument();
    expect(within(card('Android')).queryByRole('link', { name: 'Release notes' })).not.toBeInTheDocument();
  });
});
