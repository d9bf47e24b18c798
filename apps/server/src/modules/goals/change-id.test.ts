import { describe, expect, it } from 'vitest';
import { AppError } from '../../kernel/errors.js';
import { parseChangeId } from './change-id.js';

describe('a change id as the services take it', () => {
  it('absent: none; a UUID: itself, in lower case (one change, however the client wrote it)', () => {
    expect(parseChangeId(undefined)).toBeNull();
    expect(parseChangeId(null)).toBeNull();
    expect(parseChangeId('0B7F6A52-3C1E-4D2A-9F0E-5A6B7C8D9E0F')).toBe(
      '0b7f6a52-3c1e-4d2a-9f0e-5a6b7c8d9e0f',
    );
  });

  it('malformed (empty included): refused as the caller’s mistake, naming the field', () => {
    for (const value of ['', 'abc', '1732412345-abc', '0b7f6a52-3c1e-4d2a-9f0e-5a6b7c8d9e0fx']) {
      const error = (() => {
        try {
          parseChangeId(value);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', key: 'idInvalid', field: 'changeId' });
    }
  });
});
