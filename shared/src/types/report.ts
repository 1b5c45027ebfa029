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
 * GET /api/reports/summary: the figures of what the caller may see, computed by the server
 * in SQL. Estate, tree and harvest figures cover the caller's own estates and every estate
 * they are a member of; money covers what they own and the estates they manage.
 * Trend figures are present only where the data's timestamps give them (absent otherwise:
 * the page then shows no caption rather than an invented one).
 */
export interface ReportSummary {
  /**
   * False when every estate the caller sees is seen as field staff or viewer: the money parts
   * (`totals.rentalRevenue`, `distributions.rentalStatuses`, `marketplace`, `applications`)
   * are then null, and the rental-income export is refused.
   */
  canSeeMoney: boolean;
  totals: {
    /** The caller's own estates and those they are a member of. */
    estates: number;
    /** Real tree rows of those estates. */
    trees: number;
    /** Hectares. */
    landArea: number;
    /** Euros: the sum of price over the rentals with status rented; null without money. */
    rentalRevenue: number | null;
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
    /** The rental listings per status; null without money. */
    rentalStatuses: ReportCount[] | null;
  };
  treeHealth: {
    healthy: number;
    /** State sick. */
    diseased: number;
    readyToHarvest: number;
    aiGenerated: number;
  };
  /** Null without money. */
  marketplace: {
    available: number;
    rented: number;
    /** Euros per month over the caller's listings (seasonal / 3, yearly / 12); null without any. */
    averageMonthlyPrice: number | null;
    /** Euros, as totals.rentalRevenue. */
    totalRevenue: number;
  } | null;
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
  /** Null without money. */
  applications: {
    /** Applications to the rental listings counted. */
    rentalReceived: number;
    rentalPending: number;
    /** Applications to the caller's job listings. */
    jobReceived: number;
    /** The contracts counted (as owner, or of managed estates) that are signed or active. */
    activeContracts: number;
  } | null;
}

/** The three CSV exports under /api/reports/exports/. */
export type ReportExportKind = 'estates' | 'harvests' | 'rental-income';
