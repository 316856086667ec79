import { describe, expect, it } from 'vitest';
import { ApiError, fieldIssues, unwrap } from './api-client.ts';

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

describe('unwrap', () => {
  it('reads a JSON answer, takes a 204 as nothing, and turns a refusal into the API’s error', async () => {
    expect(await unwrap(Promise.resolve(Response.json({ heir: { id: 'h1' } }, { status: 201 })))).toEqual({
      heir: { id: 'h1' },
    });
    expect(await unwrap(Promise.resolve(new Response(null, { status: 204 })))).toBeUndefined();
    const refused = unwrap(
      Promise.resolve(
        Response.json(
          { error: { code: 'CONFLICT', message: 'Sam has received distributions' } },
          { status: 409 },
        ),
      ),
    );
    await expect(refused).rejects.toMatchObject({ status: 409, message: 'Sam has received distributions' });
  });
});
