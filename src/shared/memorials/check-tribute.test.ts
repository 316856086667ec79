import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTribute, type TributeDraft, type TributeProblems } from './check-tribute.ts';
import { TRIBUTE_NAME_MAX } from './memorial-messages.ts';
import { tributeSchema } from './memorial-schemas.ts';

/** The first message per field from the server's schema, in checkTribute's shape. */
function schemaProblems(draft: TributeDraft): TributeProblems {
  const result = tributeSchema.safeParse(draft);
  const problems: TributeProblems = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as keyof TributeDraft;
    problems[field] ??= issue.message;
  }
  return problems;
}

const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', '   ', "Mum's <b>scones</b>", '<script>alert(1)</script>', 'javascript:x', ' ok '),
  fc.string({ minLength: TRIBUTE_NAME_MAX - 2, maxLength: TRIBUTE_NAME_MAX + 2 }),
  fc.integer({ min: 4998, max: 5002 }).map((length) => 'x'.repeat(length)),
);

describe('checkTribute', () => {
  it('names each missing field with the spec’s words', () => {
    expect(checkTribute({ authorName: '  ', message: '' })).toEqual({
      authorName: 'Please enter your name',
      message: 'Please write a message',
    });
  });

  it('refuses dangerous content and accepts HTML-looking text as typed', () => {
    expect(checkTribute({ authorName: 'Ann', message: '<iframe src=x>' })).toEqual({
      message: 'Content contains potentially dangerous elements',
    });
    expect(checkTribute({ authorName: 'Ann', message: "Mum's <b>scones</b>" })).toEqual({});
  });

  it('gives the same answer as the server’s tributeSchema for any input', () => {
    fc.assert(
      fc.property(text, text, (authorName, message) => {
        expect(checkTribute({ authorName, message })).toEqual(schemaProblems({ authorName, message }));
      }),
      { numRuns: 500 },
    );
  });
});
