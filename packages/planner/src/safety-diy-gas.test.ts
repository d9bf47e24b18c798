import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { diyGasFinding } from './safety-diy-gas.js';

const DIY = [
  'перенести газовую плиту к окну самой, шланг подлиннее уже купила, газовщиков ждать месяц',
  'подключить газовую колонку сам',
  'сам поставлю газовый котёл на даче',
  'поставить новую газовую плиту самостоятельно',
  'move my gas range myself',
  'install a gas water heater on my own',
  'hook up the gas dryer myself, no plumber needed',
  'relocate the gas stove to the island by myself',
];
const OTHER = [
  'cook on a gas stove',
  'buy a new gas stove',
  'pay the gas bill',
  'вызвать газовщика',
  'купить газовую плиту и подключить через газовую службу',
  'научиться готовить на газовой плите самой',
  'reduce my gas bill by myself',
  'switch the gas and electricity supplier myself',
];

const codes = (text: string) =>
  (generatePlan({ text, today: '2026-11-28' }).warnings ?? []).map((w) => w.code);

describe('safety screen: gas work done oneself', () => {
  it.each(DIY)('warns on %s', (text) => expect(diyGasFinding(text)).not.toBeNull());
  it.each(OTHER)('leaves %s alone', (text) => expect(diyGasFinding(text)).toBeNull());
  it.each(OTHER.slice(0, 4))('plans %s unwarned', (text) =>
    expect(codes(text)).not.toContain('safety-diy-gas'),
  );

  it('plans the move with the gas service first, the person preparing the room', () => {
    const plan = generatePlan({ text: DIY[0]!, today: '2026-11-28' });
    expect(plan.warnings?.find((w) => w.code === 'safety-diy-gas')?.message).toMatch(/газов\p{L}* служб/u);
    expect(plan.goal.domain).toBe('renovation');
    const labels = plan.tasks.map((t) => t.label);
    expect(labels.find((l) => !/определены|выбраны/u.test(l))).toMatch(/^Позвонить в газовую службу/u);
    expect(labels.join('\n')).not.toMatch(/шланг/u);
  });

  it('says the same in English', () => {
    const plan = generatePlan({ text: 'move my gas range myself', today: '2026-11-28' });
    expect(plan.warnings?.find((w) => w.code === 'safety-diy-gas')?.message).toMatch(/Gas Safe/u);
    expect(plan.tasks.map((t) => t.label).join('\n')).toMatch(/Call the gas service/u);
  });
});
