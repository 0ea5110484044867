import { LineCounter, parseDocument } from 'yaml';
import { placesIn } from '../position';
import { formatPath, type Problem } from '../problem';
import { characterFaults } from './characters';
import { diagnose } from './diagnose';
import { keepFaults } from './faults';
import { TAB_HINT } from './hints';
import { indentationTab } from './lines';
import { lightParsed, type ParsedYaml } from './parsed';
import { quickData } from './quick';
import { yamlTraps } from './traps';

/**
 * Parses YAML as YAML 1.2 (the core schema), so that a date stays the text the editor typed and
 * `NO` stays the letters N and O, rather than turning into a time stamp or `false`. Every syntax
 * error, and every character that YAML would misread, becomes a problem with a hint in plain
 * words, at most one per line. `lineOffset` is the line the text starts on in its file, for front
 * matter. A text with nothing to report is read the quick way (quick.ts).
 */
export function parseYaml(
  source: string,
  file: string,
  lineOffset = 0,
): { parsed?: ParsedYaml; problems: Problem[] } {
  const characters = characterFaults(source);
  const quick = characters.length === 0 ? quickData(source) : undefined;
  if (quick) return { parsed: lightParsed(source, lineOffset, quick.data), problems: [] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { schema: 'core', lineCounter, prettyErrors: false });
  const position = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + lineOffset, column: pos.col };
  };
  if (doc.errors.length > 0 || characters.length > 0) {
    const faults = [...characters];
    for (const error of doc.errors) {
      const raised = error.pos[0];
      // A tab in the indentation confuses the parser into all sorts of errors, so it is looked for first.
      const tab = indentationTab(source, raised);
      faults.push(
        tab === undefined
          ? {
              ...diagnose(error, source),
              raised,
              from: 'parser',
              echo: /in YAML stream/i.test(error.message),
            }
          : { offset: tab, raised: tab, message: TAB_HINT, layout: true, from: 'character' },
      );
    }
    // The lines are counted in the text itself, since the parser stops counting them where a
    // mistake ends the YAML early.
    const placeOf = placesIn(source);
    const problems = keepFaults(faults, source).map((fault) => {
      const { line, column } = placeOf(fault.offset);
      return { file, line: line + lineOffset, column, path: '', message: fault.message };
    });
    return { problems };
  }
  const problems = yamlTraps(doc, source).map((trap) => ({
    file,
    ...position(trap.offset),
    path: formatPath(trap.path),
    message: trap.message,
  }));
  if (problems.length > 0) return { problems };
  return { parsed: lightParsed(source, lineOffset, doc.toJS() ?? null), problems: [] };
}
