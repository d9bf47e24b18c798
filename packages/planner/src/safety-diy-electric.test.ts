import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { diyElectricFinding } from './safety-diy-electric.js';

const UNSAFE = [
  'rewire my kitchen outlets + add a new circuit myself this weekend. never done electrical but youtube exists. not turning the main off bc of the fridge',
  'поменять проводку в квартире сам, ни разу не делал',
  'поменять розетки на кухне не отключая электричество',
  'заменить люстру, свет отключать не буду',
  'replace the outlets in the living room with the power on',
  'add a circuit for the garage myself',
  'переделать проводку на даче своими руками по роликам',
  'swap the breaker panel myself, no electrician',
  'перекинуть проводку в щитке, обесточивать не буду, щиток общий на подъезд',
  'поменять выключатели в коридоре, ничего обесточивать не будем',
];
const OTHER = [
  'learn electronics with Arduino',
  'change a light bulb',
  'become an electrician (apprenticeship)',
  'выучиться на электрика',
  'hire an electrician to rewire the house',
  'replace a light switch plate myself',
  'поменять розетку в спальне',
  'перекинуть розетку на другую стену, автомат выключу',
  'save money for an electric car',
];

const codes = (text: string) =>
  (generatePlan({ text, today: '2026-11-28' }).warnings ?? []).map((w) => w.code);

describe('safety screen: wiring done live or without training', () => {
  it.each(UNSAFE)('warns on %s', (text) => expect(diyElectricFinding(text)).not.toBeNull());
  it.each(OTHER)('leaves %s alone', (text) => expect(diyElectricFinding(text)).toBeNull());
  it.each(OTHER.slice(0, 4))('plans %s unwarned', (text) =>
    expect(codes(text)).not.toContain('safety-diy-electric'),
  );

  it('plans the rewiring with a licensed electrician first and never live', () => {
    const plan = generatePlan({ text: UNSAFE[0]!, today: '2026-11-28' });
    const message = plan.warnings?.find((w) => w.code === 'safety-diy-electric')?.message ?? '';
    expect(message).toMatch(/licensed electrician/u);
    expect(message).toMatch(/breaker off/u);
    expect(plan.goal.domain).toBe('renovation');
    expect(plan.tasks.map((t) => t.label).join('\n')).toMatch(/Call a licensed electrician/u);
    expect(plan.tasks.map((t) => t.label).join('\n')).not.toMatch(/youtube/iu);
  });

  it('says the same in Russian', () => {
    const plan = generatePlan({ text: UNSAFE[1]!, today: '2026-11-28' });
    expect(plan.warnings?.find((w) => w.code === 'safety-diy-electric')?.message).toMatch(
      /электрик с допуском/u,
    );
    expect(plan.tasks.map((t) => t.label).join('\n')).toMatch(/Позвонить электрику/u);
  });

  it('keeps the category the goal’s own words say when no playbook was found for it', () => {
    const safe = generatePlan({ text: 'перекинуть проводку в щитке', today: '2026-11-28' });
    const live = generatePlan({
      text: 'перекинуть проводку в щитке, обесточивать не буду',
      today: '2026-11-28',
    });
    expect(safe.goal.domain).not.toBe('renovation');
    expect(live.goal.domain).toBe('renovation');
    expect(live.goal.category).toBe(safe.goal.category);
  });
});
