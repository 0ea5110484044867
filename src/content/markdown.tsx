import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { Heading, MarkdownBody } from '../../schemas';

/** A rehype plugin that hands back the body's headings after rehype-slug has given them ids. */
function collectHeadings(into: Heading[]) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const depth = /^h([2-3])$/.exec(node.tagName)?.[1];
      if (depth && typeof node.properties.id === 'string') {
        into.push({ depth: Number(depth), id: node.properties.id, text: toString(node) });
      }
    });
  };
}

/** Raw HTML in a markdown file becomes text, before anything else reads the tree: it is shown, never run. */
function rawHtmlAsText() {
  return (tree: Root) => {
    visit(tree, 'raw', (node) => {
      (node as { type: string }).type = 'text';
    });
  };
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Keeps an address only when it is safe, by an allow-list: web and mail addresses, and addresses in
 * the site. Anything else, `javascript:`, `vbscript:` and `data:` included, is dropped, and so are
 * protocol-relative addresses (`//host`), which would leave the site without saying so.
 */
function safeUrl(url: string): string {
  const safe = defaultUrlTransform(url);
  const scheme = SCHEME.exec(safe)?.[1];
  if (safe.startsWith('//') || (scheme !== undefined && !/^(https?|mailto)$/i.test(scheme))) return '';
  return safe;
}

/** Whether an address leads away from the site (it names a scheme, such as https: or mailto:). */
function isExternal(href: string | undefined): boolean {
  return href !== undefined && SCHEME.test(href);
}

/** Links that leave the site open without telling that site where the visitor came from. */
function Link({ node: _node, href, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  return isExternal(href)
    ? createElement('a', { ...props, href, rel: 'noopener noreferrer' })
    : createElement('a', { ...props, href: href || undefined });
}

/**
 * Images from the site itself, loaded lazily. An image from anywhere else would tell a third party
 * who reads the page (and the Content Security Policy would block it), so it shows as its words.
 */
function Image({ node: _node, src, alt, ...props }: ComponentProps<'img'> & { node?: unknown }) {
  if (typeof src !== 'string' || src === '' || isExternal(src)) return alt ?? null;
  return createElement('img', { ...props, src, alt, loading: 'lazy', decoding: 'async' });
}

/**
 * Renders a markdown body to HTML at build time with react-markdown and GitHub-flavoured markdown.
 * Raw HTML written in the file is never passed through: it shows as text.
 */
export function renderMarkdown(body: string): MarkdownBody {
  const headings: Heading[] = [];
  const html = renderToStaticMarkup(
    createElement(Markdown, {
      remarkPlugins: [remarkGfm],
      rehypePlugins: [rawHtmlAsText, rehypeSlug, collectHeadings(headings)],
      urlTransform: safeUrl,
      components: { a: Link, img: Image },
      children: body,
    }),
  );
  return { html, headings };
}
