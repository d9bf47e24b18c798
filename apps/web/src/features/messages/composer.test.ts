import { describe, expect, it } from 'vitest';
import { appendMessage, flattenHistory, type History, messageLength } from './api';
import { composerKey, counterState } from './composer';

describe('composer keys', () => {
  it('Enter sends; Shift+Enter, Alt+Enter and an IME composition type', () => {
    expect(composerKey({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKey({ key: 'Enter', shiftKey: true })).toBe('type');
    expect(composerKey({ key: 'Enter', shiftKey: false, altKey: true })).toBe('type');
    expect(composerKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
    expect(composerKey({ key: 'Enter', shiftKey: false, keyCode: 229 })).toBe('type');
    expect(composerKey({ key: 'a', shiftKey: false })).toBe('type');
  });

  it('the counter appears near the limit, and past it sending is blocked; length counts code points', () => {
    expect(counterState(100, 4000, 3500)).toEqual({ show: false, over: false });
    expect(counterState(3500, 4000, 3500)).toEqual({ show: true, over: false });
    expect(counterState(4001, 4000, 3500)).toEqual({ show: true, over: true });
    expect(messageLength('  👍🏽 ok  ')).toBe(5);
  });
});

const msg = (id: string) => ({
  id,
  conversationId: 'c',
  mine: false,
  text: id,
  createdAt: '2026-11-22T10:00:00Z',
  read: false,
});

describe('history', () => {
  it('flattens pages oldest first and appends a message once', () => {
    const data: History = {
      pages: [
        { items: [msg('3'), msg('4')], hasPreviousPage: true, startCursor: '3' },
        { items: [msg('1'), msg('2')], hasPreviousPage: false, startCursor: '1' },
      ],
      pageParams: [null, '3'],
    };
    expect(flattenHistory(data).map((m) => m.id)).toEqual(['1', '2', '3', '4']);
    const once = appendMessage(data, msg('5'));
    const twice = appendMessage(once, msg('5'));
    expect(flattenHistory(twice).map((m) => m.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(twice).toBe(once);
  });
});
