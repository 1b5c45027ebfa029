/** One bar or slice of a distribution: a label and how many there are. */
export interface ReportCount {
  label: string;
  count: number;
}

/** Harvest weight of one calendar month (`YYYY-MM`), rejected records left out. */
export interface ReportMonthlyWeight {
  month: string;
  weightKg: number;
}

/**
 * GET /api/reports/summary: the caller's own figures, computed by the server in SQL.
 * Trend figures are present only where the data's timestamps give them (absent otherwise:
 * the page then shows no caption rather than an invented one).
 */
export interface ReportSummary {
  totals: {
    estates: number;
    /** Real tree rows of the caller's estates. */
    trees: number;
    /** Hectares. */
    landArea: number;
    /** Euros: the sum of price over the caller's rentals with status rented. */
    rentalRevenue: number;
  };
  trends: {
    estatesThisMonth?: number;
    treesThisWeek?: number;
    landAreaThisMonth?: number;
  };
  distributions: {
    /** Estates per tree type (from each estate's treeTypes). */
    treeTypes: ReportCount[];
    /** Estates per location (the address before its first comma). */
    estateLocations: ReportCount[];
    /** Trees per category. */
    treeCategories: ReportCount[];
    /** The caller's rental listings per status. */
    rentalStatuses: ReportCount[];
  };
  treeHealth: {
    healthy: number;
    /** State sick. */
    diseased: number;
    readyToHarvest: number;
    aiGenerated: number;
  };
  marketplace: {
    available: number;
    rented: number;
    /** Euros per month over the caller's listings (seasonal / 3, yearly / 12); null without any. */
    averageMonthlyPrice: number | null;
    /** Euros, as totals.rentalRevenue. */
    totalRevenue: number;
  };
  performance: {
    /** Share of detected trees the owners kept in their reviews, in percent; null before any review. */
    aiDetectionAccuracy: number | null;
    avgTreesPerEstate: number;
    manuallyCreatedTrees: number;
  };
  harvests: {
    pending: number;
    approved: number;
    rejected: number;
    approvedWeightKg: number;
    /** The last 12 calendar months, oldest first. */
    monthly: ReportMonthlyWeight[];
  };
  applications: {
    /** Applications to the caller's rental listings. */
    rentalReceived: number;
    rentalPending: number;
    /** Applications to the caller's job listings. */
    jobReceived: number;
    /** The caller's contracts as owner that are signed or active. */
    activeContracts: number;
  };
}

/** The three CSV exports under /api/reports/exports/. */
export type ReportExportKind = 'estates' | 'harvests' | 'rental-income';
