import { describe, expect, it, vi } from 'vitest';
import { answerUpdate, offerUpdate, updateStore } from './updatePrompt';

describe('S-U1: app update', () => {
  it('a waiting worker opens the prompt; accepting applies the update', async () => {
    const apply = vi.fn(async () => undefined);
    offerUpdate(apply);
    expect(updateStore.getState().waiting).toBe(true);
    await answerUpdate(true);
    expect(apply).toHaveBeenCalledOnce();
    expect(updateStore.getState().waiting).toBe(false);
  });

  it('declining keeps the current version', async () => {
    const apply = vi.fn(async () => undefined);
    offerUpdate(apply);
    await answerUpdate(false);
    expect(apply).not.toHaveBeenCalled();
    expect(updateStore.getState().waiting).toBe(false);
  });
});
