import type { Site } from '../../schemas';

/**
 * A complete site settings object for tests of the layout, in words of its own: nothing here
 * repeats the live site's copy, so an editor's change to `content/site.yaml` never touches a test.
 */
export const testSite: Site = {
  product: 'Test Product',
  tagline: 'A tagline for the test.',
  language: 'en',
  locale: 'en-US',
  email: 'help@test.example',
  phone: '+1 555 0199',
  downloadHost: 'https://downloads.test.example',
  siteUrl: 'https://test.example',
  flagBaseUrl: 'https://flagcdn.com/',
  flagSource: 'external',
  copyrightYear: 2020,
  titleTemplate: '{title} – Test Product',
  mascotAlt: 'The mascot of the test',
  header: {
    logoLabel: 'Home of the test',
    nav: [
      { label: 'Section one', to: '#one' },
      { label: 'Section two', to: '#two' },
      { label: 'Page three', to: '/support' },
    ],
    trialBadge: 'Badge for the test',
    tokenLink: { label: 'Token for the test', to: '/login' },
    openMenu: 'Unfold the test menu',
    closeMenu: 'Fold the test menu',
    menuButton: { label: 'Read on', context: 'about the test', to: '/about' },
    skipLink: 'Jump past the test header',
    searchLink: { label: 'Look through the test', to: '/search' },
    navLabel: 'Links of the test',
    mobileNavLabel: 'Phone links of the test',
  },
  editing: {
    backend: 'github',
    repo: 'test/site',
    branch: 'main',
    signInUrl: 'https://auth.test.example',
    origin: 'https://cms.test.example',
  },
  footer: {
    blurb: 'A footer blurb for the test.',
    linksHeading: 'Links of the test',
    links: [
      { label: 'A page of the test', to: '/download' },
      { label: 'Another page of the test', to: '/blog' },
    ],
    socialHeading: 'Networks of the test',
    copyright: '© 2020 Test Product. Rights for the test.',
    offlineCopy: 'An offline copy of the test, made on {date}. The test itself:',
  },
  social: [{ label: 'A network of the test', href: 'https://network.test.example/product' }],
  communityChat: 'https://chat.test.example',
  languages: {
    switcherLabel: 'Tongue of the test',
    switcherHint: 'Read the test in another tongue',
    missing: 'The test is not yet in {language}.',
    outdated: 'The source of the test changed on {date}.',
    legalPrevails: 'The test is translated; its source is the one that binds.',
    legalBinds: 'The test is translated, and this translation binds.',
    reviewed: 'A second tester read this translation.',
    notReviewed: 'No second tester has read this translation yet.',
    legalOutdated: 'The source of the test changed on {date}; the source applies.',
    sourceLink: 'Read the test in its source',
  },
  withoutScripts: { form: 'The test form does nothing without scripts.' },
  errorPage: {
    title: 'An error heading for the test',
    text: 'An error sentence for the test.',
    homeLink: { label: 'Home, for the test', to: '/' },
  },
};
