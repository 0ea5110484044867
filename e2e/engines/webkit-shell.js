/* global imports, ARGV */
// The smallest browser around WebKitGTK that WebKitWebDriver can drive, run by GJS. WebKitGTK's own
// MiniBrowser keeps an automation session's pages in a private (ephemeral) session, and WebKit
// never writes a private page's console to the terminal; this one keeps its data in a fresh folder
// of its own, so every console message, uncaught exception and unhandled rejection of a page is
// written on standard error, where the tests read it. `--no-scripts` turns the pages' scripts off.
imports.gi.versions.Gtk = '3.0';
imports.gi.versions.WebKit2 = '4.1';
const { GLib, Gtk, WebKit2 } = imports.gi;

Gtk.init(null);
const folder = GLib.dir_make_tmp('masky-webkit-XXXXXX');
const context = new WebKit2.WebContext({
  website_data_manager: new WebKit2.WebsiteDataManager({
    base_data_directory: folder,
    base_cache_directory: folder,
  }),
});
context.set_automation_allowed(true);
// WebKitWebDriver's proxy capability does not reach a browser's own data manager, so the shell takes
// the proxy itself: `--proxy=URI` sends everything but the loopback address through it.
const proxy = ARGV.find((arg) => arg.startsWith('--proxy='));
if (proxy) {
  context
    .get_website_data_manager()
    .set_network_proxy_settings(
      WebKit2.NetworkProxyMode.CUSTOM,
      new WebKit2.NetworkProxySettings(proxy.slice('--proxy='.length), ['127.0.0.1', 'localhost']),
    );
}
const settings = new WebKit2.Settings({
  enable_javascript: !ARGV.includes('--no-scripts'),
  enable_write_console_messages_to_stdout: true,
});

context.connect('automation-started', (_context, session) => {
  // WebKitWebDriver reports this as the browser's name and version.
  const info = new WebKit2.ApplicationInfo();
  info.set_name('WebKitGTK');
  info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version());
  session.set_application_info(info);
  session.connect('create-web-view', () => {
    const view = new WebKit2.WebView({ web_context: context, settings, is_controlled_by_automation: true });
    const window = new Gtk.Window();
    window.add(view);
    window.connect('destroy', () => Gtk.main_quit());
    window.show_all();
    return view;
  });
});
Gtk.main();
