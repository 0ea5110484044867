// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { testSite } from '../test/site';
import { Header } from './Header';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header', () => {
  it('links to sections of the home page in place when on the home page', () => {
    renderWithRouter(<Header site={testSite} />, '/');
    expect(mainNav().getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(mainNav().getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(mainNav().getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  });

  it('prefixes the section links with / on other pages so they lead home', () => {
    renderWithRouter(<Header site={testSite} />, '/terms');
    expect(mainNav().getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(mainNav().getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
  });

  it('shows the logo home link, the trial badge and the token link', () => {
    renderWithRouter(<Header site={testSite} />, '/terms');
    expect(screen.getByRole('link', { name: 'Masky VPN home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByText('7 Days Free Trial').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: '$Masky Token' })[0]).toHaveAttribute('href', '/login');
  });

  it('opens and closes the mobile menu with its toggle, and closes it when an item is chosen', async () => {
    const { router } = renderWithRouter(<Header site={testSite} />, '/terms');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Learn More about Masky VPN' })).toHaveAttribute('href', '/about');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Learn More about Masky VPN',
      }),
    );
    expect(router.state.location.pathname).toBe('/about');
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    renderWithRouter(<Header site={testSite} />, '/terms');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
