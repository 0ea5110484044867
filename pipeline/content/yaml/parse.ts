import { LineCounter, parseDocument } from 'yaml';
import { placesIn } from '../position';
import { formatPath, type Problem } from '../problem';
import { characterFaults } from './characters';
import { diagnose } from './diagnose';
import { keepFaults } from './faults';
import { TAB_HINT } from './hints';
import { indentationTab } from './lines';
import { parsedYaml, YAML_OPTIONS, type ParsedYaml } from './parsed';
import { yamlTraps } from './traps';

/**
 * Parses YAML 1.2 (the core schema), so that a date stays the text the editor typed and `NO` stays the letters
 * N and O rather than a time stamp or `false`. `lineOffset` is the line the text starts on, for front matter.
 */
export function parseYaml(
  source: string,
  file: string,
  lineOffset = 0,
): { parsed?: ParsedYaml; problems: Problem[] } {
  const characters = characterFaults(source);
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { ...YAML_OPTIONS, lineCounter });
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
    // The parser stops counting lines where a mistake ends the YAML early, so they are counted here.
    const placeOf = placesIn(source);
    const problems = keepFaults(faults, source).map((fault) => {
      const { line, column } = placeOf(fault.offset);
      return { file, line: line + lineOffset, column, path: '', message: fault.message };
    });
    return { problems };
  }
  const problems = yamlTraps(doc, source).map((trap) => ({
    file,
    line: lineCounter.linePos(trap.offset).line + lineOffset,
    column: lineCounter.linePos(trap.offset).col,
    path: formatPath(trap.path),
    message: trap.message,
  }));
  if (problems.length > 0) return { problems };
  return { parsed: parsedYaml(source, lineOffset, doc.toJS() ?? null), problems: [] };
}
