import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as constants from '../constants';

/**
 * The API mirrors the shared workforce constants (it cannot import the front-end
 * package); this reads the shared file's text so the two cannot drift apart unnoticed.
 */
const SHARED = readFileSync(
  path.resolve(__dirname, '../../../../../shared/src/types/workforce.ts'),
  'utf8',
);

/** The string items of `export const NAME = [ ... ] as const;` in the shared file. */
function sharedList(name: string): string[] {
  const match = new RegExp(`export const ${name} = \\[([^\\]]*)\\] as const;`).exec(SHARED);
  if (!match?.[1]) throw new Error(`${name} not found in shared/src/types/workforce.ts`);
  return [...match[1].matchAll(/'([^']*)'/g)].map((item) => item[1] ?? '');
}

/** The value of `export const NAME = <digits>;` in the shared file. */
function sharedNumber(name: string): number {
  const match = new RegExp(`export const ${name} = (\\d+);`).exec(SHARED);
  if (!match?.[1]) throw new Error(`${name} not found in shared/src/types/workforce.ts`);
  return Number(match[1]);
}

describe('the workforce constants of the API', () => {
  it.each([
    'WORKER_SKILLS',
    'EXPERIENCE_LEVELS',
    'WORKER_AVAILABILITIES',
    'WORK_TYPES',
    'PAY_TYPES',
    'WORK_SCHEDULES',
    'JOB_BENEFITS',
    'CURRENCIES',
    'JOB_VISIBILITIES',
    'JOB_LISTING_STATUSES',
    'WORKFORCE_APPLICATION_STATUSES',
  ] as const)('lists the same %s as the shared types, in order', (name) => {
    expect([...constants[name]]).toEqual(sharedList(name));
  });

  it('has the 14 skills and makes a job type of every one, or other, as the shared types do', () => {
    expect(constants.WORKER_SKILLS).toHaveLength(14);
    expect(SHARED).toContain("export const JOB_TYPES = [...WORKER_SKILLS, 'other'] as const;");
    expect(constants.JOB_TYPES).toEqual([...sharedList('WORKER_SKILLS'), 'other']);
  });

  it('uses the new-listing defaults of the shared types', () => {
    const block = /export const NEW_JOB_LISTING_DEFAULTS = \{([^}]*)\}/.exec(SHARED)?.[1] ?? '';
    const shared = Object.fromEntries(
      [...block.matchAll(/(\w+): '?([\w]+)'?,/g)].map(([, key, value]) => [
        key,
        /^\d+$/.test(value ?? '') ? Number(value) : value,
      ]),
    );
    expect(Object.keys(shared)).toHaveLength(9);
    expect(constants.NEW_JOB_LISTING_DEFAULTS).toMatchObject(shared);
  });

  it('uses the page size and default radius of the shared types', () => {
    expect(constants.WORKERS_PAGE_SIZE).toBe(sharedNumber('WORKERS_PAGE_SIZE'));
    expect(constants.DEFAULT_MAX_DISTANCE_KM).toBe(sharedNumber('DEFAULT_MAX_DISTANCE_KM'));
  });
});
