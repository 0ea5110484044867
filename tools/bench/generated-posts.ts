/**
 * Blog posts made up for the benches (`npm run bench:content` and `npm run bench:scale`): valid
 * content that looks like the real posts, in any number. Post `n` is the same whatever the count,
 * so the posts of a small run are the first posts of a large one, and every link a post makes leads
 * to a page that exists at any count: an earlier generated post, its own tags' pages, or a fixed
 * page of the site.
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '../../pipeline/content/slug';

/**
 * The tags the posts draw from: the site's own first, so its tag pages gain posts, then more, about
 * thirty in all, so each tag page lists a few percent of the blog.
 */
export const GENERATED_TAGS = [
  'privacy',
  'zero-log',
  'protocols',
  'censorship',
  'crypto',
  'payments',
  'security',
  'encryption',
  'wireguard',
  'openvpn',
  'xray',
  'streaming',
  'travel',
  'mobile',
  'android',
  'ios',
  'windows',
  'macos',
  'linux',
  'routers',
  'dns',
  'kill-switch',
  'split-tunneling',
  'public-wifi',
  'speed',
  'servers',
  'news',
  'guides',
  'gaming',
  'tracking',
] as const;

/** The first and last day a generated post may have: years before the site's own posts, never later than today. */
const FIRST_DAY = Date.UTC(2016, 0, 1);
const LAST_DAY = Date.UTC(2025, 5, 27);
const DAY_MS = 24 * 60 * 60 * 1000;

const SUBJECTS = [
  'Public Wi-Fi',
  'DNS Leaks',
  'the Kill Switch',
  'Split Tunnelling',
  'WireGuard',
  'OpenVPN',
  'Xray and Reality',
  'Streaming Abroad',
  'Travelling with a VPN',
  'Your Phone',
  'Your Router',
  'Linux Desktops',
  'Online Gaming',
  'Paying with Crypto',
  'Browser Fingerprints',
  'Ad Trackers',
  'Server Locations',
  'Connection Speed',
  'Deep Packet Inspection',
  'Encrypted DNS',
  'Shared Networks',
  'Hotel Internet',
  'Email Privacy',
  'Metadata',
  'Obfuscated Servers',
  'Multi-Hop Routes',
  'IPv6 Leaks',
  'Smart TVs',
  'Family Devices',
  'Remote Work',
  'Ad Blocking',
  'Location Spoofing',
  'Private Browsing',
  'Password Managers',
  'Two-Factor Sign-In',
  'Home Networks',
  'Cloud Backups',
  'Messaging Apps',
  'Internet Shutdowns',
  'Data Brokers',
];

const TITLE_TEMPLATES = [
  (subject: string) => `${subject}, Explained`,
  (subject: string) => `What Everyone Gets Wrong About ${subject}`,
  (subject: string) => `A Beginner's Guide to ${subject}`,
  (subject: string) => `${subject}: Five Questions Answered`,
  (subject: string) => `How We Test ${subject}`,
  (subject: string) => `${subject} in Practice`,
  (subject: string) => `Why ${subject} Matters More Than You Think`,
  (subject: string) => `${subject}: A Checklist`,
  (subject: string) => `Notes on ${subject}`,
  (subject: string) => `${subject} Without the Jargon`,
  (subject: string) => `The Trouble with ${subject}`,
  (subject: string) => `Ten Minutes with ${subject}`,
  (subject: string) => `${subject}: What Changed This Year`,
  (subject: string) => `Getting ${subject} Right`,
];

/** Endings that make a title one of its kind; a year is the other ending, taken from the post's date. */
const TITLE_ENDINGS = [
  ' for Travellers',
  ' for Families',
  ' for Gamers',
  ' at Work',
  ' on Android',
  ' on a Budget',
];

const SUMMARIES = [
  (subject: string) => `Everything you need to know about ${subject.toLowerCase()}, in plain words.`,
  (subject: string) => `A short guide to ${subject.toLowerCase()}, and what {product} does about it.`,
  (subject: string) => `Common myths about ${subject.toLowerCase()}, and the facts behind them.`,
  (subject: string) => `What changes for your privacy with ${subject.toLowerCase()}, step by step.`,
];

const HEADINGS = [
  'Why it matters',
  'What can go wrong',
  'How it works',
  'What we do about it',
  'How to check it yourself',
  'A quick test',
  'Common mistakes',
  'What to do next',
  'The short version',
  'Questions readers ask',
];

const SENTENCES = [
  'A VPN can only protect what it never records.',
  'Every network you join can see where your traffic goes unless it is encrypted first.',
  '{product} keeps no logs of the sites you visit or the addresses you connect from.',
  'The fastest protocol is the one that reaches a server near you without being blocked.',
  'Most leaks happen in the seconds after a connection drops, before the app notices.',
  'Encryption hides what you send, but not always that you are sending it.',
  'A provider that cannot see your traffic cannot sell it or hand it over.',
  'Small settings, such as the kill switch, matter more than the number of servers.',
  'Firewalls that look for the shape of VPN traffic can block it within seconds.',
  'Paying with crypto keeps your name out of the account entirely.',
  'Ads follow you from site to site through identifiers you never agreed to.',
  'Shared networks in hotels and cafés are the easiest place to be watched.',
  'Testing for a leak takes less than a minute, and it is worth doing after every update.',
  'A connection that looks like ordinary web browsing is much harder to single out.',
  'The privacy policy tells you more than the home page does.',
  'Your operating system may send requests outside the tunnel unless it is told not to.',
];

