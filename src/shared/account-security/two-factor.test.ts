import { describe, expect, it } from 'vitest';
import {
  backupCodeSchema,
  groupSetupKey,
  normaliseBackupCode,
  secretFromOtpauthUri,
  TWO_FACTOR_MESSAGES,
  totpCodeSchema,
} from './two-factor.ts';

describe('two-step sign-in codes', () => {
  it('accepts a 6-digit code typed with the spaces apps show, and refuses anything else', () => {
    expect(totpCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(totpCodeSchema.safeParse({ code: '12345' }).error?.issues[0]?.message).toBe(
      TWO_FACTOR_MESSAGES.codeMalformed,
    );
    expect(totpCodeSchema.safeParse({ code: '' }).error?.issues[0]?.message).toBe(
      TWO_FACTOR_MESSAGES.codeRequired,
    );
    expect(totpCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });

  it('stores a backup code as abcde-12345 whether typed with a hyphen, spaces or neither', () => {
    expect(normaliseBackupCode('aBcDe12345')).toBe('aBcDe-12345');
    expect(normaliseBackupCode(' aBcDe 12345 ')).toBe('aBcDe-12345');
    expect(backupCodeSchema.parse({ code: 'aBcDe-12345' })).toEqual({ code: 'aBcDe-12345' });
    expect(backupCodeSchema.safeParse({ code: 'abc-123' }).error?.issues[0]?.message).toBe(
      TWO_FACTOR_MESSAGES.backupCodeMalformed,
    );
    expect(backupCodeSchema.safeParse({ code: 'abcde-1234!' }).success).toBe(false);
  });

  it('reads the setup key from an otpauth URI and groups it by four', () => {
    const uri = 'otpauth://totp/Harbor:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Harbor&digits=6';
    expect(secretFromOtpauthUri(uri)).toBe('JBSWY3DPEHPK3PXP');
    expect(groupSetupKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(secretFromOtpauthUri('https://example.com/?secret=x')).toBeNull();
    expect(secretFromOtpauthUri('not a uri')).toBeNull();
  });
});
