import { formatDate, HARVEST_STATUSES, numberFormat } from '@grovekeeper/shared';
import type { Harvest, HarvestStatus } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import '../../../i18n/parts/tree-detail';

/** Today as YYYY-MM-DD in the person's own time zone (not UTC: a morning harvest in Greece). */
export function todayLocal(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A date-only text read as that calendar day in local time (no shift across midnight). */
export function parseDateOnly(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function formatHarvestDate(date: string): string {
  const day = parseDateOnly(date);
  if (!day) return date;
  return formatDate(date.slice(0, 10));
}

/** "12.50 kg", "12,50 κιλά": two decimals in the reader's locale, no grouping (as before). */
export function formatWeight(weight: number): string {
  const value = numberFormat('harvest-weight', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(Number(weight));
  return t('units.weightKg', { value });
}

/** The statuses a harvest can move to: every one but its current status. */
export function otherStatuses(current: HarvestStatus): HarvestStatus[] {
  return HARVEST_STATUSES.filter((status) => status !== current);
}

/** Newest first: by date, then by when it was recorded. */
export function newestFirst(harvests: Harvest[]): Harvest[] {
  return [...harvests].sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt),
  );
}

export interface TrendPoint {
  date: Date;
  weight: number;
}

/**
 * The trends chart: Approved harvests only, oldest first; harvests of the same day add up
 * to one point so the line reads as kilograms per day.
 */
export function approvedTrend(harvests: Harvest[]): TrendPoint[] {
  const byDay = new Map<string, number>();
  for (const harvest of harvests) {
    if (harvest.status !== 'Approved') continue;
    const key = harvest.date.slice(0, 10);
    byDay.set(key, (byDay.get(key) ?? 0) + Number(harvest.weight));
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([day, weight]) => {
      const date = parseDateOnly(day);
      return date ? [{ date, weight: Math.round(weight * 100) / 100 }] : [];
    });
}

export type HarvestInputCheck =
  { ok: true; date: string; weight: number } | { ok: false; message: string };

/** Spec §5: date and weight required; weight numeric, min 0, kept to 2 decimals. */
export function checkHarvestInput(date: string, weight: string): HarvestInputCheck {
  if (!date.trim() || !weight.trim()) return { ok: false, message: t('harvests.required') };
  const value = Number(weight);
  if (!Number.isFinite(value) || value < 0)
    return { ok: false, message: t('harvests.weightInvalid') };
  return { ok: true, date: date.trim(), weight: Math.round(value * 100) / 100 };
}
