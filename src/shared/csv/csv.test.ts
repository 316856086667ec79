import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Funeral home')).toBe('Funeral home');
    expect(csvCell('1,234.56'.replace(',', ''))).toBe('1234.56');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "Best" Florist')).toBe('"The ""Best"" Florist"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=SUM(A1:A9)', '+1', '-1+2', '@cmd', '\tx', '\rx'])('neutralises formula start in %j', (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it.each(['-120.00', '-5', '-0.50'])('leaves the negative amount %j a number', (value) => {
    expect(csvCell(value)).toBe(value);
  });

  it.each(['-120.00+1', '-1e3', "-2+3+cmd|' /C calc'!A0", '- 5'])(
    'still neutralises %j, which only starts like a number',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('neutralises and quotes together', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('buildCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(
      buildCsv([
        ['a', 'b'],
        ['c,d', 'e'],
      ]),
    ).toBe('\uFEFFa,b\r\n"c,d",e\r\n');
  });
});
