import { formatQuantity } from './format.js';
import type { ParsedStep } from './playbook-schema.js';
import type { Language } from './types.js';

/**
 * A session length the person stated («по часу», "an hour each", "45 min sessions") replaces the length written
 * in the playbook's session labels ("Practice, 30 min: …" becomes "Practice, 60 minutes: …"). Only regular
 * sessions change: short chores (a 15-minute review) and one-off steps keep theirs.
 */

const LENGTH = /(?<![\p{N}.,])(\d{2,3})\s*(?:min(?:ute)?s?|минут\p{L}*|мин\.?)(?![\p{L}])/u;

export function withStatedLength(label: string, step: ParsedStep, minutes: number, lang: Language): string {
  if (step.cadence !== 'weekly' || step.minutes <= 15) return label;
  const m = LENGTH.exec(label);
  if (!m || Number(m[1]) !== step.minutes || Number(m[1]) === minutes) return label;
  const said =
    minutes % 60 === 0 && minutes <= 180
      ? formatQuantity(minutes / 60, 'hour', lang, 'acc')
      : formatQuantity(minutes, 'minute', lang, 'acc');
  return label.slice(0, m.index) + said + label.slice(m.index + m[0].length);
}
