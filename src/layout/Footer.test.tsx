// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { testSite } from '../test/site';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the footer links, the social links in new tabs, and the copyright line', () => {
    renderWithRouter(<Footer site={testSite} />);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/download');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('© 2024 Masky VPN. All rights reserved.')).toBeInTheDocument();
  });
});
