import { describe, expect, it } from 'vitest';
import { areaForCategory, customTaskSchema, taskUpdateSchema } from './task-schemas.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('customTaskSchema', () => {
  it('trims the title and turns empty optionals into null', () => {
    expect(
      customTaskSchema.parse({
        title: '  Call the bank ',
        category: 'Other',
        description: '',
        assignedToUserId: '',
        dueDate: '',
      }),
    ).toEqual({
      title: 'Call the bank',
      category: 'Other',
      description: null,
      assignedToUserId: null,
      dueDate: null,
    });
  });
  it("refuses a blank title with 'Title is required'", () => {
    expect(messageOf(customTaskSchema.safeParse({ title: '   ', category: 'Other' }))).toBe(
      'Title is required',
    );
  });
  it('refuses a title longer than 80 characters and a description longer than 500', () => {
    expect(customTaskSchema.safeParse({ title: 'x'.repeat(80), category: 'Other' }).success).toBe(true);
    expect(customTaskSchema.safeParse({ title: 'x'.repeat(81), category: 'Other' }).success).toBe(false);
    expect(
      customTaskSchema.safeParse({ title: 'Ok', category: 'Other', description: 'x'.repeat(501) }).success,
    ).toBe(false);
  });
  it('keeps a description exactly as typed, quotes and ampersands included', () => {
    const parsed = customTaskSchema.parse({
      title: 'Ok',
      category: 'Other',
      description: `Mum's "box" & keys`,
    });
    expect(parsed.description).toBe(`Mum's "box" & keys`);
  });
  it('refuses script in a title', () => {
    expect(messageOf(customTaskSchema.safeParse({ title: '<script>x</script>', category: 'Other' }))).toBe(
      'Content contains potentially dangerous elements',
    );
  });
});

describe('taskUpdateSchema', () => {
  it('accepts one field at a time and clears notes with an empty string', () => {
    expect(taskUpdateSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(taskUpdateSchema.parse({ notes: '' })).toEqual({ notes: null });
  });
  it("refuses 'hidden' and an empty edit", () => {
    expect(taskUpdateSchema.safeParse({ status: 'hidden' }).success).toBe(false);
    expect(messageOf(taskUpdateSchema.safeParse({}))).toBe('Nothing to update');
  });
});

describe('areaForCategory', () => {
  it('files a custom task under the section card of its category', () => {
    expect(areaForCategory('Memorial Planning')).toBe('memorial');
    expect(areaForCategory('Legal & Financial')).toBe('legal');
    expect(areaForCategory('Home, Property & Accounts')).toBe('accounts');
    expect(areaForCategory('Other')).toBe('support');
  });
});
