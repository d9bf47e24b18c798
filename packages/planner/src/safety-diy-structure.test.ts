import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate.js';
import { diyStructureFinding, treeFellingFinding } from './safety-diy-structure.js';

const plan = (text: string) => generatePlan({ text, today: '2026-11-28' });
const codes = (text: string) => (plan(text).warnings ?? []).map((w) => w.code);
const first = (text: string) =>
  [...plan(text).tasks].filter((t) => t.parentId !== null).sort((a, b) => a.date.localeCompare(b.date))[0]!;

describe('safety screen: a load-bearing wall taken out oneself', () => {
  it.each([
    'сами с мужем убрать стену между кухней и залом в панельке, перфоратор есть, в управляющую и бти писать не будем, всё равно никто не узнает',
    'снести несущую стену в гостиной к лету',
    'knock down the load-bearing wall between the kitchen and the lounge ourselves',
    'take out the wall to open up the kitchen, it is probably load-bearing, panel building',
  ])('warns on %s, the engineer first', (text) => {
    expect(codes(text)).toContain('safety-structure');
    expect(first(text).label).toMatch(/engineer|проектн/iu);
    expect(plan(text).goal.domain).toBe('renovation');
  });

  it.each([
    'убрать перегородку из гипсокартона в коридоре',
    'покрасить стену в спальне',
    'knock down the garden wall and build a new fence',
    'hire an engineer and take out the load-bearing wall by spring',
  ])('leaves %s alone', (text) => expect(diyStructureFinding(text)).toBeNull());
});

describe('safety screen: a hazardous tree felled by someone untrained', () => {
  it.each([
    'take down the dead oak leaning toward the house with my chainsaw this weekend. never felled a tree but watched a ton of vids',
    'спилить сухую берёзу у дома бензопилой, ни разу не пилил',
    'cut down the gum tree over the garage myself',
  ])('warns on %s, the arborist first', (text) => {
    expect(codes(text)).toContain('safety-tree-felling');
    expect(first(text).label).toMatch(/arborist|арборист/iu);
  });

  it.each([
    'get an arborist to take down the dead oak near the house',
    'plant an oak tree in the garden',
    'cut down the christmas tree in the forest farm with the kids',
    'спилить старую яблоню в саду, вызвать арбориста',
  ])('leaves %s alone', (text) => expect(treeFellingFinding(text)).toBeNull());
});
