// The not-found page is served for any address the site lacks; the specification asks that the
// address the visitor tried be written to the console.
if (document.querySelector('[data-behaviour~="not-found-log"]')) {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
