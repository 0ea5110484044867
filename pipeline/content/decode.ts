import { placesIn } from './position';
import type { TextProblem } from './problem';

const IN_NOTEPAD = 'in Notepad, use File > Save As with Encoding UTF-8';

// One decoder for every file: it refuses bytes that are not UTF-8 instead of turning them into �,
// and drops a UTF-8 byte order mark, which some Windows editors write at the start of a file.
const utf8 = new TextDecoder('utf-8', { fatal: true });

// The letters of Windows-1252 for the bytes 0x80 to 0x9F (the bytes above are those of Latin-1),
// written out since Node decodes the encoding as Latin-1, where these bytes are control characters.
const WINDOWS_1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';

function notUtf8(bytes: Uint8Array): TextProblem {
  // The text up to the first byte that is not UTF-8 reads the same either way, so the first �
  // of a forgiving decoding marks that byte. The byte order mark is kept to count bytes right.
  const forgiving = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const offset = Math.max(forgiving.indexOf('\uFFFD'), 0);
  const byte = bytes[Buffer.byteLength(forgiving.slice(0, offset))];
  // A file that is not UTF-8 is most often Windows-1252 (Latin-1), where each byte is one letter.
  const letter = byte < 0x80 ? '' : byte < 0xa0 ? WINDOWS_1252[byte - 0x80] : String.fromCharCode(byte);
  const guess = /^[\p{L}\p{P}\p{S}]$/u.test(letter) ? ` (it may be ${letter})` : '';
  const bom = forgiving.startsWith('\uFEFF') ? 1 : 0;
  return {
    ...placesIn(forgiving.slice(bom))(offset - bom),
    message: `this file is not saved as UTF-8, so the character here cannot be read${guess}; save the file as UTF-8: ${IN_NOTEPAD}; in VS Code, click "UTF-8" at the bottom right, choose "Reopen with Encoding" and Western (Windows 1252), then click it again and choose "Save with Encoding" and UTF-8`,
  };
}

/** A file's text, or why it cannot be read: it must be UTF-8 with lines ending in LF or CR LF. */
export function decodeText(bytes: Uint8Array): { text: string } | TextProblem {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'UTF-16 LE'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'UTF-16 BE'
        : undefined;
  // A text file never holds a zero byte, while every other byte of English saved as UTF-16 is one.
  if (utf16 || bytes.indexOf(0) >= 0) {
    const [what, label] = utf16
      ? [`saved as ${utf16} (Notepad calls it "Unicode")`, `"${utf16}"`]
      : [
          'not plain text saved as UTF-8 (it may be saved as UTF-16, which Notepad calls "Unicode")',
          'the encoding',
        ];
    return {
      line: 1,
      column: 1,
      message: `this file is ${what}; save it as UTF-8: ${IN_NOTEPAD}; in VS Code, click ${label} at the bottom right, then choose "Save with Encoding" and UTF-8`,
    };
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return notUtf8(bytes);
  }
  // A CR on its own ended lines on old Macs; YAML and the line numbers here count LF only.
  const loneCr = text.indexOf('\r') < 0 ? null : /\r(?!\n)/.exec(text);
  if (loneCr) {
    return {
      ...placesIn(text)(loneCr.index),
      message:
        'this line ends with a lone CR, the line ending of old Macs, which the site does not read as the end of a line; save the file with LF or CRLF line endings (most editors let you choose them)',
    };
  }
  return { text };
}
