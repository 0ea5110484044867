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

/**
 * Keeps a link only when it is safe: react-markdown's own check already drops `javascript:`,
 * `vbscript:` and `data:` addresses, and this one also refuses protocol-relative ones.
 */
function safeUrl(url: string): string {
  const safe = defaultUrlTransform(url);
  return safe.startsWith('//') ? '' : safe;
}

function isExternal(href: string | undefined): boolean {
  return href !== undefined && /^https?:\/\//i.test(href);
}

/** Links that leave the site open without telling that site where the visitor came from. */
function Link({ node: _node, href, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  return isExternal(href)
    ? createElement('a', { ...props, href, rel: 'noopener noreferrer' })
    : createElement('a', { ...props, href: href || undefined });
}

/**
 * Renders a markdown body to HTML at build time with react-markdown and GitHub-flavoured markdown.
 * Raw HTML written in the file is never passed through: react-markdown shows it as text.
 */
export function renderMarkdown(body: string): MarkdownBody {
  const headings: Heading[] = [];
  const html = renderToStaticMarkup(
    createElement(Markdown, {
      remarkPlugins: [remarkGfm],
      rehypePlugins: [rehypeSlug, collectHeadings(headings)],
      urlTransform: safeUrl,
      components: { a: Link },
      children: body,
    }),
  );
  return { html, headings };
}
