import type { ReportSummary } from '@grovekeeper/shared';

/** A server answer with every section filled in. */
export function reportFixture(overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    canSeeMoney: true,
    totals: { estates: 3, trees: 1250, landArea: 17.5, rentalRevenue: 4000 },
    trends: { estatesThisMonth: 1, treesThisWeek: 15, landAreaThisMonth: 10 },
    distributions: {
      treeTypes: [
        { label: 'olive', count: 2 },
        { label: 'lemon', count: 1 },
      ],
      estateLocations: [
        { label: 'Kalamata', count: 2 },
        { label: 'Sparta', count: 1 },
      ],
      treeCategories: [{ label: 'Olive Tree', count: 1250 }],
      rentalStatuses: [
        { label: 'rented', count: 2 },
        { label: 'available', count: 1 },
      ],
    },
    treeHealth: { healthy: 900, diseased: 12, readyToHarvest: 40, aiGenerated: 1000 },
    marketplace: { available: 1, rented: 2, averageMonthlyPrice: 1125, totalRevenue: 4000 },
    performance: { aiDetectionAccuracy: 85.4, avgTreesPerEstate: 416.7, manuallyCreatedTrees: 250 },
    harvests: {
      pending: 1,
      approved: 3,
      rejected: 1,
      approvedWeightKg: 1129.5,
      monthly: Array.from({ length: 12 }, (_, index) => ({
        month: `2026-${String(index + 1).padStart(2, '0')}`,
        weightKg: index === 10 ? 120.5 : 0,
      })),
    },
    applications: { rentalReceived: 2, rentalPending: 1, jobReceived: 4, activeContracts: 2 },
    ...overrides,
  };
}
