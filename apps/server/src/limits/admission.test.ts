import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.js';

const later = () => {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
};

describe('admission', () => {
  it('runs at most `slots` at once and starts the others in the order they came', async () => {
    const admission = createAdmission(2);
    const gates = Array.from({ length: 5 }, later);
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      admission.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(admission.waiting()).toBe(3);
    gates[1]!.done();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.done();
    gates[2]!.done();
    await Promise.all([runs[0], runs[2]]);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!.done();
    gates[4]!.done();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(admission.waiting()).toBe(0);
  });

  it('frees the place of work that fails', async () => {
    const admission = createAdmission(1);
    await expect(admission.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await admission.run(async () => 'next')).toBe('next');
  });

  it('tells how long the first in line has waited', async () => {
    const admission = createAdmission(1);
    expect(admission.waited()).toBe(0);
    const gate = later();
    const first = admission.run(() => gate.promise);
    const second = admission.run(async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(admission.waited()).toBeGreaterThanOrEqual(25);
    gate.done();
    await Promise.all([first, second]);
    expect(admission.waited()).toBe(0);
  });
});
