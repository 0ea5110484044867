import type { ReactNode } from 'react';
import './Badge.css';

type Tone = 'accent' | 'success' | 'danger' | 'muted';

/** A small rounded label, such as Most Popular or Offline. */
export function Badge({ tone = 'accent', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
