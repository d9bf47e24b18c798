import { describe, expect, it } from 'vitest';
import { type NewsData, type NewsItem, prependNews, queueNews } from './api';

const item = (id: string): NewsItem => ({
  id,
  kind: 'goal_set',
  actor: { id: 'a', username: 'anna', name: 'Анна', avatarUrl: null },
  subject: null,
  goalId: 'g',
  goalTitle: 'Run',
  milestoneLabel: null,
  achievementKey: null,
  createdAt: '2026-11-22T10:00:00Z',
});

describe('live news', () => {
  it('queues new items newest first, once each, and not those already shown', () => {
    const shown = new Set(['1']);
    let waiting: NewsItem[] = [];
    for (const id of ['1', '2', '3', '2']) waiting = queueNews(waiting, item(id), (x) => shown.has(x));
    expect(waiting.map((i) => i.id)).toEqual(['3', '2']);
  });

  it('reveals them on top of the first page without duplicates; other pages stay', () => {
    const data: NewsData = {
      pages: [
        { items: [item('2'), item('1')], hasNextPage: true, endCursor: '1' },
        { items: [item('0')], hasNextPage: false, endCursor: null },
      ],
      pageParams: [null, '1'],
    };
    const next = prependNews(data, [item('4'), item('3'), item('2')]);
    expect(next?.pages[0]?.items.map((i) => i.id)).toEqual(['4', '3', '2', '1']);
    expect(next?.pages[1]).toBe(data.pages[1]);
    expect(prependNews(data, [item('1')])).toBe(data);
    expect(prependNews(undefined, [item('1')])).toBeUndefined();
  });
});
