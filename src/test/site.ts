import type { Site } from '../../schemas';

/** A complete site settings object for tests of the layout. */
export const testSite: Site = {
  product: 'Masky VPN',
  tagline: 'Private.',
  language: 'en',
  locale: 'en-US',
  email: 'support@masky.example',
  phone: '+1 555 0100',
  downloadHost: 'https://downloads.masky.example',
  siteUrl: 'https://masky.example',
  flagBaseUrl: 'https://flagcdn.com/',
  flagSource: 'external',
  copyrightYear: 2024,
  mascotAlt: 'Masky',
  header: {
    logoLabel: 'Masky VPN home',
    nav: [
      { label: 'Features', to: '#features' },
      { label: 'Pricing', to: '#pricing' },
      { label: 'Support', to: '/support' },
    ],
    trialBadge: '7 Days Free Trial',
    tokenLink: { label: '$Masky Token', to: '/login' },
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuButton: { label: 'Learn More', context: 'about Masky VPN', to: '/about' },
    skipLink: 'Skip to main content',
    navLabel: 'Main',
    mobileNavLabel: 'Mobile',
  },
  footer: {
    blurb: 'Private internet.',
    linksHeading: 'Explore',
    links: [
      { label: 'Download', to: '/download' },
      { label: 'Blog', to: '/blog' },
    ],
    socialHeading: 'Follow us',
    copyright: '© 2024 Masky VPN. All rights reserved.',
  },
  social: [{ label: 'Twitter', href: 'https://twitter.com/maskyvpn' }],
  communityChat: 'https://t.me/masky',
  errorPage: {
    title: 'Unexpected Application Error!',
    text: 'Sorry.',
    homeLink: { label: 'Return to Home', to: '/' },
  },
};
