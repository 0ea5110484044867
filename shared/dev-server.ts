/** The event the dev server sends an open page when what it shows has changed: its content or its code. */
export const PAGE_UPDATE_EVENT = 'masky:page-update';
