import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes rows with CRLF ends and a UTF-8 byte-order mark, quoting only where needed', () => {
    expect(
      toCsv([
        ['Time', 'Amount', 'Note'],
        ['2026-03-09 07:05:03', '-12.50', 'a, "b"'],
        ['2026-03-09 07:05:04', '1000.00', '主钱包\nline'],
      ]),
    ).toBe('\uFEFFTime,Amount,Note\r\n2026-03-09 07:05:03,-12.50,"a, ""b"""\r\n2026-03-09 07:05:04,1000.00,"主钱包\nline"\r\n');
  });

  it('keeps a spreadsheet from running a text cell as a formula, but leaves numbers alone', () => {
    expect(toCsv([['=SUM(A1)', '+1', '-x', '@a', '-5.00', '7']])).toBe("\uFEFF'=SUM(A1),'+1,'-x,'@a,-5.00,7\r\n");
  });
});
