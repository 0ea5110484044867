/**
 * The broken-file corpus: each folder under __fixtures__ holds one or two broken files, at their
 * place under content/, and each case here the exact lines the content check prints for the real
 * content with that folder laid over it, on the day `today`, which a line that names today says.
 * fixtures.test.ts holds the check to them.
 */
import { GLOBAL_PLACEHOLDERS } from '../../../schemas/placeholders';

/** The placeholders the check names when it refuses one it does not know, as the placeholder module lists them. */
const KNOWN_PLACEHOLDERS = GLOBAL_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/** Each case of the corpus and the exact lines the check prints for it on `today`, positions included. */
export const corpus = (today: string): Record<string, string[]> => ({
  'bad-file-name': [
    "content/blog/My_First Post.md:1:1  the file name becomes the page's web address, so it should be lower-case words joined by dashes, for example my-first-post.md",
  ],
  'bad-list-item': [
    'content/blog/bad-tag.md:5:17  tags[1]: should be lower-case words joined by dashes, for example zero-log',
  ],
  'bad-list-item-block': ['content/blog/number-tag.md:8:5  tags[2]: should be text, but it is a number'],
  'broken-body-link': [
    'content/blog/broken-links.md:8:19  body: /sever is not a page of this site; did you mean /server?',
    'content/blog/broken-links.md:12:21  body: #geting-started is not a section of /blog/broken-links; did you mean #getting-started?',
    'content/blog/broken-links.md:12:49  body: #the-end is not a section of /blog/broken-links; its sections are #getting-started',
    'content/blog/broken-links.md:14:10  body: /abuot is not a page of this site; did you mean /about?',
  ],
  'host-in-link': [
    'content/blog/links-to-another-site.md:8:12  body: //2130706433 starts with //, which a browser reads as the address of another site: a link inside the site starts with a single /, for example /signup, and a link to another site with https://',
    'content/blog/links-to-another-site.md:8:41  body: /\\evil.example has a backslash (\\) in it, which a browser reads as /, so the link could lead to another site: write / between the parts of the address, for example /blog/page/2',
    'content/blog/links-to-another-site.md:8:73  body: /%2F/evil.example has a % escape in it that stands for a slash, a backslash or an invisible character, so the link could lead to another site: write the address without it, for example /signup',
    "content/blog/links-to-another-site.md:10:1  body: the picture /\\evil.example/map.png is not on this site, and the page would show only its description: add it to public/media/ (the editor's Media tab does it) and write its address as /media/<file name>",
  ],
  'country-codes': [
    'content/servers.yaml:2:9  [0].code: the code of the United Kingdom is GB',
    'content/servers.yaml:6:9  [1].code: write the code in capitals: DE',
    "content/servers.yaml:10:9  [2].code: write the country's two-letter code, FR, rather than its name",
    'content/servers.yaml:14:9  [3].code: use the two-letter code: ES',
    'content/servers.yaml:18:9  [4].code: XX is not a country code; use the two-letter ISO 3166-1 code, for example DE for Germany',
  ],
  crlf: [
    'content/blog/windows-line-endings.md:5:14  tags[1]: should be lower-case words joined by dashes, for example zero-log',
  ],
  'date-ambiguous': [
    'content/blog/ambiguous-date.md:3:7  date: write dates year first, as YYYY-MM-DD: 2025-07-04 for 4 July, or 2025-04-07 for 7 April',
  ],
  'date-day-first': [
    'content/blog/day-first-date.md:3:7  date: write dates year first, as YYYY-MM-DD: 2025-07-24',
  ],
  'date-not-on-calendar': [
    'content/blog/february-thirtieth.md:3:7  date: 2025-02-30 is not a day on the calendar: February 2025 has 28 days',
  ],
  'date-short': [
    'content/blog/short-date.md:3:7  date: write the month and the day with two digits each: 2025-07-04',
  ],
  'date-with-time': [
    'content/blog/date-with-time.md:3:7  date: write the day only, without a time: 2025-07-04',
  ],
  'duplicate-server-code': [
    'content/servers.yaml:10:9  [2].code: the country code "US" is already used on line 2; each must be different',
  ],
  'empty-file': [
    'content/blog/empty-post.md:1:1  this file is empty; it should start with front matter: a line ---, then the fields title, date, summary, tags, each on its own line, then another line ---',
  ],
  'empty-value': ['content/blog/empty-title.md:2:7  title: is empty: write some text here'],
  'empty-value-list': [
    'content/plan-status.yaml:7:10  features: is empty: add its items on the lines below it, each starting with "- " and indented',
  ],
  'empty-yaml': [
    'content/plan-status.yaml:1:1  this file is empty; it should hold the fields name, status, startedOn, renewsOn, price, features; see content/README.md',
  ],
  'encoding-latin1': [
    'content/blog/saved-as-latin1.md:4:16  this file is not saved as UTF-8, so the character here cannot be read (it may be é); save the file as UTF-8: in Notepad, use File > Save As with Encoding UTF-8; in VS Code, click "UTF-8" at the bottom right, choose "Reopen with Encoding" and Western (Windows 1252), then click it again and choose "Save with Encoding" and UTF-8',
  ],
  'encoding-lost-character': [
    'content/plan-status.yaml:10:35  the character � here stands for a letter lost when this text was converted or copied: type the right letter in its place',
  ],
  'encoding-utf16': [
    'content/plan-status.yaml:1:1  this file is saved as UTF-16 LE (Notepad calls it "Unicode"); save it as UTF-8: in Notepad, use File > Save As with Encoding UTF-8; in VS Code, click "UTF-16 LE" at the bottom right, then choose "Save with Encoding" and UTF-8',
  ],
  'encoding-utf8-bom': [
    'content/plan-status.yaml:1:1  nmae: "nmae" is not a field here; did you mean "name"?',
  ],
  'front-matter-closed-with-dots': [
    'content/blog/closed-with-dots.md:6:1  end the front matter with a line of exactly three dashes ---, not ...',
  ],
  'front-matter-empty-first-line': [
    'content/blog/empty-first-line.md:1:1  the front matter must start on the first line: remove the empty lines above the ---',
  ],
  'front-matter-long-dash': [
    'content/blog/long-dash.md:1:1  start the front matter with a line of exactly three dashes ---, at the start of the line; your editor may have turned the dashes into a long dash',
  ],
  'legal-future': [
    `content/legal/terms.md:2:1  the wording of this text is guarded, so it needs a change history: add a change at the top of changes (- date: ${today}, then text: what changed, in a sentence), set lastUpdated to ${today}, then run npm run legal:record`,
    `content/legal/terms.md:3:14  lastUpdated: 2099-01-01 is in the future; write the day the text last changed, today at the latest (${today})`,
  ],
  'line-endings-cr': [
    'content/plan-status.yaml:1:66  this line ends with a lone CR, the line ending of old Macs, which the site does not read as the end of a line; save the file with LF or CRLF line endings (most editors let you choose them)',
  ],
  'line-endings-mixed': [
    'content/blog/mixed-line-endings.md:5:14  tags[1]: should be lower-case words joined by dashes, for example zero-log',
  ],
  'link-to-draft': [
    'content/blog/links-to-a-draft.md:8:22  body: /blog/follow-up-draft is a draft, so the built site leaves it out; link to it once it is published',
  ],
  'missing-field': [
    'content/blog/missing-summary.md:2:1  summary: is missing: add a line "summary: ..." here',
  ],
  'no-front-matter': [
    'content/blog/no-front-matter.md:1:1  this file should start with front matter: a line ---, then the fields title, date, summary, tags, each on its own line, then another line ---',
  ],
  'plan-nested': [
    'content/plans.yaml:9:7  [0].features[1]: is empty: write some text here',
    'content/plans.yaml:11:5  [0].cta.lable: "lable" is not a field here; did you mean "label"?',
    'content/plans.yaml:14:11  [0].cta.action.to: /singup is not a page of this site; did you mean /signup?',
    'content/plans.yaml:25:7  [1].cta.action.body: is missing: add a line "body: ..." here',
  ],
  'platform-steps': [
    'content/platforms.yaml:3:5  [0].instructions: should have exactly four steps, but it has 3',
    'content/platforms.yaml:13:7  [1].instructions: should have exactly four steps, but it has 5',
  ],
  'renews-before-start': [
    'content/plan-status.yaml:4:11  renewsOn: should be a day after startedOn, 2025-07-25',
  ],
  'server-fields': [
    'content/servers.yaml:3:12  [0].latency: should be a number of milliseconds, for example 71 (no quotes, no ms)',
    'content/servers.yaml:4:11  [0].status: should be online or offline; did you mean online?',
    'content/servers.yaml:7:12  [1].latency: should be a whole number of milliseconds, for example 71',
    'content/servers.yaml:8:3  [1].stauts: "stauts" is not a field here; did you mean "status"?',
  ],
  'setup-steps': [
    'content/setup.yaml:1:1  should have exactly four steps, but it has 3',
    'content/setup.yaml:9:11  [1].action.type: should be link or alert; did you mean link?',
    'content/setup.yaml:14:5  [2].action.message: is missing: add a line "message: ..." here',
  ],
  'stray-file': [
    'content/server.yaml:1:1  the site does not read this file; did you mean content/servers.yaml?',
  ],
  'stray-in-blog': [
    'content/blog/notes.txt:1:1  the site reads only .md files placed directly in content/blog/; move or rename it, for example content/blog/notes.md',
  ],
  'two-featured-plans': [
    'content/plans.yaml:21:13  [1].featured: only one plan can be featured, and Free Trial already is; remove this line',
  ],
  'unclosed-front-matter': [
    'content/blog/unclosed.md:1:1  the front matter that starts here is never closed: add a line --- after its last field',
  ],
  'unknown-key': [
    'content/blog/typo-in-key.md:2:1  tilte: "tilte" is not a field here; did you mean "title"?',
    'content/blog/typo-in-key.md:6:1  author: "author" is not a field here; the fields here are "title", "date", "summary", "tags", "draft"',
  ],
  'unknown-placeholder': [
    `content/blog/unknown-placeholder.md:4:10  summary: {prodcut} is not a placeholder this site knows; use one of ${KNOWN_PLACEHOLDERS}`,
    `content/blog/unknown-placeholder.md:10:10  body: {emial} is not a placeholder this site knows; use one of ${KNOWN_PLACEHOLDERS}`,
  ],
  'wrong-type': [
    'content/blog/tags-as-text.md:5:7  tags: should be a list, with each item on its own line starting with "- ", but it is text',
  ],
  'yaml-bad-indent': [
    'content/setup.yaml:3:4  this line is indented further than the field above it; start it at the same column',
  ],
  'yaml-colon': [
    'content/blog/colon-in-title.md:2:8  this text holds ": ", which YAML reads as a new field; put the whole text in quotes, for example title: "Note: read this"',
  ],
  'yaml-comment-trap': [
    'content/plan-status.yaml:1:15  name: YAML reads " #" as the start of a note and leaves the rest of the line out; if it belongs to the text, put the whole text in quotes, for example "Premium #1 plan"',
  ],
  'yaml-control-character': [
    'content/plan-status.yaml:6:10  there is an invisible character here, a control character, often pasted from a web page or another program: click on this place and press Delete once to remove it',
  ],
  'yaml-curly-quotes': [
    'content/blog/curly-quotes.md:2:8  “ ” are curly quotes, which YAML does not read as quotes: type straight quotes instead, for example title: "Note: read this" (to keep the curly quotes in the text, put straight quotes around them)',
  ],
  'yaml-document-end': [
    'content/plan-status.yaml:5:1  a line ... ends the YAML here, so the site would leave out everything below it; remove the line',
  ],
  'yaml-duplicate-key': [
    'content/plan-status.yaml:6:1  this field is written twice in the same place; keep one',
  ],
  'yaml-field-not-deep': [
    'content/servers.yaml:7:2  this line and the one above it are fields of the same group, so they must start at the same column: line them up, using spaces',
  ],
  'yaml-fields-not-list': [
    'content/servers.yaml:2:1  this file should be a list, with each item starting with "- " at the start of a line, but it is a group of fields',
  ],
  'yaml-list-extra-comma': [
    'content/blog/extra-comma.md:5:13  there is a comma too many in this list written in [ ]; remove it',
  ],
  'yaml-list-item-not-deep': [
    'content/plan-status.yaml:9:2  this list item is not lined up with the items above it: start its "-" at the same column as theirs',
  ],
  'yaml-list-item-too-deep': [
    'content/plan-status.yaml:9:5  features[0]: this list item is indented further than the item above it, so YAML joins the two into one text: start its "-" at the same column as the "-" above',
  ],
  'yaml-list-item-without-dash': [
    'content/plan-status.yaml:9:3  this line is in a list: start it with "- ", like the items above it',
  ],
  'yaml-list-not-fields': [
    'content/plan-status.yaml:2:1  this file should be a group of fields, each written name: value at the start of a line, but it is a list',
  ],
  'yaml-nbsp-after-colon': [
    'content/plan-status.yaml:3:8  there is a non-breaking space here (often pasted from a web page or a word processor), which YAML does not read as a space: delete it and type an ordinary space',
  ],
  'yaml-nbsp-indent': [
    'content/servers.yaml:7:1  there is a non-breaking space here (often pasted from a web page or a word processor), which YAML does not read as a space: delete it and type an ordinary space',
  ],
  'yaml-no-space-after-colon': [
    'content/blog/no-space-after-colon.md:2:7  put a space after the ":" here, so that it reads title: Hello there',
  ],
  'yaml-no-space-after-colon-in-list': [
    'content/servers.yaml:9:10  put a space after the ":" here, so that it reads status: online',
  ],
  'yaml-no-space-after-dash': [
    'content/plan-status.yaml:9:4  put a space after the "-" here, so that it reads - Up to 10 devices',
  ],
  'yaml-reserved-start': [
    'content/plan-status.yaml:2:7  a text cannot start with @ unless it is in quotes; put the whole text in quotes: "@masky Premium"',
  ],
  'yaml-tab': [
    'content/plan-status.yaml:7:1  tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)',
  ],
  'yaml-tab-after-dash': [
    'content/servers.yaml:6:3  tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)',
  ],
  'yaml-tab-before-list-item': [
    'content/servers.yaml:6:1  tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)',
  ],
  'yaml-tab-in-front-matter': [
    'content/blog/tab-in-front-matter.md:4:1  tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)',
  ],
  'yaml-tab-in-list': [
    'content/servers.yaml:8:1  tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)',
  ],
  'yaml-tab-nested': [
    'content/plans.yaml:11:1  tabs are not allowed for indenting: replace the tab here with spaces (many editors can convert tabs to spaces)',
  ],
  'yaml-unclosed-quote': ['content/plan-status.yaml:1:7  a text opened with a quote here is never closed'],
  'yaml-zero-width-space': [
    'content/plan-status.yaml:3:4  there is an invisible character here, a zero-width space, often pasted from a web page or another program: click on this place and press Delete once to remove it',
  ],
});
