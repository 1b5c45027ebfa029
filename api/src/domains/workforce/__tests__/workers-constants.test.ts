import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_MAX_DISTANCE_KM,
  EXPERIENCE_LEVELS,
  WORKER_AVAILABILITIES,
  WORKER_SKILLS,
  WORKERS_PAGE_SIZE,
} from '../workers-schemas';

/**
 * The API mirrors the workforce constants of the shared front-end types (it does not
 * depend on that package): read them from its source and compare.
 */
const SHARED = readFileSync(
  path.resolve(__dirname, '../../../../../shared/src/types/workforce.ts'),
  'utf8',
);

function sharedList(name: string): string[] {
  const match = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(SHARED);
  if (!match?.[1]) throw new Error(`${name} not found in the shared types`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((item) => item[1] as string);
}

function sharedNumber(name: string): number {
  const match = new RegExp(`export const ${name} = (\\d+);`).exec(SHARED);
  if (!match?.[1]) throw new Error(`${name} not found in the shared types`);
  return Number(match[1]);
}

describe('the workforce constants of the API', () => {
  it('list the skills, experience levels and availabilities of the shared types, in order', () => {
    expect([...WORKER_SKILLS]).toEqual(sharedList('WORKER_SKILLS'));
    expect([...EXPERIENCE_LEVELS]).toEqual(sharedList('EXPERIENCE_LEVELS'));
    expect([...WORKER_AVAILABILITIES]).toEqual(sharedList('WORKER_AVAILABILITIES'));
    expect(WORKER_SKILLS).toHaveLength(14);
  });

  it('use the page size and default radius of the shared types', () => {
    expect(WORKERS_PAGE_SIZE).toBe(sharedNumber('WORKERS_PAGE_SIZE'));
    expect(DEFAULT_MAX_DISTANCE_KM).toBe(sharedNumber('DEFAULT_MAX_DISTANCE_KM'));
  });
});
