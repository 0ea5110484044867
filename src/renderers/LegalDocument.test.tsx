// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testLegalCopy } from '../test/legal';
import { renderWithRouter } from '../test/render';
import { DatedText, LegalDocument } from './LegalDocument';
import { markdownBody } from '../test/markdown';

describe('LegalDocument', () => {
  it('shows the title, the last updated day, the sections and the footer line', () => {
    renderWithRouter(
      <LegalDocument
        locale="en-US"
        copy={testLegalCopy}
        document={{
          title: 'A legal text for the test',
          lastUpdated: '2025-07-24',
          lastUpdatedLabel: 'Changed on',
          description: 'What the test promises.',
          footer: 'Questions? Write to test@example.org.',
          ...markdownBody('## 1. First\n\nThe test keeps nothing.'),
          history: {
            url: '/test-text/history',
            current: { name: '2025-07-24', date: '2025-07-24', url: '/test-text/history/2025-07-24' },
          },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'A legal text for the test' })).toBeInTheDocument();
    expect(screen.getByText(/^Changed on/)).toHaveTextContent('Changed on July 24, 2025');
    expect(screen.getByRole('heading', { level: 2, name: '1. First' })).toHaveAttribute('id', '1-first');
    expect(screen.getByText('Questions? Write to test@example.org.')).toBeInTheDocument();
  });

  it('says which recorded version it shows, and links to every version', () => {
    renderWithRouter(
      <LegalDocument
        locale="en-US"
        copy={testLegalCopy}
        document={{
          title: 'A legal text for the test',
          lastUpdated: '2025-07-24',
          lastUpdatedLabel: 'Changed on',
          description: 'What the test promises.',
          footer: 'Questions? Write to test@example.org.',
          ...markdownBody('The test keeps nothing.'),
          history: {
            url: '/test-text/history',
            current: { name: '2025-07-24', date: '2025-07-24', url: '/test-text/history/2025-07-24' },
          },
        }}
      />,
    );
    const shown = screen.getByText(/^The test shows its wording of/);
    expect(shown).toHaveTextContent('The test shows its wording of July 24, 2025. Each wording of the test');
    expect(shown.querySelector('time')).toHaveAttribute('datetime', '2025-07-24');
    expect(screen.getByRole('link', { name: 'Each wording of the test' })).toHaveAttribute(
      'href',
      '/test-text/history',
    );
  });

  it('ends a sentence once where the language writes its dates with a full stop of their own', () => {
    renderWithRouter(
      <p data-testid="sentence">
        <DatedText template="Версия от {date}. Прочее {date}, и всё." date="2025-07-24" locale="ru" />
      </p>,
    );
    const sentence = screen.getByTestId('sentence');
    expect(sentence).toHaveTextContent('Версия от 24 июля 2025 г. Прочее 24 июля 2025 г., и всё.');
    expect(sentence.textContent).not.toContain('..');
  });

  it('keeps the full stop of a sentence whose date has none', () => {
    renderWithRouter(
      <p data-testid="sentence">
        <DatedText template="Shown as of {date}." date="2025-07-24" locale="en-US" />
      </p>,
    );
    expect(screen.getByTestId('sentence')).toHaveTextContent('Shown as of July 24, 2025.');
  });
});
