import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { csvFileName } from './exports/csv';
import { CsvFile, ReportSummary } from './schemas';
import { EXPORT_PAGE_SIZE, estatesCsv, harvestsCsv, loadSummary, rentalIncomeCsv } from './service';
import { TreesCache } from './trees-cache';

export interface ReportsOptions {
  db: Database;
  /** Rows read per database page of an export (tests make it small). */
  exportPageSize?: number;
}

/** Sends CSV text produced chunk by chunk, as a download named grovekeeper-<kind>-<date>.csv. */
function sendCsv(reply: FastifyReply, kind: string, chunks: AsyncIterable<string>): void {
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(kind)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks, { objectMode: false }));
}

/** The caller's reports: one summary computed in SQL, and streamed CSV exports. Mounted at /api/reports. */
export const reportsRoutes: AppPlugin<ReportsOptions> = async (app, options) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = options;
  const pageSize = options.exportPageSize ?? EXPORT_PAGE_SIZE;
  // One per API process; its entries are checked against the database on every request.
  const treesCache = new TreesCache();
  const tags = ['reports'];
  const security = [{ bearerAuth: [] }];
  const csvSchema = (summary: string, description: string) => ({
    tags,
    security,
    summary,
    description,
    produces: ['text/csv'],
    response: { 200: CsvFile, ...errorResponses(401) },
  });

  app.get(
    '/summary',
    {
      schema: {
        tags,
        security,
        summary: "The caller's report: totals, distributions, health, rentals, harvests",
        description:
          'Computed in SQL from the caller’s own estates, their trees and harvests, the caller’s rental listings and contracts as owner, in a few aggregate statements; the tree counts are reused while the trees are unchanged.',
        response: { 200: ReportSummary, ...errorResponses(401) },
      },
    },
    (request) => loadSummary(db, request.userId, treesCache),
  );

  app.get(
    '/exports/estates.csv',
    {
      schema: csvSchema(
        'CSV of the caller’s estates with tree counts by category and state',
        'One row per estate, by name; streamed in pages.',
      ),
    },
    (request, reply) => sendCsv(reply, 'estates', estatesCsv(db, request.userId, pageSize)),
  );

  app.get(
    '/exports/harvests.csv',
    {
      schema: csvSchema(
        'CSV of the harvests of the caller’s trees',
        'Tree, tree code, estate, date, weight, status and notes; newest first, streamed in pages.',
      ),
    },
    (request, reply) => sendCsv(reply, 'harvests', harvestsCsv(db, request.userId, pageSize)),
  );

  app.get(
    '/exports/rental-income.csv',
    {
      schema: csvSchema(
        'CSV of the caller’s signed and active contracts as owner',
        'Contract number, estate, tenant, period, amount in euros, payment frequency, status and signing time; streamed in pages.',
      ),
    },
    (request, reply) =>
      sendCsv(reply, 'rental-income', rentalIncomeCsv(db, request.userId, pageSize)),
  );
};
