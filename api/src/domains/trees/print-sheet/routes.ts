import type { Database } from '../../../db';
import { requireEstateAccess } from '../../../lib/access';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import { EstateParams } from '../../estates';
import { JobEnvelope, sendJobAccepted } from '../../jobs';
import type { JobContext, JobQueue } from '../../jobs';
import { printSheetPdf } from './pdf';
import type { SheetTree } from './pdf';

/** The job kind of an estate's QR sheet as a PDF. */
export const PRINT_SHEET_JOB = 'print-sheet';

/** The sheet's PDF, page by page (its progress), kept with the job for download. */
function printSheetJob(db: Database, publicUrl: string) {
  return async ({ jobId, ownerId, input, step, saveFile }: JobContext) => {
    const { estateId } = input as { estateId: string };
    await requireEstateAccess(db, ownerId, estateId, 'manageTrees');
    const trees = await db.query<SheetTree>(
      `SELECT id, title, text_code AS "textCode" FROM trees
       WHERE estate_id = $1 ORDER BY created_at, id`,
      [estateId],
    );
    await step(5);
    const data = await printSheetPdf(
      trees,
      (treeId) => `${publicUrl}/trees/${treeId}/tag`,
      (done, pages) => step(5 + Math.floor((90 * done) / pages)),
    );
    const fileName = `qr-codes-${estateId}.pdf`;
    await saveFile({
      fileName,
      contentType: 'application/pdf',
      disposition: `attachment; filename="${fileName}"`,
      data,
    });
    return { url: `/api/jobs/${jobId}/file`, fileName, trees: trees.length };
  };
}

/** POST /api/estates/:id/print-sheet: the QR sheet as a PDF, made by a job (issue 29). */
export const printSheetRoutes: AppPlugin<{
  db: Database;
  jobs: JobQueue;
  publicUrl: string;
}> = async (app, { db, jobs, publicUrl }) => {
  app.addHook('onRequest', app.authenticate);
  jobs.handle(PRINT_SHEET_JOB, printSheetJob(db, publicUrl));

  app.post(
    '/estates/:id/print-sheet',
    {
      schema: {
        tags: ['estates'],
        security: [{ bearerAuth: [] }],
        summary: "Make the estate's QR sheet as a PDF (a job: 202 `{ job }` at once)",
        description:
          "A4, three labels a row and four a page: each tree's tag-page QR code, title and " +
          'code. Follow the job with GET /api/jobs/:id (progress by page); when done its ' +
          'result is `{ url, fileName, trees }`, the PDF downloaded from `url`. The owner and ' +
          'managers (403 for other members, 404 for anyone else).',
        params: EstateParams,
        response: { 202: JobEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
      // A bodiless POST.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      await requireEstateAccess(db, request.userId, request.params.id, 'manageTrees');
      const job = await jobs.enqueue(request.userId, PRINT_SHEET_JOB, {
        estateId: request.params.id,
      });
      return sendJobAccepted(request, reply, job);
    },
  );
};
