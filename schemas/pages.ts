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
    /** The small line over the heading. */
    eyebrow: text,
    /** The big heading. */
    title: text,
    /** The paragraph under the heading. */
    lead: text,
    /** Four short claims with a tick beside each. */
    bullets: z.array(text).length(4, 'should have exactly four bullets'),
    /** Figures in large type with a word under each, such as 10 / Devices. */
    stats: z.array(z.strictObject({ value: text, label: text })).min(1, 'needs at least one figure'),
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
  }),
  features: z.strictObject({
    /** The section's name in links: #features leads here. */
    anchor,
    eyebrow: text,
    heading: text,
    intro: text,
    cards: z.array(cardSchema).min(1, 'needs at least one card'),
  }),
  pricing: z.strictObject({
    /** The section's name in links: #pricing leads here. */
    anchor,
    eyebrow: text,
    heading: text,
    intro: text,
    /** A line under the plans, such as the trial terms. */
    note: text,
  }),
});
export type HomePage = z.output<typeof homePageSchema>;

/** The front matter of `content/pages/about.md`; the body is the mission text. */
export const aboutPageSchema = z.strictObject({
  meta: metaSchema,
  eyebrow: text,
  heading: text,
  blurbs: z.array(cardSchema).length(4, 'should have exactly four blurbs'),
  trial: z.strictObject({ heading: text, text, cta: linkSchema }),
});
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
        /** The card's link words. */
        linkLabel: text,
        /** Where the card leads: /setup, https://..., or {chat} for the community chat. */
        href: anyLink,
      }),
    )
    .min(1, 'needs at least one card'),
  help: z.strictObject({
    /** The section's name in links: /support#help leads here. */
    anchor,
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
  /** The line under the contact details: Decentralized | Everywhere. */
  motto: text,
});
export type ContactPage = z.output<typeof contactPageSchema>;

const authPage = {
  meta: metaSchema,
  heading: text,
  intro: text,
  /** The Google button's words. */
  googleButton: text,
  /** The word on the line between the Google button and the form, such as or. */
  divider: text,
  submit: text,
  /** The sentence before the link to the other form, such as Already have an account? */
  switchText: text,
  switchLink: linkSchema,
  /** The words read aloud for the close button, which leads home. */
  closeLabel: text,
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
  /** The button on each card, with {platform} for the platform's name. */
  buttonLabel: template(['platform']),
  /** Read aloud after the button's words: the link opens in a new tab. */
  newTabNote: text,
  /** The badge on the card for the visitor's own kind of device, such as Recommended for your device. */
  recommended: text,
  /** The names shown beside a platform's optional details in `content/platforms.yaml`. */
  details: z.strictObject({
    /** Beside the version, such as Version. */
    version: text,
    /** Beside the oldest supported system, such as Requires. */
    minOs: text,
    /** Beside the checksum, such as SHA-256. */
    sha256: text,
    /** The link to the release notes, such as Release notes. */
    releaseNotes: text,
  }),
});
export type DownloadPage = z.output<typeof downloadPageSchema>;

/** `content/pages/setup.yaml`. */
export const setupPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  /** The line over the step, with {current} and {total}, such as Step {current} of {total}. */
  progress: template(['current', 'total']),
  continueLabel: text,
  finishLabel: text,
  /** Read aloud beside a finished step in the indicator. */
  completedLabel: text,
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
  /** The label on a draft post, which only the dev server shows. */
  draftLabel: text,
  /** Read aloud before a post's tags. */
  tagsLabel: text,
  /** The link from a post back to the list. */
  backLink: linkSchema,
  /** How long a post takes to read, with {minutes}, such as {minutes} min read. */
  readingTime: template(['minutes']),
  /** The links under a post to the posts published before and after it. */
  postNav: z.strictObject({
    /** Read aloud for the pair of links, such as More posts. */
    label: text,
    /** The words over the link to the older post, such as Previous post. */
    previous: text,
    /** The words over the link to the newer post, such as Next post. */
    next: text,
  }),
  /** The page that lists the posts with one tag, at /blog/tag/<tag>; {tag} is the tag. */
  tagPage: z.strictObject({
    meta: z.strictObject({ title: template(['tag']), description: template(['tag']) }),
    heading: template(['tag']),
  }),
  /** The blog's feeds, which readers follow in a feed reader. */
  feed: z.strictObject({
    /** The feed's name in a feed reader, such as {product} Blog. */
    title: text,
    /** A sentence saying what the feed brings. */
    description: text,
  }),
});
export type BlogPage = z.output<typeof blogPageSchema>;

/** `content/pages/server.yaml`. */
export const serverPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text,
  intro: text,
  online: text,
  offline: text,
  /** The latency as shown, with {latency} for the number, such as {latency} ms. */
  latency: template(['latency']),
  /** Words for each flag picture, with {country}, such as Flag of {country}. */
  flagAlt: template(['country']),
  /** The controls over the list, which narrow it down and order it once the page has loaded. */
  controls: z.strictObject({
    /** Read aloud for the group of controls, such as Find a location. */
    label: text,
    /** The search box, which matches country names. */
    search: fieldSchema,
    /** The tick box that hides offline locations. */
    onlineOnly: text,
    /** The words over the order menu, such as Sort by. */
    sortLabel: text,
    /** The menu's choices: the order of `content/servers.yaml`, which the page starts with, then two others. */
    sortAsListed: text,
    sortByCountry: text,
    sortByLatency: text,
  }),
  /** The line saying how many locations are shown, with {shown} and {total}; screen readers hear it change. */
  count: template(['shown', 'total']),
  /** Shown instead of the list when no location matches the search. */
  noResults: text,
});
export type ServerPage = z.output<typeof serverPageSchema>;

/** `content/pages/legal.yaml`: the words around both legal texts. */
export const legalPageSchema = z.strictObject({
  /** The heading over the list of sections, such as On this page. */
  tocHeading: text,
  /** The heading of the plain-language summary box, such as In short. */
  summaryHeading: text,
  /** The heading over the change history, such as Changes to this text. */
  changesHeading: text,
});
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
