import { Check } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { SetupPage, SetupStep } from '../../schemas';
import { SETUP_STEP_KEY } from '../../shared/browser-storage';
import { fillPlaceholders } from '../../schemas/placeholders';
import { useLocalize } from '../lib/locale';
import { useWriteNumber } from '../lib/numbers';
import './SetupWizard.css';

export { SETUP_STEP_KEY };

function storedStep(last: number): number {
  try {
    const stored = Number(window.sessionStorage.getItem(SETUP_STEP_KEY));
    return Number.isInteger(stored) && stored >= 0 && stored <= last ? stored : 0;
  } catch {
    return Math.min(memoryStep, last);
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A page the browser kept and shows again on Back reads the step once more: the visitor may have
  // moved on since, as the step's link does when it leaves.
  window.addEventListener('pageshow', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('pageshow', listener);
  };
}

// Without storage the wizard keeps its step in memory for as long as the page is open.
let memoryStep = 0;

/**
 * Keeps the step the visitor is at, and shows it unless `show` is false: a step's link keeps the next
 * step without drawing it, since drawing it would change the link's address before the browser
 * follows it.
 */
function remember(step: number, show = true): void {
  memoryStep = step;
  try {
    window.sessionStorage.setItem(SETUP_STEP_KEY, String(step));
  } catch {
    // Storage can be switched off; the step then lives only in memory.
  }
  if (show) listeners.forEach((listener) => listener());
}

type StepState = 'complete' | 'current' | 'upcoming';

const stateOf = (index: number, current: number): StepState =>
  index < current ? 'complete' : index === current ? 'current' : 'upcoming';

/** The words the wizard shows around its steps. */
export type SetupWizardCopy = Pick<
  SetupPage,
  'progress' | 'continueLabel' | 'finishLabel' | 'completedLabel'
>;

/**
 * Every step at once, each with its description and, where the step leads to a page, a link there:
 * the guide a visitor reads with scripts off, and the page the wizard starts from.
 */
function SetupGuide({ steps }: { steps: SetupStep[] }) {
  const localize = useLocalize();
  return (
    <ol className="wizard__guide">
      {steps.map((step) => (
        <li key={step.title} className="wizard__guide-step">
          <h2 className="wizard__title">
            {step.action.type === 'link' ? <a href={localize(step.action.to)}>{step.title}</a> : step.title}
          </h2>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The setup wizard, an island. The page arrives as a guide with every step; once its script runs, it
 * becomes a wizard that shows one step at a time. Each press acts on the current step (a link to a
 * page, or an alert), then moves on one step, never past the last. The step is remembered in this tab's
 * session storage for the round trip the wizard starts: after it sends the visitor to sign up,
 * coming back shows the next step, while a visit in a new tab starts at the first step.
 */
export function SetupWizard({ steps, copy }: { steps: SetupStep[]; copy: SetupWizardCopy }) {
  const writeNumber = useWriteNumber();
  const localize = useLocalize();
  const last = steps.length - 1;
  // Null on the server and while hydrating, so the page shows the guide; the wizard once in the browser.
  const current = useSyncExternalStore<number | null>(
    subscribe,
    () => storedStep(last),
    () => null,
  );
  // After an alert the visitor stays on the page, and the next step's control, a link or a button,
  // takes the focus, so the keyboard goes on from where it was.
  const control = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const keepFocus = useRef(false);
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    control.current?.focus();
  }, [current]);
  if (current === null) return <SetupGuide steps={steps} />;

  const step = steps[current];
  const isLast = current === last;

  const label = isLast ? copy.finishLabel : copy.continueLabel;
  const next = (show?: boolean) => remember(Math.min(current + 1, last), show);
  const className = 'button button--primary button--large';

  return (
    <div className="wizard card">
      <ol className="wizard__steps">
        {steps.map((item, index) => {
          const state = stateOf(index, current);
          return (
            <li
              key={item.title}
              className={`wizard__step wizard__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard__marker" aria-hidden="true">
                {state === 'complete' ? <Check size={16} strokeWidth={3} /> : writeNumber(index + 1)}
              </span>
              <span className="wizard__label">
                {item.title}
                {state === 'complete' && <span className="visually-hidden"> ({copy.completedLabel})</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="wizard__body" aria-live="polite">
        <p className="wizard__progress">
          {fillPlaceholders(copy.progress, {
            current: writeNumber(current + 1),
            total: writeNumber(steps.length),
          })}
        </p>
        <h2 className="wizard__title">{step.title}</h2>
        <p>{step.description}</p>
      </div>
      {/* A step that leads to a page is a link to it, which the browser follows once the next step is kept. */}
      {step.action.type === 'link' ? (
        <a ref={control} className={className} href={localize(step.action.to)} onClick={() => next(false)}>
          {label}
        </a>
      ) : (
        <button
          ref={control}
          type="button"
          className={className}
          onClick={() => {
            next();
            keepFocus.current = true;
            if (step.action.type === 'alert') window.alert(step.action.message);
          }}
        >
          {label}
        </button>
      )}
    </div>
  );
}
