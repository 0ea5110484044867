import { defineConfig } from 'html-validate';

/**
 * html-validate's settings for the built pages (`npm run check:html`). It starts from the
 * recommended preset: the HTML standard, accessibility (WCAG techniques) and markup style. Each
 * change below has its reason; none turns off a check of the HTML standard.
 */
export default defineConfig({
  extends: ['html-validate:recommended'],
  rules: {
    // The pages are React's server rendering inside index.html, not hand-written markup, so the
    // preset's style rules would only be asking React to write differently. Each of these is a
    // spelling HTML defines as the same thing: `<meta/>` for `<meta>` (void-style), `hidden=""` and
    // `disabled=""` for the bare attribute (attribute-empty-style, attribute-boolean-style), and
    // `<!doctype html>`, which Prettier writes in index.html, for `<!DOCTYPE html>` (doctype-style).
    'void-style': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'doctype-style': 'off',
    // React writes some attributes under their DOM property names, such as `dateTime` and
    // `autoComplete`. HTML attribute names are case-insensitive, so the browser reads `datetime`.
    'attr-case': 'off',
    // React's useId() makes ids such as `_R_j9_`. HTML allows any id without spaces; the strict form
    // of this rule also asks for a leading letter, for ids that are easy to write in CSS. The relaxed
    // form, which html-validate's standard preset uses, still fails an empty or spaced id.
    'valid-id': ['error', { relaxed: true }],
    // The tag lists of posts are `<ul aria-label="Tags">`. ARIA lets a list have a name, so the label
    // is valid; the recommended preset still flags it, because some screen readers do not announce
    // a list's name, and then nothing is lost. This setting is the one the standard preset uses.
    // A label on an element that may not be named at all (a `<div>` or `<span>` without a role) is
    // still an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The search page's results are the listbox of the ARIA combobox pattern, which a native
    // <select> cannot be: its options hold links, marked passages and text in another direction.
    // Any other role that a native element has is still flagged.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // A title over 70 characters is advice for search results, which cut long titles short, and the
    // titles come from editors' front matter, so it is shown as a warning and does not fail the check.
    'long-title': 'warn',
  },
});
