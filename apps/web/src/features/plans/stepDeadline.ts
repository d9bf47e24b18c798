// A step dated after its goal's deadline (@stepwise/domain/completion): the editor asks before saving whether to
// move the deadline to that day or keep the step on the deadline.
import type { QueryClient } from '@tanstack/react-query';
import { type Russian, registerTexts, type TextKey, useTexts } from '../../shared/i18n/namespace';

/** The goal's deadline as the cached goal lists show it, or null (no deadline, or not on this device). */
export function cachedDeadline(client: QueryClient, goalId: string | null): string | null {
  if (!goalId) return null;
  const seen = new Set<unknown>();
  const find = (value: unknown): string | null => {
    if (!value || typeof value !== 'object' || seen.has(value)) return null;
    seen.add(value);
    const rec = value as Record<string, unknown>;
    if (rec.id === goalId && 'deadline' in rec) return typeof rec.deadline === 'string' ? rec.deadline : null;
    for (const v of Array.isArray(value) ? value : Object.values(rec)) {
      const found = find(v);
      if (found) return found;
    }
    return null;
  };
  for (const [, data] of client.getQueriesData({ queryKey: ['goals'] })) {
    const found = find(data);
    if (found) return found;
  }
  return null;
}

export const en = {
  stepDeadline: {
    after: 'This day is after the goal’s deadline ({{deadline}}).',
    move: 'Move the deadline to {{date}}',
    keep: 'Keep the step on {{deadline}}',
  },
};

export const ru = {
  stepDeadline: {
    after: 'Этот день позже срока цели ({{deadline}}).',
    move: 'Перенести срок на {{date}}',
    keep: 'Оставить шаг на {{deadline}}',
  },
} satisfies Russian<typeof en>;

const NS = 'stepDeadline';
registerTexts(NS, en, ru);
export type StepDeadlineKey = TextKey<typeof en>;
const namespaces = [NS];
export const useStepDeadlineTexts = () => useTexts<StepDeadlineKey>(namespaces);
