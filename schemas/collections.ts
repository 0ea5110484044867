import { aboutPageSchema } from './about-page';
import { loginPageSchema, signupPageSchema } from './account-pages';
import { auditChecks, auditFrontMatterSchema, auditsPageSchema } from './audits';
import { blogPageSchema, postFrontMatterSchema } from './blog';
import { folder, onePageOf, single, type Collection } from './collection';
import { canaryChecks, canaryPageSchema, canaryStatementSchema } from './canary';
import { contactPageSchema } from './contact-page';
import { helpArticleChecks, helpArticleSchema, helpPageChecks, helpPageSchema } from './help';
import { glossaryChecks, glossarySchema } from './glossary';
import { homePageSchema } from './home-page';
import { languageChecks, languagesSchema } from './languages';
import { legalChecks, legalFrontMatterSchema, legalPageSchema } from './legal';
import { MIRRORS_FILE, mirrorChecks, mirrorsJson, mirrorsPageSchema } from './mirrors';
import { notFoundPageSchema } from './not-found-page';
import { SITE_KEY, verifyPageSchema } from './verify-page';
import { planStatusSchema, statusPageSchema } from './plan-status';
import { planChecks, plansSchema } from './plans';
import { downloadPageSchema, platformsSchema } from './platforms';
import { privacyPolicyCheck } from './privacy-policy';
import { serverPageSchema, serversSchema } from './servers';
import { setupPageSchema, setupStepsSchema } from './setup';
import { siteSchema } from './site';
import { searchPageChecks, searchPageSchema } from './search-page';
import { supportPageSchema } from './support-page';
import { transparencyChecks, transparencySchema } from './transparency';
import { TRANSPARENCY_FILES, transparencyCsv, transparencyJson } from './transparency-data';

/** The one feed that announces a new version of either legal text. */
const LEGAL_FEED = { path: '/legal/feed.xml', settings: { collection: 'legalPage', field: 'versionsFeed' } };

/**
 * THE registry: every collection under `content/`, with its files, its schema, the pages that show
 * it, and the rules it follows. The loader, the content check, the content modules, the prerender,
 * the sitemap, the feeds, the JSON Schemas for VS Code and the editors' tools all loop over it.
 *
 * Adding a kind of content: a schema file, an entry here, a renderer, a page under `src/pages/`,
 * and a section in `content/README.md`.
 *
 * A field says what it means with `.describe('...')` rather than a comment: the description reaches
 * editors in VS Code and in the browser editor. Write it in plain text, for editors; keep comments
 * for why a schema is the way it is.
 */
