import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEstateDrawingStore, useNotifierStore } from '@grovekeeper/shared';
import { SQUARE, renderAt, resetStores } from '../../../test/render';
import { createEstate } from '../api/create-estate';
import { WizardPage } from '../components/WizardPage';
import { useWizardDraftStore } from '../stores/wizard-draft-store';

jest.mock('../api/create-estate');
const mockedCreateEstate = jest.mocked(createEstate);

/**
 * What the shared client throws for an error status: ky's HTTPError, its message already
 * the body's `error` when there is one, and the response (jsdom has no Response class).
 */
function httpFailure(status: number, body: unknown) {
  const error = new Error(`Request failed with status code ${status}`);
  error.name = 'HTTPError';
  if (body && typeof body === 'object' && 'error' in body) error.message = String(body.error);
  const response = {
    status,
    clone: () => ({
      json: () =>
        typeof body === 'string'
          ? Promise.reject(new SyntaxError('Unexpected token'))
          : Promise.resolve(body),
    }),
  };
  return Object.assign(error, { response });
}

async function submitFailingWith(failure: unknown): Promise<string | undefined> {
  const user = userEvent.setup();
  withPickerResultTaken();
  mockedCreateEstate.mockRejectedValue(failure);
  renderAt(<WizardPage />, { path: '/wizard' });
  await user.type(screen.getByLabelText(/Estate Name/), 'North Grove');
  await user.click(screen.getByRole('checkbox', { name: 'Fig Trees' }));
  await user.click(screen.getByRole('button', { name: 'Create Estate' }));
  await waitFor(() => expect(useNotifierStore.getState().toast?.variant).toBe('destructive'));
  await act(async () => undefined);
  expect(screen.getByRole('button', { name: 'Create Estate' })).toBeEnabled();
  const toast = useNotifierStore.getState().toast;
  expect(toast?.title).toBe('Error');
  return toast?.description;
}

/**
 * The picker's result already taken into the draft (its toasts came and went), so no
 * 'Address Updated' toast, 1.5 s later, can replace the toast a test waits for.
 */
function withPickerResultTaken() {
  withPickerResult();
  const drawing = useEstateDrawingStore.getState();
  useWizardDraftStore.getState().update({
    boundaries: drawing.boundaries.map((p) => ({ lat: p.lat, lng: p.lng })),
    coordinates: drawing.coordinates,
    address: drawing.address,
    treeCount: String(drawing.detectedTreeCount),
    landArea: String(drawing.landArea),
  });
}

function withPickerResult() {
  const drawing = useEstateDrawingStore.getState();
  drawing.applyBoundary(SQUARE);
  drawing.setAddress('Messini, Greece');
  drawing.setDetectedTreeCount(42);
}

beforeEach(() => {
  resetStores();
  mockedCreateEstate.mockReset();
});

