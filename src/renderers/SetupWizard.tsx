import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SetupPage, SetupStep } from '../../schemas';
import { fill } from '../lib/format';

/** Where the wizard keeps the visitor's step, for this tab only, so a fresh visit starts over. */
export const SETUP_STEP_KEY = 'masky.setup.step';

function storedStep(last: number): number {
  try {
    const stored = Number(window.sessionStorage.getItem(SETUP_STEP_KEY));
    return Number.isInteger(stored) && stored >= 0 && stored <= last ? stored : 0;
  } catch {
    // Storage can be switched off; the wizard then simply starts at the first step.
    return 0;
  }
}

function remember(step: number | undefined): void {
  try {
    if (step === undefined) window.sessionStorage.removeItem(SETUP_STEP_KEY);
    else window.sessionStorage.setItem(SETUP_STEP_KEY, String(step));
  } catch {
    // Without storage the wizard still works; it only forgets the step on the way back.
  }
}

type StepState = 'complete' | 'current' | 'upcoming';

const stateOf = (index: number, current: number): StepState =>
  index < current ? 'complete' : index === current ? 'current' : 'upcoming';

/**
 * The setup wizard. Each press acts on the current step (a link, or an alert), then moves on one
 * step, never past the last. The step is remembered for the round trip the wizard starts: after it
 * sends the visitor to sign up, coming back shows the next step.
 */
export function SetupWizard({
  steps,
  copy,
}: {
  steps: SetupStep[];
  copy: Pick<SetupPage, 'progress' | 'continueLabel' | 'finishLabel' | 'completedLabel'>;
}) {
  const last = steps.length - 1;
  const [current, setCurrent] = useState(0);
  const navigate = useNavigate();

  // The prerendered page shows the first step; the remembered one takes over once in the browser.
  useEffect(() => setCurrent(storedStep(last)), [last]);

  const step = steps[current];
  const isLast = current === last;

  const act = () => {
    const next = Math.min(current + 1, last);
    // Finishing completes the round trip, so the next visit starts again at the first step.
    remember(isLast ? undefined : next);
    setCurrent(next);
    if (step.action.type === 'alert') window.alert(step.action.message);
    else navigate(step.action.to);
  };

  return (
    <div className="wizard card">
      <ol className="wizard__steps">
        {steps.map((item, index) => {
          const state = stateOf(index, current);
          return (
            <li key={item.title} className={`wizard__step wizard__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="wizard__marker" aria-hidden="true">
                {state === 'complete' ? <Check size={16} strokeWidth={3} /> : index + 1}
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
        <p className="wizard__progress">{fill(copy.progress, { current: current + 1, total: steps.length })}</p>
        <h2 className="wizard__title">{step.title}</h2>
        <p>{step.description}</p>
      </div>
      <button type="button" className="button button--primary button--large" onClick={act}>
        {isLast ? copy.finishLabel : copy.continueLabel}
      </button>
    </div>
  );
}
