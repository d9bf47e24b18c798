import { describe, expect, it } from 'vitest';
import {
  addMonths,
  barOf,
  byDate,
  fraction,
  gridMinWidth,
  monthLabel,
  monthsBetween,
  roadmapMonths,
} from './layout';

describe('roadmap months', () => {
  it('adds months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
  it('lists months inclusively', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
  it('spans from the earliest date to the latest, at least six months', () => {
    expect(roadmapMonths([{ start: '2026-11-22', end: '2026-12-01' }], '2026-11-22')).toHaveLength(6);
    const months = roadmapMonths([{ start: '2026-10-01', end: '2027-08-15' }], '2026-11-22');
    expect(months[0]).toBe('2026-10');
    expect(months.at(-1)).toBe('2027-08');
  });
});

describe('bars', () => {
  const months = ['2026-11', '2026-12'];
  it('places dates as fractions of the grid', () => {
    expect(fraction('2026-11-01', months)).toBe(0);
    expect(fraction('2026-12-01', months)).toBe(0.5);
    expect(fraction('2025-01-01', months)).toBe(0);
    expect(fraction('2030-01-01', months)).toBe(1);
  });
  it('gives a bar from start to end, and a sliver to a single date', () => {
    const bar = barOf({ start: '2026-11-01', end: '2026-12-31' }, months)!;
    expect(bar.left).toBe(0);
    expect(bar.width).toBeCloseTo(1, 1);
    expect(barOf({ start: null, end: '2026-12-31' }, months)!.width).toBeGreaterThanOrEqual(0.02);
    expect(barOf({ start: null, end: null }, months)).toBeNull();
  });
});

describe('month labels', () => {
  it('name the month in the nominative with the year, without «г.», capitalised', () => {
    expect(monthLabel('2026-11', 'ru')).toBe('Ноябрь 2026');
    expect(monthLabel('2027-05', 'ru')).toBe('Май 2027');
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-11', 'ru')).not.toMatch(/г\.?$/i);
  });
  it('short column labels carry the whole year, never a two-digit one that reads as a day', () => {
    expect(monthLabel('2026-11', 'en', true)).toBe('Nov 2026');
    expect(monthLabel('2027-01', 'ru', true)).toMatch(/^Янв\.? 2027$/);
  });
});

describe('month entries', () => {
  it('come in date order within a month, whatever goal they belong to', () => {
    const entries = [
      { id: 'a', end: '2026-12-20', label: 'Later' },
      { id: 'b', end: '2026-12-03', label: 'Early' },
      { id: 'c', end: '2026-12-03', label: 'Anchor' },
      { id: 'd', end: '2026-12-11', label: 'Middle' },
    ];
    expect(byDate(entries).map((e) => e.id)).toEqual(['c', 'b', 'd', 'a']);
    expect(entries[0]!.id).toBe('a');
  });
});

describe('grid width', () => {
  it('a year of months beside the labels fits the 1280 px desktop content (about 1000 px)', () => {
    expect(gridMinWidth(240, 12)).toBeLessThanOrEqual(1000);
    expect(gridMinWidth(240, 24)).toBeGreaterThan(1000);
  });
});
