import { z } from 'zod';
import { anyLink, cardSchema, fieldSchema, iconName, linkSchema, metaSchema, template, text } from './shared';

/**
 * The copy of each page, one file each under `content/pages/`. The data the pages list (plans,
 * servers, platforms, setup steps, posts) lives in its own files at the top of `content/`.
 */

const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'should be lower-case letters and dashes, for example features');

/** `content/pages/home.yaml`. */
export const homePageSchema = z.strictObject({
  meta: metaSchema,
  hero: z.strictObject({
    eyebrow: text.describe('The small line over the heading.'),
    title: text.describe('The big heading.'),
    lead: text.describe('The paragraph under the heading.'),
    bullets: z
      .array(text)
      .length(4, 'should have exactly four bullets')
      .describe('Four short claims with a tick beside each.'),
    stats: z
      .array(z.strictObject({ value: text, label: text }))
      .min(1, 'needs at least one figure')
      .describe('Figures in large type with a word under each, such as 10 / Devices.'),
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
  }),
  features: z.strictObject({
    anchor: anchor.describe("The section's name in links: #features leads here."),
    eyebrow: text,
    heading: text,
    intro: text,
    cards: z.array(cardSchema).min(1, 'needs at least one card'),
  }),
  pricing: z.strictObject({
    anchor: anchor.describe("The section's name in links: #pricing leads here."),
    eyebrow: text,
    heading: text,
    intro: text,
    note: text.describe('A line under the plans, such as the trial terms.'),
  }),
});
export type HomePage = z.output<typeof homePageSchema>;

export const aboutPageSchema = z
  .strictObject({
    meta: metaSchema,
    eyebrow: text,
    heading: text,
    blurbs: z.array(cardSchema).length(4, 'should have exactly four blurbs'),
    trial: z.strictObject({ heading: text, text, cta: linkSchema }),
  })
  .describe('The front matter of content/pages/about.md; the body is the mission text.');
export type AboutPage = z.output<typeof aboutPageSchema>;

/** `content/pages/support.yaml`. */
export const supportPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  cards: z
    .array(
      z.strictObject({
        icon: iconName,
        title: text,
        text,
        linkLabel: text.describe("The card's link words."),
        href: anyLink.describe(
          'Where the card leads: /setup, https://..., or {chat} for the community chat.',
        ),
      }),
    )
    .min(1, 'needs at least one card'),
  help: z.strictObject({
    anchor: anchor.describe("The section's name in links: /support#help leads here."),
    heading: text,
    questions: z
      .array(z.strictObject({ question: text, answer: text }))
      .min(1, 'needs at least one question'),
  }),
});
export type SupportPage = z.output<typeof supportPageSchema>;

/** `content/pages/contact.yaml`. */
export const contactPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  formHeading: text,
  fields: z.strictObject({ name: fieldSchema, email: fieldSchema, message: fieldSchema }),
  submit: text,
  socialHeading: text,
  emailLabel: text,
  phoneLabel: text,
  motto: text.describe('The line under the contact details: Decentralized | Everywhere.'),
});
export type ContactPage = z.output<typeof contactPageSchema>;

const authPage = {
  meta: metaSchema,
  heading: text,
  intro: text,
  googleButton: text.describe("The Google button's words."),
  divider: text.describe('The word on the line between the Google button and the form, such as or.'),
  submit: text,
  switchText: text.describe(
    'The sentence before the link to the other form, such as Already have an account?',
  ),
  switchLink: linkSchema,
  closeLabel: text.describe('The words read aloud for the close button, which leads home.'),
};

/** `content/pages/signup.yaml`. */
export const signupPageSchema = z.strictObject({
  ...authPage,
  fields: z.strictObject({ name: fieldSchema, email: fieldSchema, password: fieldSchema }),
});
export type SignupPage = z.output<typeof signupPageSchema>;

/** `content/pages/login.yaml`. */
export const loginPageSchema = z.strictObject({
  ...authPage,
  fields: z.strictObject({ email: fieldSchema, password: fieldSchema }),
});
export type LoginPage = z.output<typeof loginPageSchema>;

