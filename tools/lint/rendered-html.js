/**
 * The rule that keeps regular expressions off rendered HTML (issue 41): a page is written right
 * when it is drawn, so nothing reads or patches its HTML afterwards. It cannot see every way a
 * string of HTML travels, so it goes by names, as the code names HTML: a call of a string's regular
 * expression methods on something named like `html`, and a regular expression run over one.
 */
const HTML_NAME = '/[Hh][Tt][Mm][Ll]$/';
const STRING_METHODS = '/^(replace|replaceAll|match|matchAll|search|split)$/';

export const RENDERED_HTML_MESSAGE =
  'No regular expression reads or rewrites rendered HTML: make it right where it is rendered (markdown-it rules, a component, a context the render fills).';

/** The selectors of `no-restricted-syntax` that find a regular expression over rendered HTML. */
export const renderedHtmlSelectors = [
  `CallExpression[callee.property.name=${STRING_METHODS}][callee.object.name=${HTML_NAME}]`,
  `CallExpression[callee.property.name=${STRING_METHODS}][callee.object.property.name=${HTML_NAME}]`,
  `CallExpression[callee.property.name=/^(test|exec)$/][arguments.0.name=${HTML_NAME}]`,
  `CallExpression[callee.property.name=/^(test|exec)$/][arguments.0.property.name=${HTML_NAME}]`,
].map((selector) => ({ selector, message: RENDERED_HTML_MESSAGE }));
