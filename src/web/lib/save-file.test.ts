import { describe, expect, it } from 'vitest';
import { fileNameOf } from './save-file.ts';

describe('fileNameOf', () => {
  it('prefers the exact UTF-8 name to the plain one', () => {
    expect(
      fileNameOf(`attachment; filename="Mum_s will.pdf"; filename*=UTF-8''Mum%E2%80%99s%20will.pdf`),
    ).toBe('Mum’s will.pdf');
  });

  it('takes the plain name when that is all there is', () => {
    expect(fileNameOf('attachment; filename="executor-expenses.csv"')).toBe('executor-expenses.csv');
  });

  it('falls back to the plain name when the exact one is malformed', () => {
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E2%80`)).toBe('a.pdf');
  });

  it('answers nothing without a header or a name', () => {
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('attachment')).toBeUndefined();
  });
});
