import { describe, expect, it } from 'vitest';
import { ApiError, fieldIssues } from './api-client.ts';

describe('fieldIssues', () => {
  it('gives each refused field its first message', () => {
    const error = new ApiError(422, 'VALIDATION', 'Please check the form.', [
      { path: 'amount', message: 'Enter an amount, such as 120.50' },
      { path: 'onDate', message: 'Enter the date' },
      { path: 'amount', message: 'A second word on the amount' },
    ]);
    expect(fieldIssues(error)).toEqual({
      amount: 'Enter an amount, such as 120.50',
      onDate: 'Enter the date',
    });
  });

  it('is empty for a refusal that names no field, and for anything that is not the API’s error', () => {
    expect(fieldIssues(new ApiError(403, 'FORBIDDEN', 'Only the executor can do that.'))).toEqual({});
    expect(fieldIssues(new Error('offline'))).toEqual({});
    expect(fieldIssues(undefined)).toEqual({});
  });
});
