import type { FastifyInstance } from 'fastify';
import { todayInAthens } from '../lib/dates';
import { DEMO_ACCOUNT } from './account';
import { injectClient } from './inject-client';
import { planDemoWorld } from './plan';
import { seedDemoWorld } from './seed';

/**
 * Builds the demo world around the demo account just created on an empty database
 * (SEED_DEMO=true), through the ready app's own routes, before the server listens: the
 * first sign-in already sees it. A failure is logged and the product starts anyway (the
 * world is a convenience, not a dependency); the README says how to start over.
 */
export async function seedDemoWorldOnFirstStart(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  try {
    const plan = planDemoWorld({ owner: DEMO_ACCOUNT, today: todayInAthens() });
    await seedDemoWorld(injectClient(app), plan, { ownerPassword: DEMO_ACCOUNT.password });
    app.log.info(
      {
        estates: plan.estates.length,
        harvests: plan.harvests.length,
        ms: Math.round(performance.now() - started),
      },
      'Demo world created',
    );
  } catch (error) {
    app.log.error(
      { err: error },
      'The demo world could not be created; the product runs without it',
    );
  }
}
