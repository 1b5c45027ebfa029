import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@grovekeeper/shared';
import userEvent from '@testing-library/user-event';
import { deferred, renderAt, resetStores, toastText } from '../../../test/render';
import { pixelToLatLng } from '../../common/utils/detection-review';
import { applyDetectionRun } from '../api/apply-detection-run';
import { deleteOrthophoto } from '../api/delete-orthophoto';
import { startEstateDetection } from '../api/start-estate-detection';
import { getOrthophoto } from '../api/get-orthophoto';
import type { EstateDetection, Orthophoto } from '../api/types';
import { uploadOrthophoto } from '../api/upload-orthophoto';
import { OrthophotoCard } from '../components/OrthophotoCard';
import { UPLOAD_EXPLANATION } from '../components/OrthophotoUploadForm';
import { answerJobReads, jobOf, JOB_ID } from '../../../test/jobs';

const detectionJob = (
  state: Parameters<typeof jobOf>[1],
  progress: number,
  extra: Parameters<typeof jobOf<EstateDetection>>[3] = {},
) => jobOf<EstateDetection>('estate-detection', state, progress, extra);

jest.mock('../api/get-orthophoto');
jest.mock('../api/upload-orthophoto');
jest.mock('../api/delete-orthophoto');
jest.mock('../api/start-estate-detection');
jest.mock('../api/apply-detection-run');

const mockedGetOrthophoto = jest.mocked(getOrthophoto);
const mockedUploadOrthophoto = jest.mocked(uploadOrthophoto);
const mockedDeleteOrthophoto = jest.mocked(deleteOrthophoto);
const mockedStartDetection = jest.mocked(startEstateDetection);
const mockedApplyDetectionRun = jest.mocked(applyDetectionRun);

const ESTATE_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';

const orthophoto: Orthophoto = {
  width: 4000,
  height: 3000,
  bounds: { north: 37.06, south: 37.05, east: 22.01, west: 22.0 },
  metresPerPixel: 0.1534,
  uploadedAt: '2026-02-01T10:00:00.000Z',
};

// The clean review image: 800 × 600 px over the orthophoto's bounds, north up.
const AFFINE = [22.0, 0.01 / 800, 0, 37.06, 0, -0.01 / 600];
const treeAt = (x: number, y: number, confidence: number) => ({
  ...pixelToLatLng(AFFINE, { x, y }),
  confidence,
});

const detection: EstateDetection = {
  treesInBoundary: 3,
  snapshotUrl: 'https://api.example.test/api/openai-vision/snapshots/abc.png',
  message: '3 trees detected inside the boundary. Aerial imagery at 0.25 m per pixel.',
  trees: [treeAt(100, 100, 0.91), treeAt(200, 100, 0.87), treeAt(300, 100, 0.62)],
  runId: '5b0c2c1e-8f4e-4f7a-9a59-0d7c1b2a3e4f',
  review: {
    imageUrl: 'https://api.example.test/api/openai-vision/snapshots/clean.png',
    width: 800,
    height: 600,
    pixelToLatLng: AFFINE,
  },
};

function renderCard(onTreesAdded = jest.fn()) {
  renderAt(<OrthophotoCard estateId={ESTATE_ID} onTreesAdded={onTreesAdded} />);
  return onTreesAdded;
}

const fileOf = (name: string, type: string) => new File(['fake image bytes'], name, { type });

beforeEach(() => {
  resetStores();
  mockedGetOrthophoto.mockReset().mockResolvedValue(null);
  mockedUploadOrthophoto.mockReset();
  mockedDeleteOrthophoto.mockReset();
  mockedStartDetection.mockReset();
  mockedApplyDetectionRun.mockReset();
  jest.restoreAllMocks();
});

