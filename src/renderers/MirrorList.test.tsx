// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MirrorsPage } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { MirrorList } from './MirrorList';

// Words of the test's own, so that nothing here repeats the live site's copy.
const copy: MirrorsPage = {
  meta: { title: 'T mirrors', description: 'T description.' },
  heading: 'T heading',
  intro: ['T intro.'],
  onionHeading: 'T onion',
  onionText: ['T onion text.'],
  onionLabel: 'T onion label',
  torLink: { label: 'T get Tor', href: 'https://tor.test.example/download/' },
  noOnion: 'T no onion.',
  mirrorsHeading: 'T mirrors heading',
  mirrorsText: ['T mirrors text.'],
  addedLabel: 'T since {date}',
  noMirrors: 'T no mirrors.',
  listLink: 'T list',
  checkHeading: 'T check',
  checkText: ['T check text.'],
  verifyLink: { label: 'T how to check', to: '/t-verify' },
};
const address = `${'a'.repeat(55)}d.onion`;

describe('MirrorList', () => {
  it('shows the onion address and each mirror not removed as text to copy, left to right', () => {
    renderWithRouter(
      <MirrorList
        copy={copy}
        site={{
          locale: 'en-US',
          onion: { address, added: '2025-07-01' },
          mirrors: [
            { url: 'https://kept.test.example', added: '2025-07-02' },
            { url: 'https://gone.test.example', added: '2025-06-01', removed: '2025-07-10' },
          ],
        }}
      />,
    );
    // The label names the address as a term names its definition, which holds the address as code.
    expect(screen.getByRole('term')).toHaveTextContent('T onion label');
    const onion = screen.getByRole('definition').querySelector('code')!;
    expect(onion).toHaveTextContent(`http://${address}`);
    expect(onion).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('https://kept.test.example')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('July 2, 2025')).toHaveAttribute('datetime', '2025-07-02');
    expect(screen.queryByText('https://gone.test.example')).toBeNull();
    expect(screen.getByRole('link', { name: 'T list' }).getAttribute('href')).toMatch(/mirrors\.json$/);
    expect(screen.getByRole('heading', { level: 2, name: 'T check' })).toBeInTheDocument();
    // The check's section leads to the page with the key and the commands.
    expect(screen.getByRole('link', { name: 'T how to check' }).getAttribute('href')).toMatch(/t-verify/);
  });

  it('says so when there is no onion and no mirror', () => {
    renderWithRouter(<MirrorList copy={copy} site={{ locale: 'en-US' }} />);
    expect(screen.getByText('T no onion.')).toBeInTheDocument();
    expect(screen.getByText('T no mirrors.')).toBeInTheDocument();
    expect(screen.queryByText(/\.onion/)).toBeNull();
  });
});
