import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@grovekeeper/shared';
import type { ReportSummary } from '@grovekeeper/shared';
import { renderAt, toastText } from '@grovekeeper/shared/testing';
import { downloadExport } from '../../api/download-export';
import { getReportSummary } from '../../api/get-report-summary';
import { saveBlob } from '../../utils/save-blob';
import { fakeToken } from '../../../../test/fake-token';
import { deferred, resetStores } from '../../../../test/reset-stores';
import { ReportsPage } from '../ReportsPage';
import { reportFixture } from '../../../../test/report-fixture';

jest.mock('../../api/get-report-summary');
jest.mock('../../api/download-export');
jest.mock('../../utils/save-blob');
// The charts draw with SVG measurements jsdom lacks: show what they were given instead.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ series }: { series: { label?: string; data?: number[] }[] }) => (
    <p data-testid="bar-chart">{`${series[0]?.label}: ${(series[0]?.data ?? []).join(' ')}`}</p>
  ),
}));
jest.mock('@mui/x-charts/PieChart', () => ({
  PieChart: ({ series }: { series: { data: { label?: string; value: number }[] }[] }) => (
    <p data-testid="pie-chart">
      {(series[0]?.data ?? []).map((slice) => `${slice.label} ${slice.value}`).join(', ')}
    </p>
  ),
}));

const mockedSummary = jest.mocked(getReportSummary);
const mockedDownload = jest.mocked(downloadExport);
const mockedSave = jest.mocked(saveBlob);

function renderReports() {
  return renderAt(<ReportsPage />, { path: '/reports' });
}

