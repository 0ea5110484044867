/** Elements that load or run something, or change where the page's links lead. */
const FORBIDDEN_ELEMENTS = ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'style'];

/** Attributes whose value a browser follows as an address. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'srcset',
];

/** An address as a browser reads it: no tabs or newlines, no spaces or control characters before it. */
function normalized(url: string): string {
  const compact = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < compact.length && compact.charCodeAt(start) <= 0x20) start += 1;
  return compact.slice(start);
}

const describe = (element: Element) => element.outerHTML.slice(0, 100);

/**
 * Everything in an HTML document that would run script, style the page inline, or load or link an
 * address the Content Security Policy does not expect: each finding as a line that says what and
 * where. `allowedScript` matches the `src` of the scripts the page may load, the site's own modules,
 * each once; an island's props, inert JSON that no browser runs, are allowed too. It needs a DOM: run
 * it in a browser or in a jsdom test environment.
 */
export function unsafeMarkup(html: string, allowedScript?: RegExp): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const findings: string[] = [];
  const loaded = new Set<string>();
  for (const script of document.querySelectorAll('script')) {
    const src = script.getAttribute('src') ?? '';
    const isData = script.type === 'application/json' && !script.hasAttribute('src');
    const isSiteModule =
      allowedScript && script.type === 'module' && allowedScript.test(src) && !loaded.has(src);
    if (isSiteModule) loaded.add(src);
    if (!isData && !isSiteModule) findings.push(`script: ${describe(script)}`);
  }
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.includes(tag)) findings.push(`<${tag}> element: ${describe(element)}`);
    if (tag === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh') {
      findings.push(`refresh: ${describe(element)}`);
    }
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) findings.push(`event handler ${name}: ${describe(element)}`);
      if (name.toLowerCase() === 'style') findings.push(`style attribute: ${describe(element)}`);
      if (!URL_ATTRIBUTES.includes(name.toLowerCase())) continue;
      const url = normalized(value);
      if (/^(javascript|vbscript|data):/i.test(url))
        findings.push(`${name}=${url.split(':')[0]}: ${describe(element)}`);
      if (/^[/\\]{2}/.test(url)) findings.push(`protocol-relative ${name}: ${describe(element)}`);
    }
  }
  return findings;
}
