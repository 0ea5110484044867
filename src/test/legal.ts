import type { LegalPage } from '../../schemas';

/**
 * The words around the legal texts, for tests of their renderers, in words of their own: nothing
 * here repeats the copy of `content/pages/legal.yaml`, so an editor's change there never touches a test.
 */
export const testLegalCopy: LegalPage = {
  tocHeading: 'Sections of the test',
  summaryHeading: 'The test in brief',
  changesHeading: 'History of the test',
  versionShown: 'The test shows its wording of {date}.',
  historyLink: 'Each wording of the test',
  history: {
    meta: { title: 'Wordings of the {document}', description: 'Each wording the {document} has had.' },
    heading: 'Wordings of the {document}',
    intro: 'The test keeps each of its wordings.',
    inForce: 'Current test wording',
    readVersion: 'Open this test wording',
    changesLabel: 'Differences in the test',
    firstVersion: 'The test had no wording before this one.',
    added: 'Test added:',
    removed: 'Test removed:',
    unchanged: 'Test text skipped.',
    backLink: 'To the current test wording',
  },
  versionPage: {
    meta: {
      title: 'The {document} worded on {date}',
      description: 'How the {document} read on {date}.',
    },
    heading: 'The {document} worded on {date}',
    current: 'The test uses this wording now.',
    earlier: 'The test no longer uses this wording; it has used the one of {date} since.',
    historyLink: 'Each test wording',
  },
  versionsFeed: {
    title: 'Test wordings',
    description: 'Each new wording of the test.',
    entryTitle: '{document} worded anew on {date}',
  },
};
