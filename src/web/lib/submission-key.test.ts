import { describe, expect, it } from 'vitest';
import { fileAsSent, submissionKeys } from './submission-key.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submissionKeys', () => {
  it('gives the same thing sent again the same key, and a changed thing a new one', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ amount: '25', payee: 'County clerk' });
    expect(first).toMatch(UUID);
    expect(keys.keyFor({ amount: '25', payee: 'County clerk' })).toBe(first);
    const changed = keys.keyFor({ amount: '250', payee: 'County clerk' });
    expect(changed).not.toBe(first);
    expect(keys.keyFor({ amount: '250', payee: 'County clerk' })).toBe(changed);
  });

  it('gives the same thing sent after a success a new key: a second fee of the same amount is its own', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ amount: '25' });
    keys.renew();
    expect(keys.keyFor({ amount: '25' })).not.toBe(first);
  });

  it('keeps each form’s keys to itself', () => {
    expect(submissionKeys().keyFor({ amount: '25' })).not.toBe(submissionKeys().keyFor({ amount: '25' }));
  });
});

describe('fileAsSent', () => {
  it('knows a file by what the browser says of it, so another file is another thing sent', () => {
    const keys = submissionKeys();
    const photo = new File(['at the lake'], 'lake.jpg', { lastModified: 1_700_000_000_000 });
    const first = keys.keyFor({ caption: 'Summer', file: fileAsSent(photo) });
    const again = new File(['at the lake'], 'lake.jpg', { lastModified: 1_700_000_000_000 });
    expect(keys.keyFor({ caption: 'Summer', file: fileAsSent(again) })).toBe(first);
    const other = new File(['at the fair'], 'fair.jpg', { lastModified: 1_700_000_000_000 });
    expect(keys.keyFor({ caption: 'Summer', file: fileAsSent(other) })).not.toBe(first);
  });
});
