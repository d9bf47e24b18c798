import { describe, expect, it, vi } from 'vitest';
import { isNative } from './platform';
import { initReminders, syncReminder } from './reminders.instance';

describe('the app instance in a browser (not native)', () => {
  it('S-N7: isNative() is false outside the native shell', () => {
    expect(isNative()).toBe(false);
  });

  it('S-N7: every entry point is a no-op and nothing is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const task = {
      taskId: 'a',
      date: '2999-01-01',
      time: '10:00',
      label: null,
      completed: false,
      parentId: null,
    };
    await expect(initReminders()).resolves.toMatchObject({ native: false });
    await expect(syncReminder(null, task)).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
