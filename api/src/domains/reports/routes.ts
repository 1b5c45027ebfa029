import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db';
import type { DocumentLanguage } from '../../lib/i18n/document-format';
import { requestLanguage } from '../../lib/i18n/request-language';
import { HttpError } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { csvFileName } from './exports/csv';
import { CsvFile, ReportSummary } from './schemas';
import {
  EXPORT_PAGE_SIZE,
  estatesCsv,
  harvestsCsv,
  loadSummary,
  rentalIncomeCsv,
  seesMoney,
} from './service';
import { TreesCache } from './trees-cache';

/** How every export follows the caller's language (said in each one's OpenAPI description). */
const LANGUAGE_NOTE =
  'In the caller’s language: English as `,`-separated with `.` decimals, ISO dates and UTC times; Greek with Greek headers and words, `;` between fields, decimal commas, d/m/yyyy dates, Athens times and a UTF-8 byte order mark.';

export interface ReportsOptions {
  db: Database;
  /** Rows read per database page of an export (tests make it small). */
  exportPageSize?: number;
}

/**
 * Sends CSV text produced chunk by chunk, as a download named grovekeeper-<kind>-<date>.csv,
 * written in `language` (Content-Language says which).
 */
function sendCsv(
  reply: FastifyReply,
  kind: string,
  language: DocumentLanguage,
  chunks: AsyncIterable<string>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-language', language)
    .header('content-disposition', `attachment; filename="${csvFileName(kind)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks, { objectMode: false }));
}

/** The 403 of the money export to a caller who sees money on none of their estates. */
export const NO_MONEY =
  'Your role on your team’s estates does not show rentals, contracts or money: only owners and managers see them.';

/** The caller's reports: one summary computed in SQL, and streamed CSV exports. Mounted at /api/reports. */
export const reportsRoutes: AppPlugin<ReportsOptions> = async (app, options) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = options;
  const pageSize = options.exportPageSize ?? EXPORT_PAGE_SIZE;
  // One per API process; its entries are checked against the database on every request.
  const treesCache = new TreesCache();
  const tags = ['reports'];
  const security = [{ bearerAuth: [] }];
  const csvSchema = (summary: string, description: string, ...errors: number[]) => ({
    tags,
    security,
    summary,
    description: `${description} ${LANGUAGE_NOTE}`,
    produces: ['text/csv'],
    response: { 200: CsvFile, ...errorResponses(401, ...errors) },
  });

  app.get(
    '/summary',
    {
      schema: {
        tags,
        security,
        summary: "The caller's report: totals, distributions, health, rentals, harvests",
        description:
          'Computed in SQL, in a few aggregate statements, from the estates the caller sees (their own and those they are a member of, any role), their trees and harvests, and the rental listings and contracts whose money the caller sees (theirs as owner, and those of estates where their role sees money: managers). A caller who sees every estate as field staff or viewer gets canSeeMoney false and null money parts. The tree counts are reused while the trees and the estates seen are unchanged.',
        response: { 200: ReportSummary, ...errorResponses(401) },
      },
    },
    (request) => loadSummary(db, request.userId, treesCache),
  );

  app.get(
    '/exports/estates.csv',
    {
      schema: csvSchema(
        'CSV of the estates the caller sees (own and teams’) with tree counts by category and state',
        'One row per estate, by name; streamed in pages.',
      ),
    },
    async (request, reply) => {
      const language = await requestLanguage(request);
      return sendCsv(
        reply,
        'estates',
        language,
        estatesCsv(db, request.userId, pageSize, language),
      );
    },
  );

  app.get(
    '/exports/harvests.csv',
    {
      schema: csvSchema(
        'CSV of the harvests of the trees of the estates the caller sees',
        'Tree, tree code, estate, date, weight, status and notes; newest first, streamed in pages.',
      ),
    },
    async (request, reply) => {
      const language = await requestLanguage(request);
      return sendCsv(
        reply,
        'harvests',
        language,
        harvestsCsv(db, request.userId, pageSize, language),
      );
    },
  );

  app.get(
    '/exports/rental-income.csv',
    {
      schema: csvSchema(
        'CSV of the signed and active contracts whose money the caller sees',
        'The caller’s contracts as owner and those of the estates they manage: contract number, estate, tenant, period, amount in euros, payment frequency, status and signing time; streamed in pages. 403 to a caller who sees every estate as field staff or viewer.',
        403,
      ),
    },
    async (request, reply) => {
      if (!(await seesMoney(db, request.userId))) throw new HttpError(403, NO_MONEY);
      const language = await requestLanguage(request);
      return sendCsv(
        reply,
        'rental-income',
        language,
        rentalIncomeCsv(db, request.userId, pageSize, language),
      );
    },
  );
};
