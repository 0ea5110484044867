/**
 * `npm run bench:content`: copies `content/` into a temporary folder, adds 5,000 generated blog
 * posts (`--posts N` for another number), times one full content check over it, and prints the time
 * and the number of files. The check renders no markdown, so the figure is the checking alone.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_DIR } from '../src/content/consts';
import { loadContent } from '../src/content/load';
import { formatProblem } from '../src/content/problem';

const root = path.resolve(import.meta.dirname, '..');
const postsFlag = process.argv.indexOf('--posts');
const count = postsFlag > 0 ? Number(process.argv[postsFlag + 1]) : 5000;
const TAGS = ['privacy', 'protocols', 'crypto', 'zero-log', 'security', 'news'];

/** A post like the real ones: front matter, headings, paragraphs, a list and links inside the site. */
function post(index: number): string {
  const day = `2024-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
  const paragraph =
    'A VPN can only protect what it never records. Here is what that means for {product}, and how to tell a real promise from marketing.';
  return [
    '---',
    `title: "Generated post ${index}: what a VPN keeps"`,
    `date: ${day}`,
    `summary: Post number ${index}, generated to time the content check.`,
    `tags: [${TAGS[index % TAGS.length]}, ${TAGS[(index + 1) % TAGS.length]}]`,
    '---',
    '',
    paragraph,
    '',
    '## What a log can reveal',
    '',
    `${paragraph} See [the plans](/#pricing) and [the setup guide](/setup).`,
    '',
    '- No browsing history',
    '- No DNS queries',
    '- No IP addresses',
    '',
    '## How to check a provider',
    '',
    `${paragraph} Read [the previous post](/blog/generated-post-${Math.max(index - 1, 0)}).`,
    '',
  ].join('\n');
}

const folder = await mkdtemp(path.join(tmpdir(), 'bench-content-'));
try {
  await cp(path.join(root, CONTENT_DIR), path.join(folder, CONTENT_DIR), { recursive: true });
  const blog = path.join(folder, CONTENT_DIR, 'blog');
  for (let index = 0; index < count; index += 1) {
    await writeFile(path.join(blog, `generated-post-${index}.md`), post(index));
  }
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const { problems, files } = await loadContent({ root: folder });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  // The processor time shows the check's own cost when other programs share the machine.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  if (problems.length > 0) {
    console.error(problems.slice(0, 10).map(formatProblem).join('\n'));
    throw new Error(`The generated content should be valid, but the check found ${problems.length} problems`);
  }
  console.log(
    `Checked ${files.length} files (${count} generated blog posts) in ${seconds.toFixed(2)} s (${cpuSeconds.toFixed(2)} s of processor time)`,
  );
} finally {
  await rm(folder, { recursive: true, force: true });
}
