import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { jobUntil } from '../../../jobs/__tests__/job-helpers';

describeApi(
  'the QR sheet as a PDF job',
  { config: { jobs: { leaseSeconds: 30, pollSeconds: 1, keepHours: 24 } } },
  (api) => {
    let owner: SignedInUser;
    let stranger: SignedInUser;

    beforeAll(async () => {
      owner = await api.user();
      stranger = await api.user();
    });

    it('makes a page for every twelve trees, with its progress, and keeps the PDF to download', async () => {
      const estate = await api.estate(owner, { treeCount: 30, autoGenerateTrees: true });
      const started = await api.as(owner).post(`/api/estates/${estate.id}/print-sheet`);
      expect(started.statusCode).toBe(202);
      const { job } = started.json<{ job: { id: string; kind: string; state: string } }>();
      expect(job).toMatchObject({ kind: 'print-sheet', state: 'queued' });

      const done = await jobUntil(api, owner, job.id, (current) => current.state === 'done');
      const result = done.result as { url: string; fileName: string; trees: number };
      expect(result).toEqual({
        url: `/api/jobs/${job.id}/file`,
        fileName: `qr-codes-${estate.id}.pdf`,
        trees: 30,
      });
      const file = await api.as(owner).get(result.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${result.fileName}"`);
      expect(file.rawBody.subarray(0, 5).toString()).toBe('%PDF-');
      // 30 labels, 12 a page: three pages.
      expect(file.rawBody.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);

      expect((await api.as(stranger).get(result.url)).statusCode).toBe(404);
    });

    it('answers 404 to someone who cannot see the estate, before any job starts', async () => {
      const estate = await api.estate(owner);
      const refused = await api.as(stranger).post(`/api/estates/${estate.id}/print-sheet`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: 'Estate not found' });
    });
  },
);
