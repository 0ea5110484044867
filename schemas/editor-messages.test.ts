import { describe, expect, it } from 'vitest';
import { collections } from './collections';
import {
  conflictMessage,
  fieldLabel,
  problemForEditor,
  refusalMessage,
  SERVER_TROUBLE,
  VERSION_NOTE_NEEDED,
} from './editor-messages';

/**
 * The editor's refusals, as an editor reads them: the field by its label in the form, what to
 * write there, and nothing of the program (no error name, no file position, no command).
 */

const POLICY = `content/${collections.privacyPolicy.file}`;
const problem = (path: string, message: string, file = 'content/blog/hello.md') => ({
  file,
  line: 8,
  column: 19,
  path,
  message,
});

describe('the editor’s refusals', () => {
  it('name a field by its label in the form, and an item of a list by its number from one', () => {
    expect(fieldLabel('title')).toBe('Title');
    expect(fieldLabel('body')).toBe('Text');
    expect(fieldLabel('tags[1]')).toBe('Tags, item 2');
    expect(fieldLabel('cta.action.to')).toBe('Cta, Action, To');
    expect(fieldLabel('[0].features[2].title')).toBe('item 1, Features, item 3, Title');
    // A legal text's history is written by the editor, from what the form calls What changed.
    expect(fieldLabel('changes[0].text', POLICY)).toBe('What changed');
    expect(fieldLabel('changes[0].text', 'content/pages/about.md')).toBe('Changes, item 1, Text');
  });

  it('say what was not done, then each thing to fix, with no file position and no program name', () => {
    const own = problemForEditor(
      problem('body', '/sever is not a page of this site; did you mean /server?'),
      'content/blog/hello.md',
    );
    expect(own).toBe('Text: /sever is not a page of this site; did you mean /server?');
    expect(refusalMessage('saved', [own])).toBe(
      'Not saved. Text: /sever is not a page of this site; did you mean /server?',
    );
    const elsewhere = problemForEditor(
      problem('body', '/blog/hello is not a page of this site', 'content/pages/about.md'),
      'content/blog/hello.md',
    );
    expect(elsewhere).toBe(`${collections.aboutPage.label}, Text: /blog/hello is not a page of this site`);
    expect(refusalMessage('published', [own, 'title: is empty: write some text here'])).toBe(
      [
        'Not published: 2 things to fix.',
        '• Text: /sever is not a page of this site; did you mean /server?',
        '• Title: is empty: write some text here',
      ].join('\n'),
    );
  });

  it('ask for what changed in a legal text, and say what to do when two changes meet', () => {
    expect(VERSION_NOTE_NEEDED).toBe(
      'you changed the wording of the text, so say here in a sentence or two what changed, such as: Listed which device details we collect. The history page shows it above the marked changes',
    );
    expect(conflictMessage([POLICY])).toBe(
      `Not published. ${collections.privacyPolicy.label} changed on the site, in the same place as this change, since it was saved: delete this change (Delete unpublished changes), open the entry again and make the change on the text as it is now.`,
    );
    for (const message of [VERSION_NOTE_NEEDED, conflictMessage([POLICY]), SERVER_TROUBLE]) {
      expect(message).not.toMatch(/npm run|Error:|\.md:\d/);
    }
  });
});
