import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('DATABASE_PREPARED: on by default, off with false, anything else refused at boot', () => {
    expect(loadConfig({}).databasePrepared).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED: 'false' }).databasePrepared).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED: 'no' })).toThrow(/DATABASE_PREPARED/);
  });
});
