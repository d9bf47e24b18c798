import type { Playbook } from '../playbook-schema.js';
import { weightVariant } from './health-body.js';
import { fitnessVariant, walkingVariant } from './health-fitness.js';
import { runningVariant } from './health-running.js';

export const healthPlaybook: Playbook = {
  id: 'default-health',
  category: 'health',
  variants: [runningVariant, weightVariant, walkingVariant, fitnessVariant],
};
