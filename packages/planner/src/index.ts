// The planner's public surface for apps that want one import; every module is also reachable on its own
// (`@stepwise/planner/generate`), which keeps what a bundle pulls in small. Pure code: no Node built-ins here
// (the CLI, the corpora and the tests are the only Node-side parts, and are not exported from this file).
export { CATEGORIES, type Category, isCategory } from './categories.js';
export { generatePlan, planWave, WAVE_DAYS, WAVE_WEEKS } from './generate.js';
export { generatePlanWithLlm, type LlmOptions } from './llm.js';
export { planProblems } from './plan-invariants.js';
export { type Playbook, PlaybookSchema, parsePlaybook, safeParsePlaybook } from './playbook-schema.js';
export { replan } from './replan.js';
export {
  acceptedTarget,
  type GoalPreview,
  mentorPlaybookOf,
  type PlannedPlan,
  type PlanRequest,
  planFor,
  planInput,
  previewOf,
  todayInZone,
} from './request.js';
export type * from './types.js';
export { GOAL_KINDS } from './types.js';
export { understandGoal } from './understand.js';