const LIST_ITEMS = [
  'Turn on the kill switch',
  'Use the nearest server first',
  'Check for DNS leaks after connecting',
  'Update the app when asked',
  'Keep IPv6 off the local network if your router leaks it',
  'Pay with crypto if you can',
  'Read the privacy policy, not the advertising',
  'Prefer encrypted DNS',
  'Forget public networks when you leave',
  'Connect before you open the browser',
];

const SITE_LINKS = [
  ['the setup guide', '/setup'],
  ['our plans', '/#pricing'],
  ['the apps', '/download'],
  ['the server list', '/server'],
  ['support', '/support'],
  ['the privacy policy', '/privacypolicy'],
] as const;

/** One generated post: its id (the file name without `.md`), its date and tags, and the whole file. */
export interface GeneratedPost {
  id: string;
  title: string;
  date: string;
  tags: string[];
  markdown: string;
}

/** A small seeded random generator (mulberry32): the same seed gives the same numbers on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The first `size` items of a list in a random order (a partial Fisher–Yates shuffle). */
function sample<T>(list: readonly T[], size: number, next: () => number): T[] {
  const copy = [...list];
  for (let index = 0; index < size; index += 1) {
    const other = index + Math.floor(next() * (copy.length - index));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy.slice(0, size);
}

/** A YAML string in double quotes, so that colons and apostrophes in titles stay text. */
const quoted = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * Makes `count` posts. Post `n` depends only on `n` and the ids before it, so a run of 1,000 posts
 * holds the same first 1,000 posts as a run of 5,000. `taken` names ids already in the blog, which
 * the generated ones must not reuse.
 */
export function generatePosts(count: number, taken: Iterable<string> = []): GeneratedPost[] {
  const used = new Set(taken);
  const posts: GeneratedPost[] = [];
  for (let index = 0; index < count; index += 1) {
    const next = random(index * 2654435761 + 1);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const subject = pick(SUBJECTS);
    const day = Math.floor(next() * ((LAST_DAY - FIRST_DAY) / DAY_MS + 1));
    const date = new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);
    const ending = next();
    const title =
      pick(TITLE_TEMPLATES)(subject) +
      (ending < 0.1 ? '' : ending < 0.55 ? ` in ${date.slice(0, 4)}` : pick(TITLE_ENDINGS));
    const base = slugify(title);
    let id = base;
    for (let suffix = 2; used.has(id); suffix += 1) id = `${base}-${suffix}`;
    used.add(id);

    const tags = sample(GENERATED_TAGS, next() < 0.5 ? 2 : 3, next);

    const paragraph = (sentences: number) =>
      Array.from({ length: sentences }, () => pick(SENTENCES)).join(' ');
    const [siteLabel, siteUrl] = pick(SITE_LINKS);
    // An earlier post exists at every count that includes this one; the first post links to the list.
    const earlier = index > 0 ? posts[Math.floor(next() * index)] : undefined;
    const related = earlier ? `[${earlier.title}](/blog/${earlier.id})` : '[the other posts](/blog)';
    const headings = sample(HEADINGS, 3 + Math.floor(next() * 2), next);
    const sections = headings.map((heading, section) => {
      const lines = [`## ${heading}`, '', paragraph(2 + Math.floor(next() * 3))];
      if (section === 0)
        lines.push('', `${paragraph(1)} Start with ${siteLabel} at [${siteUrl}](${siteUrl}).`);
      if (section === 1) {
        const items = sample(LIST_ITEMS, 3 + Math.floor(next() * 3), next);
        const ordered = next() < 0.5;
        lines.push('', ...items.map((item, position) => `${ordered ? `${position + 1}.` : '-'} ${item}`));
      }
      if (section === headings.length - 1) {
        lines.push(
          '',
          `Read more in ${related}, or see every post tagged [${tags[0]}](/blog/tag/${tags[0]}).`,
        );
      }
      return lines.join('\n');
    });

    const markdown = [
      '---',
      `title: ${quoted(title)}`,
      `date: ${date}`,
      `summary: ${quoted(pick(SUMMARIES)(subject))}`,
      `tags: [${tags.join(', ')}]`,
      '---',
      '',
      paragraph(2),
      '',
      sections.join('\n\n'),
      '',
    ].join('\n');
    posts.push({ id, title, date, tags, markdown });
  }
  return posts;
}

/**
 * Writes `count` generated posts into a blog folder beside the posts already there, and returns
 * them. The ids already in the folder are left to their posts.
 */
export async function writeGeneratedPosts(blogDir: string, count: number): Promise<GeneratedPost[]> {
  const existing = (await readdir(blogDir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3));
  const posts = generatePosts(count, existing);
  // Written a batch at a time: thousands of files at once would run out of file handles on some machines.
  for (let start = 0; start < posts.length; start += 200) {
    await Promise.all(
      posts
        .slice(start, start + 200)
        .map((post) => writeFile(path.join(blogDir, `${post.id}.md`), post.markdown)),
    );
  }
  return posts;
}
