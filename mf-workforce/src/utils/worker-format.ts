import { EXPERIENCE_LEVEL_YEARS } from '@grovekeeper/shared';
import type { ExperienceLevel } from '@grovekeeper/shared';
import { labelOf } from './labels';

/** "Intermediate (1-3 years)": an experience level with the years it stands for (spec §9). */
export function experienceLabel(level: ExperienceLevel | string): string {
  const years = EXPERIENCE_LEVEL_YEARS[level as ExperienceLevel];
  return years ? `${labelOf(level)} (${years})` : labelOf(level);
}

/** "1 year" / "4 years" of experience. */
export function yearsLabel(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** A date-only value ("2026-06-15") or a timestamp, shown as the locale's medium date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A date-only value is a calendar day, not a moment: read it without a time-zone shift.
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** "3.2 km" (one decimal under 10 km, whole kilometres beyond). */
export function formatDistance(km: number): string {
  return `${km < 10 ? km.toFixed(1) : Math.round(km).toString()} km`;
}

/** The first `max` characters of a bio, cut at a word, with an ellipsis when cut. */
export function excerpt(text: string, max = 160): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
