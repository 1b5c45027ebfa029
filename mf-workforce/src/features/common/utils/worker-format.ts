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
