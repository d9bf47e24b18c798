import { describe, expect, it, vi } from 'vitest';
import { createPendingDeletes, withoutHidden } from './pendingDeletes';
import { isTaskDraftDirty, planFilter } from './plan';

describe('pending step deletes (undo)', () => {
  it('hides at once and sends the delete only when the window has passed', async () => {
    vi.useFakeTimers();
    try {
      const store = createPendingDeletes();
      const commit = vi.fn(() => Promise.resolve());
      const seen: number[] = [];
      store.subscribe(() => seen.push(store.hidden().size));
      expect(store.schedule('a', commit, 6000)).toBe(true);
      expect(store.hidden().has('a')).toBe(true);
      expect(store.schedule('a', commit, 6000)).toBe(false);
      vi.advanceTimersByTime(5999);
      expect(commit).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(commit).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      // Deleted: it stays hidden; too late to undo.
      expect(store.hidden().has('a')).toBe(true);
      expect(store.undo('a')).toBe(false);
      expect(seen).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('undo within the window sends nothing and shows the step again', () => {
    vi.useFakeTimers();
    try {
      const store = createPendingDeletes();
      const commit = vi.fn(() => Promise.resolve());
      store.schedule('a', commit, 6000);
      vi.advanceTimersByTime(3000);
      expect(store.undo('a')).toBe(true);
      expect(store.hidden().has('a')).toBe(false);
      vi.advanceTimersByTime(10000);
      expect(commit).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused delete brings the step back', async () => {
    vi.useFakeTimers();
    try {
      const store = createPendingDeletes();
      store.schedule('a', () => Promise.reject(new Error('offline')), 100);
      vi.advanceTimersByTime(100);
      await vi.waitFor(() => expect(store.hidden().has('a')).toBe(false));
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides a milestone with its steps', () => {
    const tasks = [
      { id: 'm', parentId: null },
      { id: 's1', parentId: 'm' },
      { id: 'n', parentId: null },
      { id: 's2', parentId: 'n' },
    ];
    expect(withoutHidden(tasks, new Set(['m'])).map((t) => t.id)).toEqual(['n', 's2']);
    expect(withoutHidden(tasks, new Set(['s2'])).map((t) => t.id)).toEqual(['m', 's1', 'n']);
    expect(withoutHidden(tasks, new Set())).toBe(tasks);
  });
});

describe('the edit dialog knows unsaved edits', () => {
  const task = { label: 'Run', date: '2026-11-22', time: '07:30:00', notes: '' };
  it('is clean when the fields show the step', () => {
    expect(isTaskDraftDirty(task, { label: 'Run', date: '2026-11-22', time: '07:30', notes: '' })).toBe(
      false,
    );
    expect(
      isTaskDraftDirty(
        { ...task, date: null, time: null },
        { label: 'Run', date: null, time: '', notes: '' },
      ),
    ).toBe(false);
  });
  it('is dirty when any field changed', () => {
    expect(isTaskDraftDirty(task, { label: 'Run 5 km', date: '2026-11-22', time: '07:30', notes: '' })).toBe(
      true,
    );
    expect(isTaskDraftDirty(task, { label: 'Run', date: '2026-11-23', time: '07:30', notes: '' })).toBe(true);
    expect(isTaskDraftDirty(task, { label: 'Run', date: null, time: '07:30', notes: '' })).toBe(true);
    expect(isTaskDraftDirty(task, { label: 'Run', date: '2026-11-22', time: '08:00', notes: '' })).toBe(true);
    expect(isTaskDraftDirty(task, { label: 'Run', date: '2026-11-22', time: '07:30', notes: 'x' })).toBe(
      true,
    );
  });
});

describe('the plans filter by goal', () => {
  const goals = [{ id: 'g1' }, { id: 'g2' }];
  it('keeps a shown goal, else shows all', () => {
    expect(planFilter('g2', goals)).toBe('g2');
    expect(planFilter(null, goals)).toBeNull();
    expect(planFilter('gone', goals)).toBeNull();
    expect(planFilter('', goals)).toBeNull();
  });
});
