// The header's menu is a popover, which closes itself when a link takes the visitor to another page.
// On the home page its section links stay on the page, so choosing one closes it here.
const menu = document.querySelector<HTMLElement>('[data-behaviour~="menu"]');
menu?.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link?.hash && link.pathname === window.location.pathname) menu.hidePopover();
});