/** jsdom's Blob has no text(): read it as a browser would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetStores();
  useAuthStore.getState().setToken(fakeToken());
  mockedSummary.mockReset();
  mockedDownload.mockReset();
  mockedSave.mockReset();
  mockedSummary.mockResolvedValue(reportFixture());
});

describe('ReportsPage', () => {
  it('shows a spinner while the figures load', () => {
    mockedSummary.mockReturnValue(deferred<ReportSummary>().promise);
    renderReports();
    expect(
      screen.getByText('Comprehensive insights into your agricultural operations'),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading reports...')).toBeInTheDocument();
  });

  it('shows the headline cards with the server’s figures and trend captions', async () => {
    renderReports();
    await screen.findByRole('region', { name: 'Total Estates' });
    expect(card('Total Estates')).toHaveTextContent('3+1 this month');
    expect(card('Total Trees')).toHaveTextContent('1,250+15 this week');
    expect(card('Land Area (ha)')).toHaveTextContent('17.5+10 ha this month');
    expect(card('Rental Revenue')).toHaveTextContent('€4,000.00');
  });

  it('leaves a caption out when the server gave no trend', async () => {
    mockedSummary.mockResolvedValue(reportFixture({ trends: {} }));
    renderReports();
    await screen.findByRole('region', { name: 'Total Estates' });
    expect(card('Total Estates')).toHaveTextContent(/^Total Estates3$/);
  });

  it('shows the distributions, health, marketplace, performance, harvest and application figures', async () => {
    renderReports();
    expect(
      await within(
        await screen.findByRole('region', { name: 'Tree Type Distribution' }),
      ).findByTestId('pie-chart'),
    ).toHaveTextContent('olive 2, lemon 1');
    expect(card('Estate Locations')).toHaveTextContent('Estates: 2 1');
    expect(card('Estate Locations')).toHaveTextContent('Kalamata: 2');
    expect(card('Rental Status Distribution')).toHaveTextContent('Rented 2, Available 1');
    expect(card('Harvest Weight per Month (kg)')).toHaveTextContent('Nov 2026: 120.5');
    expect(card('Tree Health Overview')).toHaveTextContent(
      'Healthy Trees900Diseased Trees12Ready to Harvest40AI Generated1,000',
    );
    expect(card('Rental Marketplace')).toHaveTextContent(
      'Available Properties1Rented Properties2Average Price€1,125.00/monthTotal Revenue€4,000.00',
    );
    expect(card('System Performance')).toHaveTextContent(
      'AI Detection Accuracy85.4%Avg Trees per Estate416.7Manually Created Trees250',
    );
    expect(card('Harvests')).toHaveTextContent(
      'Pending1Approved3Rejected1Approved Weight1,129.5 kg',
    );
    expect(card('Applications and Contracts')).toHaveTextContent('Job Applications Received4');
  });

  it('says so where there is nothing to chart or average yet', async () => {
    const empty = reportFixture();
    mockedSummary.mockResolvedValue({
      ...empty,
      distributions: { treeTypes: [], estateLocations: [], treeCategories: [], rentalStatuses: [] },
      marketplace: { available: 1, rented: 2, averageMonthlyPrice: null, totalRevenue: 4000 },
      performance: { ...empty.performance, aiDetectionAccuracy: null },
    });
    renderReports();
    expect(
      await within(await screen.findByRole('region', { name: 'Tree Categories' })).findByText(
        'No data yet',
      ),
    ).toBeInTheDocument();
    expect(card('Rental Marketplace')).toHaveTextContent('Average PriceNo listings');
    expect(card('System Performance')).toHaveTextContent(
      'AI Detection AccuracyNo reviewed detections yet',
    );
  });

  it('shows field staff their trees and harvests without any money card, chart or export', async () => {
    const user = userEvent.setup();
    const full = reportFixture();
    mockedSummary.mockResolvedValue({
      ...full,
      canSeeMoney: false,
      totals: { ...full.totals, rentalRevenue: null },
      distributions: { ...full.distributions, rentalStatuses: null },
      marketplace: null,
      applications: null,
    });
    renderReports();
    await screen.findByRole('region', { name: 'Total Trees' });
    expect(
      screen.getByText(
        "Your role on your team's estates shows their trees and harvests: rentals, contracts and money are shown to owners and managers only.",
      ),
    ).toBeInTheDocument();
    expect(card('Total Trees')).toHaveTextContent('1,250');
    expect(await screen.findByRole('region', { name: 'Tree Categories' })).toBeInTheDocument();
    expect(card('Harvests')).toHaveTextContent('Approved3');
    for (const name of [
      'Rental Revenue',
      'Rental Status Distribution',
      'Rental Marketplace',
      'Applications and Contracts',
    ]) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Harvest Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rental Income Report' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    const text = await readText(mockedSave.mock.calls[0]?.[0] as Blob);
    expect(text).toContain('Totals,Total Trees,1250\r\n');
    expect(text).not.toMatch(/Revenue|Rental Marketplace|Contracts/);
  });

  it('loads the figures again on Refresh Data', async () => {
    const user = userEvent.setup();
    renderReports();
    await screen.findByRole('region', { name: 'Total Estates' });
    mockedSummary.mockResolvedValue(
      reportFixture({ totals: { estates: 4, trees: 1300, landArea: 20, rentalRevenue: 4000 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(card('Total Estates')).toHaveTextContent('4'));
    expect(mockedSummary).toHaveBeenCalledTimes(2);
  });

  it('shows the error alert when the figures cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    mockedSummary.mockRejectedValueOnce('offline');
    renderReports();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load reports data');
    expect(alert).toHaveTextContent('offline');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Total Estates' })).toBeInTheDocument();
  });

  it('downloads the harvest CSV under the server’s file name from Generate Harvest Report', async () => {
    const user = userEvent.setup();
    const blob = new Blob(['Tree\r\n'], { type: 'text/csv' });
    const answer = deferred<{ blob: Blob; fileName: string }>();
    mockedDownload.mockReturnValue(answer.promise);
    renderReports();
    const button = await screen.findByRole('button', { name: 'Generate Harvest Report' });
    await user.click(button);
    expect(mockedDownload).toHaveBeenCalledWith('harvests');
    expect(screen.getByRole('button', { name: 'Generate Harvest Report' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Estate Report' })).toBeDisabled();
    answer.resolve({ blob, fileName: 'grovekeeper-harvests-2026-11-25.csv' });
    await waitFor(() =>
      expect(mockedSave).toHaveBeenCalledWith(blob, 'grovekeeper-harvests-2026-11-25.csv'),
    );
    expect(screen.getByRole('button', { name: 'Generate Harvest Report' })).toBeEnabled();
  });

  it('shows a readable error toast when an export fails', async () => {
    const user = userEvent.setup();
    mockedDownload.mockRejectedValue(new Error('Authentication required'));
    renderReports();
    await user.click(await screen.findByRole('button', { name: 'Rental Income Report' }));
    await waitFor(() => expect(toastText()).toBe('Error: Authentication required'));
    expect(mockedDownload).toHaveBeenCalledWith('rental-income');
    expect(mockedSave).not.toHaveBeenCalled();
  });

  it('saves the figures on screen as a CSV from Export Report', async () => {
    const user = userEvent.setup();
    renderReports();
    await user.click(await screen.findByRole('button', { name: 'Export Report' }));
    expect(mockedSave).toHaveBeenCalledTimes(1);
    const [blob, fileName] = mockedSave.mock.calls[0] ?? [];
    expect(fileName).toMatch(/^grovekeeper-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readText(blob as Blob);
    expect(text).toContain('Totals,Total Estates,3\r\n');
    expect(text).toContain('Estate Locations,Kalamata,2\r\n');
  });
});