export const collections = {
  site: single({
    label: 'Site settings',
    description: 'The settings and words used on every page: header, footer, contact details.',
    file: 'site.yaml',
    schema: siteSchema,
    shownOn: '/',
    checks: mirrorChecks,
    // The list of official mirrors that apps and browser extensions read, in Bypass Censorship's format.
    files: [{ path: MIRRORS_FILE, type: 'application/json', make: mirrorsJson }],
  }),
  languages: single({
    label: 'Languages',
    description:
      'The languages of the site, the site’s own first. Each other language’s translations are under content/translations/<tag>/.',
    file: 'languages.yaml',
    schema: languagesSchema,
    shownOn: '/',
    unique: [{ field: 'tag', what: 'the language tag' }],
    checks: languageChecks,
    translate: false,
  }),
  glossary: single({
    label: 'Glossary',
    description:
      'For each translated language, the one term it uses for an idea and the variants its translations must not use; the check finds those in every translated file.',
    file: 'glossary.yaml',
    schema: glossarySchema,
    checks: glossaryChecks,
    translate: false,
  }),
  plans: single({
    label: 'Plans',
    description: 'The plans in the pricing section of the home page, in the order shown.',
    file: 'plans.yaml',
    schema: plansSchema,
    shownOn: '/',
    unique: [{ field: 'id', what: 'the id' }],
    checks: planChecks,
  }),
  servers: single({
    label: 'Server locations',
    description: 'The locations on the server page.',
    file: 'servers.yaml',
    schema: serversSchema,
    shownOn: '/server',
    unique: [{ field: 'code', what: 'the country code' }],
  }),
  platforms: single({
    label: 'Download cards',
    description: 'One card per platform on the download page.',
    file: 'platforms.yaml',
    schema: platformsSchema,
    shownOn: '/download',
    unique: [{ field: 'title', what: 'the platform' }],
  }),
  setupSteps: single({
    label: 'Setup wizard steps',
    description: 'The four steps of the setup wizard, in order.',
    file: 'setup.yaml',
    schema: setupStepsSchema,
    shownOn: '/setup',
  }),
  planStatus: single({
    label: 'Plan status',
    description: 'The sample plan on the plan status page.',
    file: 'plan-status.yaml',
    schema: planStatusSchema,
    shownOn: '/status',
  }),
  posts: folder({
    label: 'Blog posts',
    description: 'One file per post; the file name is the post’s address.',
    // A post tells a story around the words; the answer is usually elsewhere.
    searchWeight: 0.6,
    folder: 'blog',
    format: 'markdown',
    schema: postFrontMatterSchema,
    entry: { path: '/blog/:id', page: 'blog-post', shows: ['blogPage'] },
    list: {
      path: '/blog',
      page: 'blog',
      shows: ['blogPage'],
      pageSize: { collection: 'blogPage', field: 'pageSize' },
      fields: ['title', 'date', 'summary', 'tags', 'draft'],
    },
    groups: {
      tag: { path: '/blog/tag/:tag', page: 'blog-tag', shows: ['blogPage'], values: (post) => post.tags },
    },
    // Newest first; posts of the same day in the order of their file names, so every build agrees.
    order: (a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id),
    publish: { draft: (post) => post.draft, date: (post) => post.date },
    feeds: {
      rss: '/blog/feed.xml',
      atom: '/blog/atom.xml',
      settings: { collection: 'blogPage', field: 'feed' },
      item: (post) => ({ title: post.title, date: post.date, summary: post.summary, categories: post.tags }),
    },
  }),
  help: folder({
    label: 'Help articles',
    description:
      'One file per help article, each answering one question; the file name is the article’s address, /help/<name>.',
    // An answer to a question beats a page that only mentions its words.
    searchWeight: 1.2,
    folder: 'help',
    format: 'markdown',
    schema: helpArticleSchema,
    entry: { path: '/help/:id', page: 'help-article', shows: ['helpPage', 'platforms'] },
    list: {
      path: '/help',
      page: 'help',
      shows: ['helpPage'],
      fields: ['title', 'summary', 'category', 'platforms', 'date', 'mostAsked'],
    },
    // A category's page sits one level deeper than an article's (/help/topic/<category> beside
    // /help/<id>), so no article's file name can take a category's address, nor the reverse.
    groups: {
      category: {
        path: '/help/topic/:category',
        page: 'help-category',
        shows: ['helpPage'],
        values: (article) => [article.category],
      },
    },
    // The most asked first, by their rank; then the rest by title, so each category lists its most
    // asked questions first. Equal titles keep the order of their file names, so every build agrees.
    order: (a, b) =>
      (a.mostAsked ?? Infinity) - (b.mostAsked ?? Infinity) ||
      a.title.localeCompare(b.title, 'en') ||
      a.id.localeCompare(b.id),
    checks: helpArticleChecks,
    translate: ['title', 'summary'],
  }),
  helpPage: single({
    label: 'Help center pages',
    description:
      'The words of the help center: /help, its category pages and its article pages, and the categories.',
    file: 'pages/help.yaml',
    schema: helpPageSchema,
    shownOn: '/help',
    checks: helpPageChecks,
  }),
  privacyPolicy: single({
    label: 'Privacy policy',
    description: 'The privacy policy: its details in the front matter, the text below.',
    // What the policy says is the answer to a question about it.
    searchWeight: 1.2,
    file: 'legal/privacy-policy.md',
    schema: legalFrontMatterSchema,
    page: { path: '/privacypolicy', page: 'legal', shows: ['legalPage'] },
    versions: {
      archive: 'legal/versions/privacy-policy',
      history: { path: '/privacypolicy/history', page: 'legal-history', shows: ['legalPage'] },
      feed: LEGAL_FEED,
    },
    checks: [...legalChecks, privacyPolicyCheck],
  }),
  terms: single({
    label: 'Terms of service',
    description: 'The terms of service: their details in the front matter, the text below.',
    // What the terms say is the answer to a question about them.
    searchWeight: 1.2,
    file: 'legal/terms.md',
    schema: legalFrontMatterSchema,
    page: { path: '/terms', page: 'legal', shows: ['legalPage'] },
    versions: {
      archive: 'legal/versions/terms',
      history: { path: '/terms/history', page: 'legal-history', shows: ['legalPage'] },
      feed: LEGAL_FEED,
    },
    checks: legalChecks,
  }),
  homePage: single({
    label: 'Home page',
    description: 'The words of the home page: hero, features and pricing sections.',
    file: 'pages/home.yaml',
    schema: homePageSchema,
    page: { path: '/', page: 'home', shows: ['plans'] },
    anchors: (home) => [home.features.anchor, home.pricing.anchor],
  }),
  aboutPage: single({
    label: 'About page',
    description: 'The about page: its blocks in the front matter, the mission text below.',
    file: 'pages/about.md',
    schema: aboutPageSchema,
    page: { path: '/about', page: 'about' },
  }),
  supportPage: single({
    label: 'Support page',
    description: 'The support page: its cards and the help section.',
    file: 'pages/support.yaml',
    schema: supportPageSchema,
    page: { path: '/support', page: 'support' },
    anchors: (support) => [support.help.anchor],
  }),
  searchPage: single({
    label: 'Search page',
    description:
      'The words of the search page: the box, the count of results, the kinds of page, and the list of every page shown without scripts.',
    file: 'pages/search.yaml',
    schema: searchPageSchema,
    page: { path: '/search', page: 'search', listsEveryPage: true },
    // The registry is read as the check runs, once every collection is declared.
    checks: searchPageChecks((kind: string): string | undefined => {
      const definition: Collection | undefined = Object.hasOwn(collections, kind)
        ? (collections as Record<string, Collection>)[kind]
        : undefined;
      return definition && onePageOf(definition);
    }),
  }),
  contactPage: single({
    label: 'Contact page',
    description: 'The contact page: the form and the contact details.',
    file: 'pages/contact.yaml',
    schema: contactPageSchema,
    page: { path: '/contact-us', page: 'contact' },
  }),
  signupPage: single({
    label: 'Sign-up page',
    description: 'The sign-up form.',
    file: 'pages/signup.yaml',
    schema: signupPageSchema,
    page: { path: '/signup', page: 'signup' },
  }),
  loginPage: single({
    label: 'Log-in page',
    description: 'The log-in form.',
    file: 'pages/login.yaml',
    schema: loginPageSchema,
    page: { path: '/login', page: 'login' },
  }),
  downloadPage: single({
    label: 'Download page',
    description: 'The words around the download cards.',
    file: 'pages/download.yaml',
    schema: downloadPageSchema,
    page: { path: '/download', page: 'download', shows: ['platforms'] },
  }),
  setupPage: single({
    label: 'Setup page',
    description: 'The words around the setup wizard.',
    file: 'pages/setup.yaml',
    schema: setupPageSchema,
    page: { path: '/setup', page: 'setup', shows: ['setupSteps'] },
  }),
  statusPage: single({
    label: 'Plan status page',
    description: 'The words around the plan status card.',
    file: 'pages/status.yaml',
    schema: statusPageSchema,
    page: { path: '/status', page: 'status', shows: ['planStatus'] },
  }),
  blogPage: single({
    label: 'Blog page',
    description: 'The words around the blog: the list, the post pages, the tag pages and the feeds.',
    file: 'pages/blog.yaml',
    schema: blogPageSchema,
  }),
  serverPage: single({
    label: 'Server locations page',
    description: 'The words around the server locations.',
    file: 'pages/server.yaml',
    schema: serverPageSchema,
    page: { path: '/server', page: 'server', shows: ['servers'] },
  }),
  notFoundPage: single({
    label: 'Not-found page',
    description: 'What a visitor sees at an address the site does not have.',
    file: 'pages/not-found.yaml',
    schema: notFoundPageSchema,
    page: { path: '*', page: 'not-found' },
    sitemap: false,
  }),
  canary: folder({
    label: 'Warrant canary statements',
    description:
      'One OpenPGP-signed statement per file, named by its date; the canary page shows the newest. Sign each with npm run canary:sign, never edit one by hand.',
    folder: 'canary',
    format: 'signed-yaml',
    schema: canaryStatementSchema,
    signingKey: { file: 'canary/signing-key.asc', path: '/canary/signing-key.asc', purpose: 'canary' },
    rawFiles: '/canary/:id.txt',
    list: {
      path: '/canary',
      page: 'canary',
      shows: ['canaryPage'],
      fields: ['date', 'nextDue', 'declarations', 'freshness'],
    },
    order: (a, b) => b.date.localeCompare(a.date),
    // A statement is signed on its day at the earliest (where that day has begun, up to UTC+14), and
    // published at the first build on that day, in the build's own calendar.
    publish: { date: (statement) => statement.date },
    checks: canaryChecks,
  }),
  canaryPage: single({
    label: 'Warrant canary page',
    description:
      'The words around the warrant canary statements: their state, the signature, how to check it.',
    file: 'pages/canary.yaml',
    schema: canaryPageSchema,
    shownOn: '/canary',
  }),
  audits: folder({
    label: 'Security audits',
    description: 'One file per independent security audit; the file name is the audit’s address.',
    folder: 'audits',
    format: 'markdown',
    schema: auditFrontMatterSchema,
    entry: { path: '/audits/:id', page: 'audit', shows: ['auditsPage'] },
    // The list shows each audit's counts by severity, which it works out from the findings: the
    // list's fields can only be fields of the file, so the findings travel with it.
    list: {
      path: '/audits',
      page: 'audits',
      shows: ['auditsPage'],
      fields: ['title', 'summary', 'auditor', 'dates', 'findings'],
    },
    // Newest report first; reports of the same day in the order of their file names, so every build agrees.
    order: (a, b) => b.dates.published.localeCompare(a.dates.published) || a.id.localeCompare(b.id),
    publish: { date: (audit) => audit.dates.published },
    checks: auditChecks,
  }),
  auditsPage: single({
    label: 'Security audits page',
    description: 'The words of the list of audits and of each audit’s page.',
    file: 'pages/audits.yaml',
    schema: auditsPageSchema,
    shownOn: '/audits',
  }),
  transparency: single({
    label: 'Transparency report',
    description: 'The requests for user data we received, period by period, and the words of its page.',
    file: 'transparency.yaml',
    schema: transparencySchema,
    page: { path: '/transparency', page: 'transparency' },
    checks: transparencyChecks,
    files: [
      { path: TRANSPARENCY_FILES.csv, type: 'text/csv', make: transparencyCsv },
      { path: TRANSPARENCY_FILES.json, type: 'application/json', make: transparencyJson },
    ],
  }),
  mirrorsPage: single({
    label: 'Mirrors page',
    description:
      'The page that lists the official mirrors and the onion address (both named in the site settings), and says how to check a copy.',
    file: 'pages/mirrors.yaml',
    schema: mirrorsPageSchema,
    page: { path: '/mirrors', page: 'mirrors' },
  }),
  verifyPage: single({
    label: 'Page on checking a copy',
    description:
      'The page that says how to check that a copy of the site is ours: the signing key, whose fingerprint the build reads from the key, the commands for each computer, and what a phone can check.',
    file: 'pages/verify.yaml',
    schema: verifyPageSchema,
    page: { path: '/verify', page: 'verify' },
    // The site's signing key, published for readers to import; the page shows its fingerprint.
    publishedKey: SITE_KEY,
  }),
  legalPage: single({
    label: 'Legal pages',
    description: 'The words around both legal texts.',
    file: 'pages/legal.yaml',
    schema: legalPageSchema,
  }),
} as const satisfies Record<string, Collection>;

/**
 * The same registry seen through the shape every entry shares, for the code that loops over all
 * collections: each entry's optional parts (a page, a list, versions, files) show on every one.
 */
export const registry: Readonly<Record<CollectionName, Collection>> = collections;

/** The registry's own type, every entry as written, for the types that read it (`content.ts`). */
export type Registry = typeof collections;

/** The name of a collection, such as `posts` or `homePage`. */
export type CollectionName = keyof Registry;

/** The collections kept in one file. */
export type SingleName = {
  [K in CollectionName]: Registry[K] extends { kind: 'single' } ? K : never;
}[CollectionName];

/** The collections kept one file an entry. */
export type FolderName = {
  [K in CollectionName]: Registry[K] extends { kind: 'folder' } ? K : never;
}[CollectionName];
