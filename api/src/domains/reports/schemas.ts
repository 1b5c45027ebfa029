import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** Answer shapes of the reports domain, matching shared/src/types/report.ts. */

const Count = Type.Object({ label: Type.String(), count: Type.Integer() });
const Counts = Type.Array(Count);
const Int = Type.Integer({ minimum: 0 });

export const ReportSummary = Type.Object({
  totals: Type.Object({
    estates: Int,
    trees: Type.Integer({ minimum: 0, description: 'Real tree rows of the caller’s estates' }),
    landArea: Type.Number({ description: 'Hectares' }),
    rentalRevenue: Type.Number({ description: 'Euros: price summed over rented listings' }),
  }),
  trends: Type.Object({
    estatesThisMonth: Type.Optional(Int),
    treesThisWeek: Type.Optional(Int),
    landAreaThisMonth: Type.Optional(Type.Number({ description: 'Hectares' })),
  }),
  distributions: Type.Object({
    treeTypes: Counts,
    estateLocations: Counts,
    treeCategories: Counts,
    rentalStatuses: Counts,
  }),
  treeHealth: Type.Object({
    healthy: Int,
    diseased: Int,
    readyToHarvest: Int,
    aiGenerated: Int,
  }),
  marketplace: Type.Object({
    available: Int,
    rented: Int,
    averageMonthlyPrice: Type.Union([Type.Number(), Type.Null()], {
      description: 'Euros per month (seasonal / 3, yearly / 12); null without listings',
    }),
    totalRevenue: Type.Number({ description: 'Euros' }),
  }),
  performance: Type.Object({
    aiDetectionAccuracy: Type.Union([Type.Number(), Type.Null()], {
      description:
        "Share of detected trees the owner kept when reviewing detections, percent (Σkept / Σdetected over the caller's applied detection runs, 1 decimal); null without any",
    }),
    avgTreesPerEstate: Type.Number(),
    manuallyCreatedTrees: Int,
  }),
  harvests: Type.Object({
    pending: Int,
    approved: Int,
    rejected: Int,
    approvedWeightKg: Type.Number(),
    monthly: Type.Array(
      Type.Object({
        month: Type.String({ description: 'YYYY-MM' }),
        weightKg: Type.Number({ description: 'Rejected records left out' }),
      }),
      { description: 'The last 12 calendar months, oldest first' },
    ),
  }),
  applications: Type.Object({
    rentalReceived: Int,
    rentalPending: Int,
    jobReceived: Int,
    activeContracts: Int,
  }),
});
export type ReportSummaryBody = Static<typeof ReportSummary>;

export const CsvFile = Type.String({ description: 'CSV (UTF-8), streamed' });
