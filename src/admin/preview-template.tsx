import { useEffect, useRef, type ComponentType } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { BODY_FIELD } from '../../shared/editor-files';
import { withoutSource } from './formats';
import { PREVIEW_MESSAGE, type PreviewMessage } from './preview-message';

/** The address of the preview page, the site itself (admin/preview.html). */
export const PREVIEW_PAGE = '/admin/preview.html';

/** Where a markdown body names an image the editor has just added: `](/media/photo.jpg`. */
const IMAGE_LINK = /\]\((\/[^)\s]+)/g;

/**
 * The body with each image the editor added but has not saved yet pointed at the copy the editor
 * holds, so the preview shows it before it is on the server.
 */
function withPendingImages(body: string, asset: PreviewTemplateComponentProps['getAsset']): string {
  return body.replace(IMAGE_LINK, (whole, path: string) => {
    const url = asset(path)?.url;
    return url?.startsWith('blob:') ? `](${url}` : whole;
  });
}

/**
 * The preview template of one collection: a frame with the site's own page, which the template
 * sends the entry each time it changes. Every collection gets the same template; what differs is
 * the page the site draws it on (src/admin/preview-data.ts).
 */
export function previewTemplate(collection: string): ComponentType<PreviewTemplateComponentProps> {
  function Preview({ entry, getAsset }: PreviewTemplateComponentProps) {
    const frame = useRef<HTMLIFrameElement>(null);
    const raw = (entry.get('data')?.toJS?.() ?? {}) as Record<string, unknown>;
    const data = withoutSource(raw);
    if (typeof data[BODY_FIELD] === 'string')
      data[BODY_FIELD] = withPendingImages(data[BODY_FIELD], getAsset);
    const message: PreviewMessage = {
      type: PREVIEW_MESSAGE,
      entry: { collection, id: (entry.get('slug') as string | undefined) || undefined, data },
    };
    const text = JSON.stringify(message);

    const send = () => frame.current?.contentWindow?.postMessage(JSON.parse(text), window.location.origin);
    // The message is sent again whenever the entry's data changes, and once the frame has loaded.
    useEffect(send, [text]);

    return (
      <iframe
        ref={frame}
        src={new URL(PREVIEW_PAGE, window.location.origin).href}
        title="Preview"
        onLoad={send}
        style={{ position: 'fixed', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    );
  }
  Preview.displayName = `Preview(${collection})`;
  return Preview;
}
