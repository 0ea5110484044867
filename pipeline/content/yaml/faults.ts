import { placesIn } from '../position';

export interface Fault {
  offset: number;
  /** Where the parser stumbled, which can be a line below the mistake. */
  raised: number;
  message: string;
  /** A line out of line with its neighbours, after which the parser's further errors are echoes. */
  layout: boolean;
  from: 'character' | 'parser';
  /** An error the parser raises only once an earlier mistake has ended the YAML before its end. */
  echo?: boolean;
}

/**
 * Picks the faults to report, at most one a line. One mistake can confuse the parser into errors on lines that
 * are fine, so while a character is at fault only characters are reported, and after a line out of line, or once
 * the YAML has ended early, no further parser error is.
 */
export function keepFaults(faults: Fault[], source: string): Fault[] {
  const characters = faults.filter((fault) => fault.from === 'character');
  const placeOf = placesIn(source);
  const lineOf = (offset: number) => placeOf(offset).line;
  const seenLines = new Set<number>();
  const kept: Fault[] = [];
  // The sort keeps the parser's order for errors raised at the same place, as it is stable.
  for (const fault of [...(characters.length > 0 ? characters : faults)].sort(
    (a, b) => a.raised - b.raised,
  )) {
    if (fault.echo && kept.length > 0) continue;
    const [line, raised] = [lineOf(fault.offset), lineOf(fault.raised)];
    if (seenLines.has(line) || seenLines.has(raised)) continue;
    seenLines.add(line).add(raised);
    kept.push(fault);
    if (fault.layout && fault.from === 'parser') break;
  }
  return kept;
}
