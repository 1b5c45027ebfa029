import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveBlob } from '@grovekeeper/shared';
import { downloadFile } from '@grovekeeper/shared/download';
import { renderAt, resetStores, toastText } from '../../../test/render';
import { answerJobReads, jobOf, JOB_ID } from '../../../test/jobs';
import { startPrintSheet } from '../api/start-print-sheet';
import type { PrintSheetResult } from '../api/start-print-sheet';
import { PrintSheetPdf } from '../components/PrintSheetPdf';

jest.mock('@grovekeeper/shared', () => ({
  ...jest.requireActual<object>('@grovekeeper/shared'),
  saveBlob: jest.fn(),
}));
jest.mock('@grovekeeper/shared/download', () => ({ downloadFile: jest.fn() }));
jest.mock('../api/start-print-sheet');

const sheetJob = (
  state: Parameters<typeof jobOf>[1],
  progress: number,
  extra: Parameters<typeof jobOf<PrintSheetResult>>[3] = {},
) => jobOf<PrintSheetResult>('print-sheet', state, progress, extra);
const RESULT = { url: `/api/jobs/${JOB_ID}/file`, fileName: 'qr-codes-e1.pdf', trees: 1000 };

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
  jest.mocked(startPrintSheet).mockReset();
  jest.mocked(saveBlob).mockReset();
  jest.mocked(downloadFile).mockReset();
});

describe('PrintSheetPdf', () => {
  it('makes the PDF as a job with its progress, then saves it', async () => {
    const user = userEvent.setup();
    const blob = new Blob(['%PDF-']);
    jest.mocked(startPrintSheet).mockResolvedValue(sheetJob('queued', 0));
    jest.mocked(downloadFile).mockResolvedValue({ blob, fileName: 'qr-codes-e1.pdf' });
    answerJobReads(sheetJob('running', 35), sheetJob('done', 100, { result: RESULT }));
    renderAt(<PrintSheetPdf estateId="e1" />);
    await user.click(screen.getByRole('button', { name: 'Download as PDF' }));
    expect(startPrintSheet).toHaveBeenCalledWith('e1');
    expect(await screen.findByText('35% done')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Making the PDF of the QR codes' }),
    ).toHaveAttribute('aria-valuenow', '35');
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'qr-codes-e1.pdf'));
    expect(downloadFile).toHaveBeenCalledWith(RESULT.url, {
      accept: 'application/pdf',
      fallbackName: 'qr-codes-e1.pdf',
    });
    expect(screen.getByRole('button', { name: 'Download as PDF' })).toBeEnabled();
  });

  it("shows why the PDF failed, in the server's words", async () => {
    const user = userEvent.setup();
    jest.mocked(startPrintSheet).mockResolvedValue(sheetJob('queued', 0));
    answerJobReads(sheetJob('failed', 5, { error: 'Estate not found' }));
    renderAt(<PrintSheetPdf estateId="e1" />);
    await user.click(screen.getByRole('button', { name: 'Download as PDF' }));
    await waitFor(() => expect(toastText()).toBe('Failed to make the PDF: Estate not found'));
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
