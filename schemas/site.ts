import { z } from 'zod';
import { mirrorSchema, onionSchema } from './mirrors';
import { externalLinkSchema, LANGUAGE_TAG, linkSchema, template, text, webUrl } from './shared';

/**
 * An https origin with no path: a host name in small letters (each label of letters, digits and
 * inner hyphens) and, if not 443, a port.
 */
const EDITOR_ORIGIN =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

export const siteSchema = z
  .strictObject({
    product: text.describe("The product's name, used in titles and in the {product} placeholder."),
    tagline: text.describe(
      "One sentence that says what the product is, shown in the header's logo title and in search results.",
    ),
    language: z
      .string()
      .regex(LANGUAGE_TAG, 'should be a language tag such as en, en-US or zh-Hans')
      .describe('The language of the site, as a language tag such as en.'),
    locale: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?-[A-Z]{2}$/, 'should be a locale such as en-US')
      .describe('How dates are written, as a locale such as en-US (July 24, 2025).'),
    email: z
      .email({ error: 'should be an email address, for example support@masky.example' })
      .describe('The support address, used in the {email} placeholder.'),
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{5,}$/, 'should be a phone number, for example +1 555 0100')
      .describe('The support phone number, used in the {phone} placeholder.'),
    downloadHost: webUrl
      .refine((url) => !url.endsWith('/'), 'should not end with a slash')
      .describe('The address apps are downloaded from, used in the {host} placeholder. No slash at the end.'),
    siteUrl: webUrl
      .refine((url) => !url.endsWith('/'), 'should not end with a slash')
      .describe(
        "The address the site is published at, such as https://masky.example, with no slash at the end. Search engines, shared links and the blog's feeds use it to name each page in full.",
      ),
    twitterHandle: z
      .string()
      .regex(/^@\w{1,15}$/, 'should be an account name starting with @, for example @maskyvpn')
      .optional()
      .describe(
        "Optional: the site's account on X (Twitter), such as @maskyvpn, named when a page is shared there.",
      ),
    flagBaseUrl: webUrl
      .refine((url) => url.endsWith('/'), 'should end with a slash, for example https://flagcdn.com/')
      .describe('Where flag images come from; the site adds w40/{code}.png to it. Ends with a slash.'),
    flagSource: z
      .enum(['external', 'site'], {
        error: (issue) =>
          `${JSON.stringify(issue.input)} is not a flag source; write external (flags from flagBaseUrl) or site (flags served by this site)`,
      })
      .describe(
        "Where the main site's server page takes its flags from. external: from flagBaseUrl, a third party that sees each visitor's IP address, so the privacy policy must name it. site: copies served by this site (taken from the flag-icons package at build time), so visitors make no third-party request. The copy built for mirrors and the onion service always serves its own.",
      ),
    copyrightYear: z
      .number({ error: 'should be a year written as a number, for example 2024' })
      .int()
      .min(2000, 'should be a year such as 2024')
      .max(2100, 'should be a year such as 2024')
      .describe("The year in the main footer's copyright line, used in the {copyrightYear} placeholder."),
    titleTemplate: template(['title']).describe(
      'How the browser tab and search results name a post or a legal text, with {title} for its own title, such as {title} | {product}.',
    ),
    mascotAlt: text.describe(
      'Words for the mascot picture, read aloud to visitors who cannot see it; also the description of the picture that link previews show.',
    ),
    header: z.strictObject({
      logoLabel: text.describe('The words read aloud for the logo link.'),
      nav: z
        .array(linkSchema)
        .min(1, 'needs at least one link')
        .describe('Links in the header. A link starting with # leads to a section of the home page.'),
      trialBadge: text.describe('The badge beside the links, such as 7 Days Free Trial.'),
      tokenLink: linkSchema.describe('The token link, such as $Masky Token.'),
      openMenu: text.describe('The words read aloud for the button that opens the menu on phones.'),
      closeMenu: text.describe('The words read aloud for the same button while the menu is open.'),
      menuButton: linkSchema
        .extend({
          context: text.describe(
            'Words screen readers and search engines hear after the label, not shown, so that a short label such as Learn More still says where it leads: about {product}.',
          ),
        })
        .describe('The button at the bottom of the phone menu.'),
      skipLink: text.describe('The link that lets keyboard users jump past the header.'),
      searchLink: linkSchema.describe(
        'The link to the search page, shown as a magnifying glass beside the language menu, its label read aloud and shown in the phone menu.',
      ),
      navLabel: text.describe("Read aloud for the header's links, such as Main."),
      mobileNavLabel: text.describe('Read aloud for the links of the menu on phones, such as Mobile.'),
    }),
    footer: z.strictObject({
      blurb: text.describe('A sentence under the logo in the footer.'),
      linksHeading: text.describe("The heading over the footer's links."),
      links: z.array(linkSchema).min(1, 'needs at least one link').describe('The links in the footer.'),
      socialHeading: text.describe('The heading over the social links.'),
      copyright: text.describe(
        'The copyright line, for example: © {copyrightYear} {product}. All rights reserved.',
      ),
      offlineCopy: template(['date']).describe(
        "The line the offline copy's pages show above the copyright, before the site's address, with {date} for the day the copy was made, such as: An offline copy of this site, made on {date}. The site itself is at",
      ),
    }),
    social: z
      .array(externalLinkSchema)
      .min(1, 'needs at least one link')
      .describe('The social networks, shown on the contact page and in the footer.'),
    communityChat: webUrl.describe('The community chat group, linked from the support page.'),
    onion: onionSchema.optional(),
    mirrors: z
      .array(mirrorSchema)
      .optional()
      .describe(
        'Optional: the official mirrors, copies of the site at other addresses that the company keeps, listed on the mirrors page and in /mirrors.json. To retire one, give it a removed date rather than deleting it.',
      ),
    editing: z
      .strictObject({
        backend: z
          .enum(['github', 'gitlab'], {
            error: (issue) =>
              `${JSON.stringify(issue.input)} is not a git host the editor works with; write github or gitlab`,
          })
          .describe('The git host that keeps the site: github or gitlab.'),
        repo: z
          .string()
          .regex(
            /^[\w.-]+\/[\w.-]+$/,
            'should be the repository as owner/name, for example masky-vpn/website',
          )
          .describe('The repository, as owner/name, for example masky-vpn/website.'),
        branch: z
          .string()
          .regex(/^[\w./-]+$/, 'should be a branch name, for example main')
          .describe(
            'The branch the site is published from, usually main; each edit becomes a pull request into it.',
          ),
        signInUrl: webUrl
          .refine((url) => !url.endsWith('/'), 'should not end with a slash')
          .optional()
          .describe(
            'GitHub only: the address of the sign-in service that lets editors sign in with GitHub, with no slash at the end. README.md, "Hosted editing", says how to set it up.',
          ),
        appId: z
          .string()
          .regex(
            /^[0-9a-f]{20,}$/,
            'should be the application ID GitLab shows, a long string of digits and letters a to f',
          )
          .optional()
          .describe('GitLab only: the application ID of the GitLab application editors sign in through.'),
        origin: z
          .string()
          .regex(
            EDITOR_ORIGIN,
            'should be the editor’s own address: https:// and a host name in small letters, with no path and no slash at the end, for example https://cms.masky.example',
          )
          .describe(
            'The address the browser editor is published at, on a host of its own such as https://cms.masky.example, with no path and no slash at the end. It must not be the site’s own address: the editor keeps the git host’s sign-in in the browser, and only pages of its own address can read it. The build writes the editor into dist-editor/ for this host.',
          ),
        privateRepository: z
          .boolean()
          .optional()
          .describe(
            'GitHub only: true if the repository is private. Editors then sign in with GitHub’s repo permission, which reaches every repository they can reach, private ones included; without it they sign in with public_repo, which can change only public repositories. README.md, "Hosted editing", explains the choice.',
          ),
      })
      .superRefine((editing, context) => {
        // Each git host signs editors in its own way, and the editor cannot start without it.
        if (editing.backend === 'github' && !editing.signInUrl) {
          context.addIssue({
            code: 'custom',
            path: ['signInUrl'],
            message: 'is needed for github: the address of the sign-in service',
          });
        }
        if (editing.backend === 'gitlab' && !editing.appId) {
          context.addIssue({
            code: 'custom',
            path: ['appId'],
            message: 'is needed for gitlab: the application ID of the GitLab application',
          });
        }
      })
      .describe(
        'The browser editor of the published site, on an address of its own: the git host and repository its edits go to.',
      ),
    languages: z
      .strictObject({
        switcherLabel: text.describe(
          'The label of the language switcher in the header and footer, such as Language.',
        ),
        switcherHint: text.describe(
          'Read aloud for the language switcher: what it does, such as Read this page in another language.',
        ),
        missing: template(['language']).describe(
          'Shown on a page not yet translated into this language, above the English: {language} is the language’s own name.',
        ),
        outdated: template(['date']).describe(
          'Shown on a translated page whose English changed after it was translated: {date} is the day the English changed.',
        ),
        legalOutdated: template(['date']).describe(
          'The same, for a legal text: it should say that the English version applies until the translation is updated.',
        ),
        legalPrevails: text.describe(
          'Shown on a legal text in this language while its translation is up to date: that it is a translation, and that the English version is the one that applies, such as This is a translation; the English version of this document is the one that applies.',
        ),
        legalBinds: text.describe(
          'Shown instead on a legal text in a language whose own translation applies (legalVersion: translation in content/languages.yaml), while it is up to date: that this translation is the version that applies, such as This translation is the version of this document that applies to you.',
        ),
        reviewed: text.describe(
          'The line at the foot of a translated page whose translation a second native speaker reviewed as it is, such as This translation was reviewed by a second native speaker.',
        ),
        notReviewed: text.describe(
          'The line at the foot of a translated page whose translation no second native speaker has reviewed yet, such as This translation has not been reviewed by a second native speaker yet.',
        ),
        sourceLink: text.describe(
          'The link to the English page under those notices, such as Read the English version.',
        ),
      })
      .describe(
        'The words around translations: the language switcher and the notices on pages that are not translated or whose translation fell behind.',
      ),
    withoutScripts: z
      .strictObject({
        form: text.describe(
          'Shown inside the sign-up, log-in and contact forms to a visitor whose browser runs no scripts: that the form needs them, and that it sends nothing without them.',
        ),
      })
      .describe('What the site says where something needs scripts, to visitors who browse with scripts off.'),
    errorPage: z
      .strictObject({
        title: text,
        text,
        homeLink: linkSchema,
      })
      .describe('What a visitor sees when the site itself fails.'),
  })
  .superRefine((site, context) => {
    // The editor keeps the git host's token in its origin's storage: on the site's own origin, any
    // script of the site could read it.
    const siteOrigin = /^https?:\/\/[^/?#]+/i.exec(site.siteUrl)?.[0].toLowerCase();
    if (siteOrigin === site.editing.origin) {
      context.addIssue({
        code: 'custom',
        path: ['editing', 'origin'],
        message:
          'is the site’s own address; the editor needs an address of its own, such as https://cms.masky.example, so that no page of the site can read its sign-in',
      });
    }
  })
  .describe('Settings and words used on every page: content/site.yaml.');

/** The site's settings, as the pages receive them. */
export type Site = z.output<typeof siteSchema>;
