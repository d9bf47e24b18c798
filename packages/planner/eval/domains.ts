import type { EvalKind } from './types.js';

/**
 * The kinds of goal each planner playbook (domain or category variant) is written for. A plan whose domain is listed
 * here for other kinds only was built from a playbook for another activity. Variants that fit anything (growth,
 * hobby, create, the category defaults) are not listed: they cannot be for another activity, only too general,
 * which the text checks catch. A domain the planner adds later and this table does not know is reported as
 * unmapped, not counted as wrong.
 */
export const DOMAIN_KINDS: Record<string, readonly EvalKind[]> = {
  'quit-smoking': ['quit-habit'],
  'quit-sugar': ['quit-habit'],
  'quit-alcohol': ['quit-habit', 'health'],
  'quit-habit': ['quit-habit'],
  'wake-up': ['build-habit', 'health'],
  sleep: ['build-habit', 'health', 'family'],
  'daily-habit': ['build-habit', 'quit-habit', 'health', 'body', 'family', 'relationship', 'creative'],
  swimming: ['body', 'skill', 'travel'],
  cycling: ['body', 'skill', 'travel'],
  running: ['body'],
  walking: ['body', 'build-habit', 'travel', 'health'],
  fitness: ['body', 'build-habit', 'health'],
  weight: ['body', 'health'],
  thesis: ['creative'],
  novel: ['creative'],
  'driving-licence': ['exam', 'skill'],
  exam: ['exam', 'admission', 'skill'],
  wedding: ['event'],
  renovation: ['home'],
  moving: ['home', 'job'],
  travel: ['travel', 'family'],
  pet: ['family'],
  audience: ['creative', 'business'],
  freelance: ['business', 'amount', 'job'],
  promotion: ['job'],
  job: ['job', 'admission'],
  debt: ['amount'],
  savings: ['amount', 'home', 'travel', 'family', 'business'],
  reading: ['build-habit', 'skill'],
  language: ['skill', 'exam', 'admission', 'travel', 'job'],
  'new-friends': ['social', 'relationship'],
  partner: ['relationship', 'family'],
  connect: ['relationship', 'family', 'social'],
};

/** Domains that fit any goal: never a playbook for another activity. */
export const GENERAL_DOMAINS = new Set([
  'growth',
  'hobby',
  'create',
  'practice',
  'build',
  'research',
  'default-career',
  'default-creativity',
  'default-finances',
  'default-health',
  'default-hobbies',
  'default-relationships',
  'default-science',
  'default-self-development',
  'default-spirituality',
  'default-technology',
]);
