import './ScriptsOffNote.css';

/**
 * A sentence only a visitor whose browser runs no scripts sees, where a control needs scripts to do
 * anything: it says so plainly instead of leaving a button that seems broken.
 */
export function ScriptsOffNote({ text }: { text: string }) {
  return (
    <noscript>
      <p className="scripts-off-note">{text}</p>
    </noscript>
  );
}
