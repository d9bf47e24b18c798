import { describe, expect, it } from 'vitest';
import type { Russian } from './namespace';

const en = { a: { title: 'Title', steps_one: '{{count}} step', steps_other: '{{count}} steps' } };

// The compiler is the check: `npm run typecheck` fails when one of these stops being an error.
const complete = {
  a: {
    title: 'Заголовок',
    steps_one: '{{count}} шаг',
    steps_few: '{{count}} шага',
    steps_many: '{{count}} шагов',
  },
} satisfies Russian<typeof en>;
// @ts-expect-error a Russian text is missing
const missing = { a: { steps_one: '', steps_few: '', steps_many: '' } } satisfies Russian<typeof en>;
// @ts-expect-error a key English does not have
const extra = { a: { title: '', extra: '', steps_one: '', steps_few: '', steps_many: '' } } satisfies Russian<
  typeof en
>;
// @ts-expect-error a plural without its `many` form
const noMany = { a: { title: '', steps_one: '', steps_few: '' } } satisfies Russian<typeof en>;

describe('Russian<typeof en>', () => {
  it('takes the three integer plural forms in place of English `_one`/`_other`', () => {
    expect(Object.keys(complete.a)).toEqual(['title', 'steps_one', 'steps_few', 'steps_many']);
    expect([missing, extra, noMany]).toHaveLength(3);
  });
});
