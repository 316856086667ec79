import { DATE_MESSAGES, isDateOutOfRange } from './dates.ts';

export const INPUT_MESSAGES = {
  controlCharacters: 'Please remove unusual invisible characters from this text.',
  dateOutOfRange: DATE_MESSAGES.outOfRange,
} as const;

// People write newlines and tabs (a carriage return only as part of a Windows newline). Every other
// control character is invisible, and PostgreSQL refuses NUL outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;

const hasControlCharacters = (value: string) => CONTROL_CHARACTER.test(value);

type InputProblem = { path: string; message: string };

/** The rule every text Harbor receives must pass, whatever field it is in. */
export function checkInputText(value: string): string | null {
  if (hasControlCharacters(value)) return INPUT_MESSAGES.controlCharacters;
  if (isDateOutOfRange(value)) return INPUT_MESSAGES.dateOutOfRange;
  return null;
}

type Visit = { value: unknown; key: string | null; parent: Visit | null };

const pathOf = (visit: Visit | null): string => {
  const keys: string[] = [];
  for (let at = visit; at?.key != null; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
};

/**
 * The first string (or key) anywhere in a parsed body, query or set of path parameters that breaks
 * checkInputText, with its path; null when all pass. Walks with a stack, so deep nesting cannot
 * overflow the call stack.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: Visit[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const message = checkInputText(value);
      if (message) return { path: pathOf(visit), message };
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        stack.push({ value: item, key: String(index), parent: visit });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key))
          return { path: pathOf(visit), message: INPUT_MESSAGES.controlCharacters };
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}
