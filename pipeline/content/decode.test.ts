import { describe, expect, it } from 'vitest';
import { decodeText } from './decode';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

describe('decodeText', () => {
  it('reads UTF-8, with or without a byte order mark, and lines ending in LF, CRLF or both', () => {
    expect(decodeText(bytes('name: Café\n'))).toEqual({ text: 'name: Café\n' });
    expect(decodeText(bytes([0xef, 0xbb, 0xbf], 'name: Café\n'))).toEqual({ text: 'name: Café\n' });
    expect(decodeText(bytes('a: 1\r\nb: 2\nc: 3\r\n'))).toEqual({ text: 'a: 1\r\nb: 2\nc: 3\r\n' });
  });

  it('refuses UTF-16 in either byte order, and any file holding a zero byte', () => {
    const le = Buffer.from('\uFEFFname: x\n', 'utf16le');
    const be = Buffer.from(le).swap16();
    expect(decodeText(le)).toMatchObject({
      line: 1,
      column: 1,
      message: expect.stringMatching(/^this file is saved as UTF-16 LE/),
    });
    expect(decodeText(be)).toMatchObject({
      message: expect.stringMatching(/^this file is saved as UTF-16 BE/),
    });
    expect(decodeText(Buffer.from('name: x\n', 'utf16le'))).toMatchObject({
      message: expect.stringMatching(
        /^this file is not plain text saved as UTF-8 \(it may be saved as UTF-16/,
      ),
    });
  });

  it('points at the first byte that is not UTF-8, counting a byte order mark as nothing', () => {
    const latin1 = bytes([0xef, 0xbb, 0xbf], 'name: Premium\nprice: 3 ', [0x80], '\n');
    expect(decodeText(latin1)).toMatchObject({
      line: 2,
      column: 10,
      message: expect.stringMatching(
        /^this file is not saved as UTF-8, so the character here cannot be read \(it may be €\);/,
      ),
    });
    expect(decodeText(bytes('a: ', [0x81], '\n'))).toMatchObject({
      message: expect.stringMatching(
        /^this file is not saved as UTF-8, so the character here cannot be read;/,
      ),
    });
  });

  it('points at the first line that ends with a lone CR', () => {
    expect(decodeText(bytes('a: 1\r\nbb: 2\rc: 3\r\n'))).toMatchObject({ line: 2, column: 6 });
  });
});
