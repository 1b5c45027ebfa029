import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

/** Answer shapes of the reports domain, matching shared/src/types/report.ts. */

const Count = Type.Object({ label: Type.String(), count: Type.Integer() });
const Counts = Type.Array(Count);
const Int = Type.Integer({ minimum: 0 });
/** A money part of the answer: null to a caller who sees money on none of their estates. */
const Money = <T extends TSchema>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], {
    description: `${description}; null when canSeeMoney is false`,
  });

export const ReportSummary = Type.Object({
  canSeeMoney: Type.Boolean({
    description:
      'False when every estate the caller sees is seen as field staff or viewer: the money parts (rentalRevenue, rentalStatuses, marketplace, applications) are then null',
  }),
  totals: Type.Object({
    estates: Type.Integer({
      minimum: 0,
      description: 'The caller’s own estates and those they are a member of',
    }),
    trees: Type.Integer({ minimum: 0, description: 'Real tree rows of the estates counted' }),
    landArea: Type.Number({ description: 'Hectares' }),
    rentalRevenue: Money(
      Type.Number(),
      'Euros: price summed over rented listings (the caller’s, and those of estates they manage)',
    ),
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
    rentalStatuses: Money(Counts, 'Listings per status'),
  }),
  treeHealth: Type.Object({
    healthy: Int,
    diseased: Int,
    readyToHarvest: Int,
    aiGenerated: Int,
  }),
  marketplace: Money(
    Type.Object({
      available: Int,
      rented: Int,
      averageMonthlyPrice: Type.Union([Type.Number(), Type.Null()], {
        description: 'Euros per month (seasonal / 3, yearly / 12); null without listings',
      }),
      totalRevenue: Type.Number({ description: 'Euros' }),
    }),
    'The rental listings whose money the caller sees',
  ),
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
  applications: Money(
    Type.Object({
      rentalReceived: Int,
      rentalPending: Int,
      jobReceived: Int,
      activeContracts: Int,
    }),
    'Applications to the listings counted and to the caller’s job listings; contracts signed or active',
  ),
});
export type ReportSummaryBody = Static<typeof ReportSummary>;

export const CsvFile = Type.String({ description: 'CSV (UTF-8), streamed' });
