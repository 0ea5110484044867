import { Component, createElement, type ComponentType } from 'react';
import type { CMS } from 'decap-cms-core';
import { VERSION_NOTE_FIELD } from '../../shared/editor-files';
import { VERSION_NOTE_NEEDED } from '../../schemas/editor-messages';
import { renderMarkdown } from '../../shared/markdown';
import { fieldProblems } from './checks';
import { picturesWithoutDescription } from './picture';
import { versionState } from './formats';

/**
 * Every widget of the editor, wrapped so that it checks its value against the schema as it is
 * edited and shows the content check's message on the field. Decap asks each widget's control
 * `isValid()` before it saves; the wrapper answers with the widget's own verdict first, then the
 * schema's. Nothing is written per widget or per collection: the field's place in the schema comes
 * with its generated configuration (`schema_path`).
 */

/** What Decap hands a widget's control, as far as the wrapper reads it. */
interface ControlProps {
  field: { get(key: string, fallback?: unknown): unknown };
  value: unknown;
  /** The entry as the editor holds it now, with every field's value. */
  getEntry?: () => { get(key: 'data'): unknown } | undefined;
  [prop: string]: unknown;
}

/** What a control may answer Decap's `isValid()` with. */
type Verdict = boolean | { error: false | { type?: string; message: string } } | Promise<unknown>;

interface Control {
  isValid?: () => Verdict;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
}

/** Turns Decap's Immutable values into plain data, as they would be written to the file. */
const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function'
    ? (value as { toJS(): unknown }).toJS()
    : value;

/** The wrapper's own type of error, which Decap shows under the field like its own. */
export const SCHEMA_ERROR = 'SCHEMA';

/** The markdown a rich-text widget holds as the page shows it: its HTML, runs of white space as one. */
const shownText = (value: unknown) =>
  // eslint-disable-next-line no-restricted-syntax -- An editor's widget value, not a rendered page.
  typeof value === 'string' ? renderMarkdown(value).html.replace(/\s+/g, ' ').trim() : value;

/**
 * A widget control that checks its value against the schema. With `text`, the control is a rich-text
 * editor, which hands back a value as soon as it has drawn it, in its own spelling of the markdown
 * (`*` for `-`, escaped signs); a value that the page shows the same as the one it was given is
 * no change, and the entry is not marked as changed until the editor changes a word.
 */
export function checkedControl(
  Inner: ComponentType<ControlProps>,
  text = false,
): ComponentType<ControlProps> {
  return class CheckedControl extends Component<ControlProps> {
    static displayName = `Checked(${Inner.displayName ?? Inner.name ?? 'Widget'})`;
    private inner: Control | null = null;

    isValid = (): Verdict => {
      const own = this.inner?.isValid?.();
      if (own instanceof Promise || own === false || (typeof own === 'object' && own.error)) return own;
      if (this.props.field.get('name') === VERSION_NOTE_FIELD) return this.versionNoteVerdict();
      if (text && typeof this.props.value === 'string') {
        // A picture is used only once it has a description.
        const [picture] = picturesWithoutDescription(this.props.value);
        if (picture) return { error: { type: SCHEMA_ERROR, message: picture } };
      }
      const path = plain(this.props.field.get('schema_path')) as string[] | undefined;
      if (!path) return true;
      const [problem] = fieldProblems(
        path,
        plain(this.props.value),
        this.props.field.get('required', true) !== false,
      );
      return problem ? { error: { type: SCHEMA_ERROR, message: problem.message } } : true;
    };

    /** "What changed" of a guarded text: needed once the wording changed, and only then. */
    versionNoteVerdict(): Verdict {
      const data = plain(this.props.getEntry?.()?.get('data')) as Record<string, unknown> | undefined;
      if (!data) return true;
      const { needsNote } = versionState({ ...data, [VERSION_NOTE_FIELD]: plain(this.props.value) });
      return needsNote ? { error: { type: SCHEMA_ERROR, message: VERSION_NOTE_NEEDED } } : true;
    }

    focus = (path?: string) => this.inner?.focus?.(path);

    getValidateValue = () => this.inner?.getValidateValue?.();

    // Decap reads a control's own shouldComponentUpdate to decide when to draw it again; the
    // wrapper hands it the inner control's, so each widget keeps its own rule.
    shouldComponentUpdate(next: ControlProps): boolean {
      const inner = this.inner?.shouldComponentUpdate;
      return inner ? inner.call(this.inner, next) : true;
    }

    onChange = (value: unknown, ...rest: unknown[]) => {
      if (text && shownText(value) === shownText(plain(this.props.value))) return;
      (this.props.onChange as (...args: unknown[]) => void)(value, ...rest);
    };

    render() {
      return createElement(Inner, {
        ...this.props,
        ...(text && { onChange: this.onChange }),
        ref: (instance: Control | null) => {
          this.inner = instance;
        },
      });
    }
  };
}

/** Wraps every widget registered so far. Call it once, after the widgets are registered, before `init`. */
export function checkAllWidgets(cms: CMS): void {
  for (const name of [
    'string',
    'text',
    'number',
    'boolean',
    'select',
    'datetime',
    'markdown',
    'richtext',
    'list',
    'object',
    'image',
  ]) {
    const widget = cms.getWidget(name) as { control: ComponentType<ControlProps> } | undefined;
    if (widget) widget.control = checkedControl(widget.control, name === 'markdown' || name === 'richtext');
  }
}
