import type { Category } from './categories.js';
import { type ParsedPlaybook, type Playbook, parsePlaybook } from './playbook-schema.js';
import { careerPlaybook } from './playbooks/career.js';
import { creativityPlaybook } from './playbooks/creativity.js';
import { financesPlaybook } from './playbooks/finances.js';
import { healthPlaybook } from './playbooks/health.js';
import { hobbiesPlaybook } from './playbooks/hobbies.js';
import { relationshipsPlaybook } from './playbooks/relationships.js';
import { sciencePlaybook } from './playbooks/science.js';
import { selfDevelopmentPlaybook } from './playbooks/self-development.js';
import { spiritualityPlaybook } from './playbooks/spirituality.js';
import { technologyPlaybook } from './playbooks/technology.js';

/** The built-in playbooks as written (before validation). */
export const DEFAULT_PLAYBOOK_SOURCES: Record<Category, Playbook> = {
  'self-development': selfDevelopmentPlaybook,
  finances: financesPlaybook,
  career: careerPlaybook,
  health: healthPlaybook,
  relationships: relationshipsPlaybook,
  creativity: creativityPlaybook,
  spirituality: spiritualityPlaybook,
  hobbies: hobbiesPlaybook,
  technology: technologyPlaybook,
  science: sciencePlaybook,
};

/** Validated once when the module loads: a broken built-in playbook fails loudly, in tests first. */
export const DEFAULT_PLAYBOOKS = Object.fromEntries(
  Object.entries(DEFAULT_PLAYBOOK_SOURCES).map(([k, v]) => [k, parsePlaybook(v)]),
) as Record<Category, ParsedPlaybook>;
