/** Whether a file of a built site, by its path from the site's folder, is one of the editor's pages, not the site's. */
export const isEditorPage = (file: string) => file.split(/[\\/]/)[0] === 'admin';

/** The editor's two pages: Decap at /admin/, and the site drawn for its preview at /admin/preview.html. */
export const EDITOR_PAGES = { editor: 'admin/index.html', preview: 'admin/preview.html' } as const;

/**
 * The addresses at which a server shows the editor's page: the one page a link from another site
 * may open on the local editor's server (pipeline/cms/access.ts).
 */
export const EDITOR_ADDRESSES: readonly string[] = ['/admin', '/admin/'];
