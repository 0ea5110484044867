import CMS from 'decap-cms-app';
import config, { checkUrl, mode } from 'virtual:masky/cms';
import { registry } from '../../schemas/collections';
import { EDITOR_FORMATS } from '../../shared/editor-files';
import { markdownFormat, yamlFormat, yamlListFormat } from './formats';
import { previewTemplate } from './preview-template';
import { checkBeforeSave } from './save-check';
import { checkAllWidgets } from './widgets';

/**
 * The browser editor (Decap CMS), at /admin/. Its configuration is generated from the registry
 * (pipeline/cms/config.ts); here it gets what the configuration cannot say: the formats that keep a
 * file's bytes, the schema checks on every field and before every save, and the preview, which is
 * the site itself.
 */

/** Where Decap keeps who is signed in. */
const DECAP_USER_KEY = 'decap-cms-user';

function start(cmsConfig: NonNullable<typeof config>): void {
  CMS.registerCustomFormat(EDITOR_FORMATS.yaml, 'yaml', yamlFormat);
  CMS.registerCustomFormat(EDITOR_FORMATS.yamlList, 'yaml', yamlListFormat);
  CMS.registerCustomFormat(EDITOR_FORMATS.markdown, 'md', markdownFormat);
  checkAllWidgets(CMS);
  for (const name of Object.keys(registry)) CMS.registerPreviewTemplate(name, previewTemplate(name));
  CMS.registerEventListener({ name: 'preSave', handler: checkBeforeSave(checkUrl) });
  // The local editor has nobody to sign in: Decap's local backend asks only for a button press,
  // which this spares the editor by starting signed in, as Decap does after that press.
  if (mode === 'local' && !localStorage.getItem(DECAP_USER_KEY))
    localStorage.setItem(DECAP_USER_KEY, JSON.stringify({ backendName: 'proxy' }));
  CMS.init({ config: cmsConfig as never });
}

if (config) start(config);
else {
  // The plain dev server has no backend to save through; `npm run cms` starts one.
  const note = document.createElement('p');
  note.textContent = 'The editor runs with npm run cms, which starts its local backend.';
  document.body.append(note);
}
