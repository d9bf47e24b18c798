import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every browser test that failed and then passed on its retry (CI retries once: vitest.e2e.config.ts),
 * with the first attempt's error, so a flaky test is seen and fixed, not hidden by the green run.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: TestCase[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (testCase.diagnostic()?.flaky) this.flaky.push(testCase);
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    const lines = this.flaky.map((testCase) => {
      const errors = testCase.result().errors ?? [];
      const first = errors[0]?.message?.split('\n')[0] ?? 'no error kept';
      return `  - ${testCase.module.moduleId.split('/').pop()} > ${testCase.fullName}\n    first attempt: ${first}`;
    });
    console.log(
      `\nFLAKY: ${this.flaky.length} browser test(s) failed once and passed on the retry:\n${lines.join('\n')}\n`,
    );
  }
}