/** `content/pages/download.yaml`. */
export const downloadPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  buttonLabel: template(['platform']).describe(
    "The button on each card, with {platform} for the platform's name.",
  ),
  newTabNote: text.describe("Read aloud after the button's words: the link opens in a new tab."),
  recommended: text.describe(
    "The badge on the card for the visitor's own kind of device, such as Recommended for your device.",
  ),
  details: z
    .strictObject({
      version: text.describe('Beside the version, such as Version.'),
      minOs: text.describe('Beside the oldest supported system, such as Requires.'),
      sha256: text.describe('Beside the checksum, such as SHA-256.'),
      releaseNotes: text.describe('The link to the release notes, such as Release notes.'),
    })
    .describe("The names shown beside a platform's optional details in content/platforms.yaml."),
});
export type DownloadPage = z.output<typeof downloadPageSchema>;

/** `content/pages/setup.yaml`. */
export const setupPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  progress: template(['current', 'total']).describe(
    'The line over the step, with {current} and {total}, such as Step {current} of {total}.',
  ),
  continueLabel: text,
  finishLabel: text,
  completedLabel: text.describe('Read aloud beside a finished step in the indicator.'),
});
export type SetupPage = z.output<typeof setupPageSchema>;

/** `content/pages/status.yaml`. */
export const statusPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  startedLabel: text,
  renewsLabel: text,
  priceLabel: text,
  featuresHeading: text,
  manageLink: linkSchema,
});
export type StatusPage = z.output<typeof statusPageSchema>;

/** `content/pages/blog.yaml`. */
export const blogPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  readMore: text,
  pageSize: z
    .number({ error: 'should be a whole number of posts, for example 10' })
    .int('should be a whole number of posts, for example 10')
    .min(1, 'should be at least 1 post')
    .max(100, 'should be at most 100 posts, so a page stays quick to load')
    .describe('How many posts one page of the list shows; older posts go on /blog/page/2 and after.'),
  pagination: z
    .strictObject({
      label: text.describe('Read aloud for the links between pages of the list, such as Pages of posts.'),
      previous: text.describe('The link to newer posts, such as Newer posts.'),
      next: text.describe('The link to older posts, such as Older posts.'),
      status: template(['page', 'pages']).describe(
        'Where the visitor is in the list, with {page} and {pages}, such as Page {page} of {pages}.',
      ),
      pageTitle: template(['title', 'page']).describe(
        "The browser tab's title on the second page of a list and after, with {title} for the first page's title and {page}, such as {title} (page {page}).",
      ),
    })
    .describe('The links under a list of posts to the newer and older pages of the list.'),
  draftLabel: text.describe('The label on a draft post, which only the dev server shows.'),
  tagsLabel: text.describe("Read aloud before a post's tags."),
  backLink: linkSchema.describe('The link from a post back to the list.'),
  readingTime: template(['minutes']).describe(
    'How long a post takes to read, with {minutes}, such as {minutes} min read.',
  ),
  postNav: z
    .strictObject({
      label: text.describe('Read aloud for the pair of links, such as More posts.'),
      previous: text.describe('The words over the link to the older post, such as Previous post.'),
      next: text.describe('The words over the link to the newer post, such as Next post.'),
    })
    .describe('The links under a post to the posts published before and after it.'),
  tagPage: z
    .strictObject({
      meta: z.strictObject({ title: template(['tag']), description: template(['tag']) }),
      heading: template(['tag']),
    })
    .describe('The page that lists the posts with one tag, at /blog/tag/<tag>; {tag} is the tag.'),
  feed: z
    .strictObject({
      title: text.describe("The feed's name in a feed reader, such as {product} Blog."),
      description: text.describe('A sentence saying what the feed brings.'),
    })
    .describe("The blog's feeds, which readers follow in a feed reader."),
});
export type BlogPage = z.output<typeof blogPageSchema>;