describe('OrthophotoCard without an orthophoto', () => {
  it('explains the upload and offers a labelled file input for GeoTIFF, PNG and JPEG', async () => {
    renderCard();
    expect(screen.getByText('Loading aerial image...')).toBeInTheDocument();
    expect(await screen.findByText(UPLOAD_EXPLANATION)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aerial image' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Orthophoto file/)).toHaveAttribute(
      'accept',
      '.tif,.tiff,.png,.jpg,.jpeg',
    );
    expect(screen.queryByRole('spinbutton', { name: /North/ })).not.toBeInTheDocument();
    expect(mockedGetOrthophoto).toHaveBeenCalledWith(ESTATE_ID);
  });

  it('uploads a GeoTIFF without corners and then shows its size, resolution, bounds and date', async () => {
    const user = userEvent.setup();
    const upload = deferred<Orthophoto>();
    mockedUploadOrthophoto.mockReturnValue(upload.promise);
    renderCard();
    const file = fileOf('grove.tif', 'image/tiff');
    await user.upload(await screen.findByLabelText(/Orthophoto file/), file);
    expect(screen.queryByRole('spinbutton', { name: /North/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(mockedUploadOrthophoto).toHaveBeenCalledWith(ESTATE_ID, file, null);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the orthophoto');

    upload.resolve(orthophoto);
    expect(await screen.findByText('4000 × 3000 px')).toBeInTheDocument();
    expect(screen.getByText('0.15 m/px')).toBeInTheDocument();
    expect(screen.getByText('N 37.060000°, S 37.050000°')).toBeInTheDocument();
    expect(screen.getByText('E 22.010000°, W 22.000000°')).toBeInTheDocument();
    expect(screen.getByText(new Date(orthophoto.uploadedAt).toLocaleString())).toBeInTheDocument();
    expect(toastText()).toBe('Aerial image uploaded: 4000 × 3000 px at 0.15 m/px.');
    expect(screen.getByRole('heading', { name: 'Aerial image' })).toHaveFocus();
  });

  it('requires the four corners for a PNG and shows the validation messages before sending', async () => {
    const user = userEvent.setup();
    mockedUploadOrthophoto.mockResolvedValue(orthophoto);
    renderCard();
    const file = fileOf('grove.png', 'image/png');
    await user.upload(await screen.findByLabelText(/Orthophoto file/), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    for (const edge of ['North', 'South', 'East', 'West']) {
      expect(screen.getByText(`${edge} is required`)).toBeInTheDocument();
    }
    expect(mockedUploadOrthophoto).not.toHaveBeenCalled();

    const field = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(name) });
    expect(field('North')).toHaveAttribute('step', 'any');
    await user.type(field('North'), '37.05');
    await user.type(field('South'), '37.06');
    await user.type(field('East'), '200');
    await user.type(field('West'), '22');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('North must be greater than South')).toBeInTheDocument();
    expect(screen.getByText('East must be a longitude from -180 to 180')).toBeInTheDocument();
    expect(mockedUploadOrthophoto).not.toHaveBeenCalled();

    await user.clear(field('North'));
    await user.type(field('North'), '37.07');
    await user.clear(field('East'));
    await user.type(field('East'), '21.5');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('East must be greater than West')).toBeInTheDocument();

    await user.clear(field('East'));
    await user.type(field('East'), '22.01');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(mockedUploadOrthophoto).toHaveBeenCalledWith(ESTATE_ID, file, {
        north: 37.07,
        south: 37.06,
        east: 22.01,
        west: 22,
      }),
    );
  });

  it('asks for a file, and refuses a file that is not a GeoTIFF, PNG or JPEG', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderCard();
    await screen.findByText(UPLOAD_EXPLANATION);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Please choose an orthophoto file')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(/Orthophoto file/),
      fileOf('notes.pdf', 'application/pdf'),
    );
    expect(
      screen.getByText('The orthophoto must be a GeoTIFF, PNG or JPEG image'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(mockedUploadOrthophoto).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the upload", async () => {
    const user = userEvent.setup();
    const refusal = 'The orthophoto must be at most 10,000 pixels on each side';
    mockedUploadOrthophoto.mockRejectedValue(new Error(refusal));
    renderCard();
    await user.upload(
      await screen.findByLabelText(/Orthophoto file/),
      fileOf('big.tif', 'image/tiff'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('note')).toHaveTextContent(refusal);
    expect(toastText()).toBe(`Error: ${refusal}`);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('offers the corners for a TIFF without geo tags when asked', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.upload(await screen.findByLabelText(/Orthophoto file/), fileOf('plain.tiff', ''));
    await user.click(
      screen.getByRole('checkbox', { name: 'This TIFF has no georeference: enter its edges' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('West is required')).toBeInTheDocument();
    expect(mockedUploadOrthophoto).not.toHaveBeenCalled();
  });

  it('offers Retry when the orthophoto cannot be loaded', async () => {
    const user = userEvent.setup();
    mockedGetOrthophoto.mockRejectedValueOnce(new Error('Server unavailable'));
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(UPLOAD_EXPLANATION)).toBeInTheDocument();
  });
});

describe('OrthophotoCard with an orthophoto', () => {
  beforeEach(() => {
    mockedGetOrthophoto.mockResolvedValue(orthophoto);
  });

  it('detects trees as a job: its progress, then the count and a link to the analysed image', async () => {
    const user = userEvent.setup();
    const started = deferred<ReturnType<typeof detectionJob>>();
    mockedStartDetection.mockReturnValue(started.promise);
    answerJobReads(detectionJob('running', 40), detectionJob('done', 100, { result: detection }));
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Detect trees' }));

    expect(mockedStartDetection).toHaveBeenCalledWith(ESTATE_ID);
    expect(screen.getByRole('button', { name: 'Detect trees' })).toBeDisabled();
    started.resolve(detectionJob('queued', 0));
    expect(await screen.findByText('40% done')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: /^Detecting trees on the aerial image/ }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();
    expect(localStorage.getItem(`estates:detection-job:${ESTATE_ID}`)).toBe(JOB_ID);

    expect(await screen.findByText('3 trees detected')).toBeInTheDocument();
    expect(localStorage.getItem(`estates:detection-job:${ESTATE_ID}`)).toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the analysed image' })).toHaveAttribute(
      'href',
      detection.snapshotUrl,
    );
    // The review: every detection a crown over the clean image, and the live count.
    const review = screen.getByRole('region', { name: 'Review the detected trees' });
    expect(within(review).getAllByRole('button', { name: /^Detected tree/ })).toHaveLength(3);
    expect(within(review).getByTestId('review-count')).toHaveTextContent('3 trees');
    expect(screen.getByRole('button', { name: 'Add 3 trees' })).toBeInTheDocument();
  });

  it('follows a detection started before the page was left, and cancels it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(`estates:detection-job:${ESTATE_ID}`, JOB_ID);
    const reads = answerJobReads(detectionJob('running', 60));
    const cancel = jest.spyOn(api, 'delete').mockResolvedValue();
    renderCard();
    expect(await screen.findByText('60% done')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledWith(`/api/jobs/${JOB_ID}`);
    reads.mockResolvedValue({ job: detectionJob('cancelled', 60) } as never);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Detect trees' })).toBeEnabled();
    expect(localStorage.getItem(`estates:detection-job:${ESTATE_ID}`)).toBeNull();
  });

  it("titles a failed detection 'AI detection failed' with the server's message", async () => {
    const user = userEvent.setup();
    mockedStartDetection.mockResolvedValue(detectionJob('queued', 0));
    answerJobReads(
      detectionJob('failed', 10, { error: 'The orthophoto does not cover the estate boundary' }),
    );
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Detect trees' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'AI detection failed: The orthophoto does not cover the estate boundary',
      ),
    );
    expect(screen.queryByText(/trees detected/)).not.toBeInTheDocument();
  });

  it('applies the reviewed run: the removed detections by index, the added trees where they were clicked', async () => {
    const user = userEvent.setup();
    mockedStartDetection.mockResolvedValueOnce(detectionJob('queued', 0));
    answerJobReads(detectionJob('done', 100, { result: detection }));
    mockedApplyDetectionRun.mockResolvedValue({ created: 3, kept: 2, removed: 1, added: 1 });
    const onTreesAdded = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Detect trees' }));
    await user.click(await screen.findByRole('button', { name: /^Detected tree 2,/ }));
    // The image is laid out at 400 × 300 CSS px: CSS (250, 200) is pixel (500, 400).
    const image = screen.getByTestId('review-image');
    image.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300 }) as DOMRect;
    await user.pointer({
      keys: '[MouseLeft]',
      target: image,
      coords: { clientX: 250, clientY: 200 },
    });
    expect(screen.getByTestId('review-count')).toHaveTextContent('3 trees 1 removed, 1 added');
    await user.click(screen.getByRole('button', { name: 'Add 3 trees' }));

    await waitFor(() => expect(onTreesAdded).toHaveBeenCalledTimes(1));
    expect(mockedStartDetection).toHaveBeenCalledTimes(1);
    const [estateId, runId, corrections] = mockedApplyDetectionRun.mock.calls[0]!;
    expect(estateId).toBe(ESTATE_ID);
    expect(runId).toBe(detection.runId);
    expect(corrections.removed).toEqual([1]);
    expect(corrections.added).toHaveLength(1);
    expect(corrections.added[0]!.lng).toBeCloseTo(22.0 + (0.01 / 800) * 500, 9);
    expect(corrections.added[0]!.lat).toBeCloseTo(37.06 - (0.01 / 600) * 400, 9);
    expect(toastText()).toBe('Trees added: 3 trees added to the estate.');
    // The review is done: it goes away with its button.
    expect(screen.queryByRole('button', { name: /^Add \d+ trees?$/ })).not.toBeInTheDocument();
  });

  it("keeps the review when applying fails, with the server's message", async () => {
    const user = userEvent.setup();
    mockedStartDetection.mockResolvedValueOnce(detectionJob('queued', 0));
    answerJobReads(detectionJob('done', 100, { result: detection }));
    mockedApplyDetectionRun.mockRejectedValue(
      new Error('The boundary changed after the trees were detected. Detect the trees again.'),
    );
    const onTreesAdded = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Detect trees' }));
    await user.click(await screen.findByRole('button', { name: 'Add 3 trees' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Failed to add the trees: The boundary changed after the trees were detected. Detect the trees again.',
      ),
    );
    expect(onTreesAdded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add 3 trees' })).toBeEnabled();
  });

  it('asks for confirmation before removing the orthophoto', async () => {
    const user = userEvent.setup();
    mockedDeleteOrthophoto.mockResolvedValue();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove the aerial image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockedDeleteOrthophoto).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    dialog = screen.getByRole('dialog', { name: 'Remove the aerial image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(mockedDeleteOrthophoto).toHaveBeenCalledWith(ESTATE_ID);
    expect(await screen.findByText(UPLOAD_EXPLANATION)).toBeInTheDocument();
    expect(toastText()).toMatch(/^Aerial image removed/);
  });

  it('goes back to the upload form with Replace, and back again with Cancel', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(screen.getByLabelText(/Orthophoto file/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('4000 × 3000 px')).toBeInTheDocument();
  });
});