describe('WizardPage', () => {
  it('warns that boundaries are needed and keeps Create Estate disabled without them', () => {
    renderAt(<WizardPage />, { path: '/wizard' });
    expect(
      screen.getByText('Please define estate boundaries to access tree generation options'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tree Generation Options')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Estate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Select location on map' })).toBeInTheDocument();
  });

  it('takes the picker values into the form and toasts each value that changed', async () => {
    withPickerResult();
    const seen: string[] = [];
    const unsubscribe = useNotifierStore.subscribe((state) => {
      if (state.toast) seen.push(state.toast.title);
    });
    renderAt(<WizardPage />, { path: '/wizard' });

    expect(screen.getByLabelText(/Number of Trees/)).toHaveValue(42);
    expect(screen.getByLabelText(/Address/)).toHaveValue('Messini, Greece');
    expect(screen.getByTestId('chip-boundary')).toHaveTextContent('4 boundary points');
    const area = useEstateDrawingStore.getState().landArea;
    expect(screen.getByTestId('chip-area')).toHaveTextContent(`${area.toFixed(2)} ha`);
    expect(screen.getByRole('button', { name: 'Update location on map' })).toBeInTheDocument();

    await waitFor(() => expect(seen).toHaveLength(3), { timeout: 5000 });
    expect(seen).toEqual(['Tree Count Updated', 'Address Updated', 'Land Area Updated']);
    unsubscribe();
  });

  it('keeps the generation options mutually exclusive', async () => {
    const user = userEvent.setup();
    withPickerResult();
    renderAt(<WizardPage />, { path: '/wizard' });
    const auto = screen.getByRole('checkbox', { name: /Auto-generate 42 trees with QR codes/ });
    const ai = screen.getByRole('checkbox', { name: /AI-powered tree detection/ });

    await user.click(auto);
    expect(auto).toBeChecked();
    await user.click(ai);
    expect(ai).toBeChecked();
    expect(auto).not.toBeChecked();
    await user.click(auto);
    expect(ai).not.toBeChecked();
  });

  it("asks for a tree type with 'Please select at least one tree type' and sends nothing", async () => {
    const user = userEvent.setup();
    withPickerResult();
    renderAt(<WizardPage />, { path: '/wizard' });
    await user.type(screen.getByLabelText(/Estate Name/), 'North Grove');
    await user.click(screen.getByRole('button', { name: 'Create Estate' }));
    expect(await screen.findByText('Please select at least one tree type')).toBeInTheDocument();
    expect(mockedCreateEstate).not.toHaveBeenCalled();
  });

  it('creates the estate, resets the draft and opens the new estate', async () => {
    const user = userEvent.setup();
    withPickerResult();
    mockedCreateEstate.mockResolvedValue({ id: 'bbbbbbbbbbbbbbbbbbbbbbbb' } as never);
    renderAt(<WizardPage />, { path: '/wizard' });
    await user.type(screen.getByLabelText(/Estate Name/), 'North Grove');
    await user.click(screen.getByRole('checkbox', { name: 'Olive Trees' }));
    await user.click(screen.getByRole('checkbox', { name: /Auto-generate/ }));
    await user.click(screen.getByRole('button', { name: 'Create Estate' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/estates/bbbbbbbbbbbbbbbbbbbbbbbb'),
    );
    expect(mockedCreateEstate).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'North Grove',
        address: 'Messini, Greece',
        treeCount: 42,
        treeTypes: ['olive'],
        boundaries: SQUARE,
        autoGenerateTrees: true,
        aiDetectionEnabled: false,
      }),
    );
    expect(useWizardDraftStore.getState().name).toBe('');
    expect(useEstateDrawingStore.getState().boundaries).toEqual([]);
  });

  it('sends the reviewed detection run with AI detection: its id and the removed and added trees', async () => {
    const user = userEvent.setup();
    withPickerResult();
    const drawing = useEstateDrawingStore.getState();
    drawing.setDetectionRun('run-42');
    drawing.setDetectionReview({ removed: [3, 7], added: [{ lat: 37.055, lng: 22.004 }] });
    drawing.setDetectedTreeCount(41);
    mockedCreateEstate.mockResolvedValue({ id: 'bbbbbbbbbbbbbbbbbbbbbbbb' } as never);
    renderAt(<WizardPage />, { path: '/wizard' });
    // The reviewed count is the one the form takes.
    expect(screen.getByLabelText(/Number of Trees/)).toHaveValue(41);
    await user.type(screen.getByLabelText(/Estate Name/), 'North Grove');
    await user.click(screen.getByRole('checkbox', { name: 'Olive Trees' }));
    await user.click(screen.getByRole('checkbox', { name: /AI-powered tree detection/ }));
    await user.click(screen.getByRole('button', { name: 'Create Estate' }));

    await waitFor(() => expect(mockedCreateEstate).toHaveBeenCalledTimes(1));
    expect(mockedCreateEstate).toHaveBeenCalledWith(
      expect.objectContaining({
        treeCount: 41,
        aiDetectionEnabled: true,
        detectionRunId: 'run-42',
        detectionReview: { removed: [3, 7], added: [{ lat: 37.055, lng: 22.004 }] },
      }),
    );
  });

  it('leaves the detection run out without AI detection', async () => {
    const user = userEvent.setup();
    withPickerResult();
    useEstateDrawingStore.getState().setDetectionRun('run-42');
    mockedCreateEstate.mockResolvedValue({ id: 'bbbbbbbbbbbbbbbbbbbbbbbb' } as never);
    renderAt(<WizardPage />, { path: '/wizard' });
    await user.type(screen.getByLabelText(/Estate Name/), 'North Grove');
    await user.click(screen.getByRole('checkbox', { name: 'Olive Trees' }));
    await user.click(screen.getByRole('checkbox', { name: /Auto-generate/ }));
    await user.click(screen.getByRole('button', { name: 'Create Estate' }));

    await waitFor(() => expect(mockedCreateEstate).toHaveBeenCalledTimes(1));
    const sent = mockedCreateEstate.mock.calls[0]![0];
    expect(sent).not.toHaveProperty('detectionRunId');
    expect(sent).not.toHaveProperty('detectionReview');
  });

  it("shows the server's error, else 'Failed to create estate', when creation fails", async () => {
    const user = userEvent.setup();
    withPickerResultTaken();
    mockedCreateEstate.mockRejectedValue({});
    renderAt(<WizardPage />, { path: '/wizard' });
    await user.type(screen.getByLabelText(/Estate Name/), 'North Grove');
    await user.click(screen.getByRole('checkbox', { name: 'Fig Trees' }));
    await user.click(screen.getByRole('button', { name: 'Create Estate' }));
    await waitFor(() =>
      expect(useNotifierStore.getState().toast?.description).toBe('Failed to create estate'),
    );
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Create Estate' })).toBeEnabled();
  });

  it("shows the response's error when estate creation fails", async () => {
    const failure = httpFailure(400, { error: 'treeCount must be at least 1', message: 'x' });
    expect(await submitFailingWith(failure)).toBe('treeCount must be at least 1');
  });

  it("falls back to the response's message when it has no error", async () => {
    const failure = httpFailure(503, { message: 'Estates are read-only during maintenance' });
    expect(await submitFailingWith(failure)).toBe('Estates are read-only during maintenance');
  });

  it("falls back to 'Failed to create estate' when the response has neither error nor message", async () => {
    expect(await submitFailingWith(httpFailure(500, { statusCode: 500 }))).toBe(
      'Failed to create estate',
    );
  });

  it("falls back to 'Failed to create estate' when the answer is not JSON", async () => {
    expect(await submitFailingWith(httpFailure(502, '<html>Bad Gateway</html>'))).toBe(
      'Failed to create estate',
    );
  });

  it("falls back to 'Failed to create estate' when no answer came", async () => {
    expect(await submitFailingWith(new TypeError('Failed to fetch'))).toBe(
      'Failed to create estate',
    );
  });
});
