import CMS from 'decap-cms-app';
import config, { apiToken, checkUrl, mode } from 'virtual:masky/cms';
import { registry } from '../../schemas/collections';
import { todayIso } from '../../shared/dates';
import {
  EDITOR_FORMATS,
  publishedMarkdownFormat as publishedFormatName,
  REVIEW_REQUEST_KEY,
  REVIEW_WIDGET,
} from '../../shared/editor-files';
import { localBackend, LOCAL_BACKEND } from './local-backend';
import {
  anyFileFormat,
  markdownFormat,
  publishedMarkdownFormat,
  type PublishRule,
  versionedMarkdownFormat,
  yamlFormat,
  yamlListFormat,
} from './formats';
import { pictureComponent } from './picture';
import { reviewControl, ReviewPreview } from './review-widget';
import { previewTemplate } from './preview-template';
import { checkBeforeSave, entryCollection } from './save-check';
import { checkAllWidgets } from './widgets';

/**
 * The browser editor (Decap CMS), at /admin/. Its configuration is generated from the registry
 * (pipeline/cms/config.ts); here it gets what the configuration cannot say: the formats that keep a
 * file's bytes, the schema checks on every field and before every save, refusals in the editor's
 * words, and the preview, which is the site itself.
 */

/** Where Decap keeps who is signed in. */
const DECAP_USER_KEY = 'decap-cms-user';

/**
 * The day a new version of a legal text is dated. The local editor's content check reads this
 * machine's calendar; a hosted editor's change is checked and built by a git host's machines,
 * which keep UTC, so it is dated by UTC's calendar and never lands on a day they have not reached.
 */
const today = () => (mode === 'local' ? todayIso() : new Date().toISOString().slice(0, 10));

/**
 * Decap's notices when a save, a publication or a change of status fails say "Failed to persist
 * entry:" and the like before the reason; the reason is already a whole sentence in the editor's
 * words, so the notice is the reason alone.
 */
function refusalsInEditorWords(): void {
  const english = CMS.getLocale('en') as { ui?: { toast?: Record<string, string> } } | undefined;
  if (!english?.ui?.toast) return;
  CMS.registerLocale('en', {
    ...english,
    ui: {
      ...english.ui,
      toast: {
        ...english.ui.toast,
        onFailToPersist: '%{details}',
        onFailToPublishEntry: '%{details}',
        onFailToUpdateStatus: '%{details}',
      },
    },
  } as never);
}

/** Whether a collection's entries are legal texts, whose versions a save records. */
const isVersioned = (collection: string | undefined) => {
  const definition = collection ? registry[collection as keyof typeof registry] : undefined;
  return definition?.kind === 'single' && Boolean(definition.versions);
};

/** The git host a hosted editor saves to, as its editors name it; none for the local editor. */
function hostName(cmsConfig: NonNullable<typeof config>): string | undefined {
  if (mode !== 'hosted') return undefined;
  const backend = (cmsConfig.backend as { name?: string } | undefined)?.name;
  return backend === 'gitlab' ? 'GitLab' : 'GitHub';
}

/**
 * Whether a review marked here can be recorded: on this machine, by the editor's server; on a git
 * host, by the pull request's record job, which only GitHub tells who opened the change.
 */
function reviewsRecorded(cmsConfig: NonNullable<typeof config>): boolean {
  return hostName(cmsConfig) !== 'GitLab';
}

/** Whether a saved entry is a translation its reviewer marked reviewed. */
const asksForReview = (entry: Parameters<typeof entryCollection>[0]) => {
  const data = entry.get('data')?.toJS() as { translation?: Record<string, unknown> } | undefined;
  return data?.translation?.[REVIEW_REQUEST_KEY] !== undefined;
};

function start(cmsConfig: NonNullable<typeof config>): void {
  const workflow = cmsConfig.publish_mode === 'editorial_workflow';
  CMS.registerCustomFormat(EDITOR_FORMATS.yaml, 'yaml', yamlFormat);
  CMS.registerCustomFormat(EDITOR_FORMATS.yamlList, 'yaml', yamlListFormat);
  CMS.registerCustomFormat(EDITOR_FORMATS.markdown, 'md', markdownFormat);
  CMS.registerCustomFormat(EDITOR_FORMATS.versionedMarkdown, 'md', versionedMarkdownFormat(today));
  CMS.registerCustomFormat(EDITOR_FORMATS.anyFile, 'md', anyFileFormat);
  for (const [name, definition] of Object.entries(registry)) {
    if (definition.kind !== 'folder' || !definition.publish) continue;
    // The list of entries shows a draft, or an entry dated later, as not on the site yet.
    const rule = definition.publish as PublishRule;
    CMS.registerCustomFormat(publishedFormatName(name), 'md', publishedMarkdownFormat(rule, today));
  }
  checkAllWidgets(CMS);
  CMS.registerWidget(
    REVIEW_WIDGET,
    reviewControl(hostName(cmsConfig), reviewsRecorded(cmsConfig)) as never,
    ReviewPreview as never,
  );
  CMS.registerEditorComponent(pictureComponent);
  refusalsInEditorWords();
  for (const name of Object.keys(registry)) CMS.registerPreviewTemplate(name, previewTemplate(name));
  const check = checkUrl && apiToken ? { url: checkUrl, token: apiToken } : null;
  CMS.registerEventListener({ name: 'preSave', handler: checkBeforeSave(check, today) });
  if (mode === 'local' && apiToken) {
    CMS.registerBackend(LOCAL_BACKEND, localBackend(CMS, apiToken) as never);
    // The local editor has nobody to sign in: Decap's local backend asks only for a button press,
    // which this spares the editor by starting signed in, as Decap does after that press.
    const user = JSON.parse(localStorage.getItem(DECAP_USER_KEY) ?? 'null') as {
      backendName?: string;
    } | null;
    if (user?.backendName !== LOCAL_BACKEND)
      localStorage.setItem(DECAP_USER_KEY, JSON.stringify({ backendName: LOCAL_BACKEND }));
    if (!workflow) {
      // Saving a legal text here publishes it: the server records its version in the file. The
      // editor reads the text again, so the form holds what was recorded and "What changed" is
      // empty for the next change. A translation marked reviewed is read again alike, so its mark
      // shows the review the server recorded. Decap has marked the entry saved by the time this runs.
      CMS.registerEventListener({
        name: 'postSave',
        handler: ({ entry }: { entry: Parameters<typeof entryCollection>[0] }) => {
          if (isVersioned(entryCollection(entry)) || asksForReview(entry))
            setTimeout(() => window.location.reload(), 0);
        },
      });
    }
  }
  CMS.init({ config: cmsConfig as never });
}

if (config) start(config);
else {
  // The plain dev server has no backend to save through; `npm run cms` starts one.
  const note = document.createElement('p');
  note.textContent = 'The editor runs with npm run cms, which starts its local backend.';
  document.body.append(note);
}