/** `content/pages/server.yaml`. */
export const serverPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  online: text,
  offline: text,
  latency: template(['latency']).describe(
    'The latency as shown, with {latency} for the number, such as {latency} ms.',
  ),
  flagAlt: template(['country']).describe(
    'Words for each flag picture, with {country}, such as Flag of {country}.',
  ),
  controls: z
    .strictObject({
      label: text.describe('Read aloud for the group of controls, such as Find a location.'),
      search: fieldSchema.describe('The search box, which matches country names.'),
      onlineOnly: text.describe('The tick box that hides offline locations.'),
      sortLabel: text.describe('The words over the order menu, such as Sort by.'),
      sortAsListed: text.describe(
        "The order menu's first choice: the order of content/servers.yaml, which the page starts with.",
      ),
      sortByCountry: text.describe("The order menu's choice that lists the locations by country name."),
      sortByLatency: text.describe("The order menu's choice that lists the lowest latency first."),
      withoutScripts: text.describe(
        'Shown to a visitor whose browser runs no scripts, under the controls, which need them: that every location is listed below.',
      ),
    })
    .describe('The controls over the list, which narrow it down and order it once the page has loaded.'),
  count: template(['shown', 'total']).describe(
    'The line saying how many locations are shown, with {shown} and {total}; screen readers hear it change.',
  ),
  noResults: text.describe('Shown instead of the list when no location matches the search.'),
});
export type ServerPage = z.output<typeof serverPageSchema>;

export const legalPageSchema = z
  .strictObject({
    tocHeading: text.describe('The heading over the list of sections, such as On this page.'),
    summaryHeading: text.describe('The heading of the plain-language summary box, such as In short.'),
    changesHeading: text.describe('The heading over the change history, such as Changes to this text.'),
    versionShown: template(['date']).describe(
      'Under the title: which version the page shows, with {date} for the day it was recorded, such as This is the version of {date}.',
    ),
    historyLink: text.describe(
      'The link to every version of the text, such as Every version, and what changed.',
    ),
    history: z
      .strictObject({
        meta: z.strictObject({ title: template(['document']), description: template(['document']) }),
        heading: template(['document']).describe(
          'The heading, with {document} for the text’s title, such as {document}: every version.',
        ),
        intro: text.describe('A sentence or two under the heading: why the site keeps every version.'),
        inForce: text.describe('The label on the version in force, such as In force.'),
        readVersion: text.describe('The link to a version’s whole text, such as Read this version.'),
        changesLabel: text.describe('The words over what changed in a version, such as What changed.'),
        firstVersion: text.describe('Shown for the first version, which has nothing to compare with.'),
        added: text.describe('Read aloud before added words, such as Added:.'),
        removed: text.describe('Read aloud before removed words, such as Removed:.'),
        unchanged: text.describe(
          'Read aloud where unchanged text is left out of what changed (the page shows …), such as Unchanged text left out.',
        ),
        backLink: text.describe('The link back to the text in force, such as Back to the text in force.'),
      })
      .describe(
        'The page that lists every version of a legal text, at /privacypolicy/history and /terms/history.',
      ),
    versionPage: z
      .strictObject({
        meta: z.strictObject({
          title: template(['document', 'date']),
          description: template(['document', 'date']),
        }),
        heading: template(['document', 'date']).describe(
          'The heading, with {document} and {date}, such as {document}, the version of {date}.',
        ),
        current: text.describe('Shown when the version is the one in force.'),
        earlier: template(['date']).describe(
          'Shown on an earlier version, with {date} for the version in force, such as This is an earlier version, kept for the record. The version in force is the one of {date}.',
        ),
        historyLink: text.describe('The link back to every version, such as Every version.'),
      })
      .describe('The page of one recorded version of a legal text.'),
    versionsFeed: z
      .strictObject({
        title: text.describe(
          'The feed’s name in a feed reader, such as {product}: changes to the legal texts.',
        ),
        description: text.describe('A sentence saying what the feed brings.'),
        entryTitle: template(['document', 'date']).describe(
          'Each new version’s title in the feed, such as {document}: new version of {date}.',
        ),
      })
      .describe('The Atom feed at /legal/feed.xml that announces each new version of a legal text.'),
  })
  .describe('content/pages/legal.yaml: the words around both legal texts.');
export type LegalPage = z.output<typeof legalPageSchema>;

/** `content/pages/not-found.yaml`. */
export const notFoundPageSchema = z.strictObject({
  meta: metaSchema,
  code: text,
  heading: text,
  text,
  homeLink: linkSchema,
});
export type NotFoundPage = z.output<typeof notFoundPageSchema>;
