// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../schemas';
import { PlatformList } from './PlatformList';

// Words of the test's own, so that nothing here repeats the copy of the live site.
const steps = ['Step one', 'Step two', 'Step three', 'Step four'];
const platforms: Platform[] = [
  {
    title: 'Desktop of the test',
    instructions: steps,
    downloadLink: 'https://downloads.masky.example/windows/setup.exe',
    os: 'windows',
    version: '2.4.1',
    minOs: 'Test system 3 or later',
    sha256: '5eb0d54a387cb1fb0f8613b3b5d3147e6f32d87b4568bce127906da9721b3059',
    releaseNotes: 'https://downloads.masky.example/windows/release-notes',
  },
  {
    title: 'Phone of the test',
    instructions: steps,
    downloadLink: 'https://play.example/masky',
    os: 'android',
  },
];
const [desktop, phone] = platforms.map((platform) => platform.title);

const badge = 'Suits the test device';
const copy = {
  buttonLabel: 'Fetch for {platform}',
  newTabNote: '(in another tab)',
  recommended: badge,
  details: { version: 'Build', minOs: 'Needs', sha256: 'Checksum', releaseNotes: 'What changed' },
};

/** Puts the list in the page as the prerender writes it: the badge waits in its template, out of the page. */
function renderPrerendered() {
  document.body.innerHTML = renderToString(<PlatformList platforms={platforms} copy={copy} />);
}

/** Runs the download page's behaviour on the page as it stands, in a browser that says it is `userAgent`. */
async function highlightFor(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.resetModules();
  await import('../behaviours/platform-highlight');
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('PlatformList, recommending and detailing', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('lists every platform alike, with the badge kept aside for the visitor’s device', () => {
    renderPrerendered();
    expect(screen.queryByText(badge)).not.toBeInTheDocument();
    expect(document.querySelectorAll('.platform--recommended')).toHaveLength(0);
  });

  it("marks only the card for the visitor's device and puts it first, once in the browser, and still lists every platform", async () => {
    renderPrerendered();
    await highlightFor('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([phone, desktop]);
    expect(within(card(phone)).getByText(badge)).toBeInTheDocument();
    expect(card(phone)).toHaveClass('platform--recommended');
    expect(within(card(desktop)).queryByText(badge)).not.toBeInTheDocument();
    expect(card(desktop)).not.toHaveClass('platform--recommended');
  });

  it('recommends nothing when the device is unknown', async () => {
    renderPrerendered();
    await highlightFor('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/124.0.0.0');
    expect(screen.queryByText(badge)).not.toBeInTheDocument();
  });

  it('shows the version, the oldest system, the checksum and the release notes when given', () => {
    render(<PlatformList platforms={platforms} copy={copy} />);
    const detailed = within(card(desktop));
    const facts = detailed
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Build', '2.4.1'],
      ['Needs', 'Test system 3 or later'],
      ['Checksum', '5eb0d54a387cb1fb0f8613b3b5d3147e6f32d87b4568bce127906da9721b3059'],
    ]);
    const notes = detailed.getByRole('link', { name: 'What changed' });
    expect(notes).toHaveAttribute('href', 'https://downloads.masky.example/windows/release-notes');
    expect(notes).toHaveAccessibleDescription(desktop);
    expect(within(card(phone)).queryByRole('term')).not.toBeInTheDocument();
    expect(within(card(phone)).queryByRole('link', { name: 'What changed' })).not.toBeInTheDocument();
  });
});
