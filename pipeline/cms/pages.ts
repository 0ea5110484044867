/** Whether a file of a built site, by its path from the site's folder, is one of the editor's pages, not the site's. */
export const isEditorPage = (file: string) => file.split(/[\\/]/)[0] === 'admin';

/** The editor's two pages: Decap at /admin/, and the site drawn for its preview at /admin/preview.html. */
export const EDITOR_PAGES = { editor: 'admin/index.html', preview: 'admin/preview.html' } as const;
