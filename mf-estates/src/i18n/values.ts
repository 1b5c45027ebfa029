import { treeStateLabel } from '@grovekeeper/shared';
import { t } from './index';
import { valueKey } from './value-key';

export { valueKey };

/** A tree type of the wizard's checkboxes ("olive" → "Olive Trees"). */
export function treeTypeLabel(value: string, english: string): string {
  return t(`values.treeTypes.${valueKey(value)}`, { defaultValue: english });
}

/** A tree type as an estate card's chip shows it ("olive"); unknown types as they are. */
export function treeTypeChip(value: string): string {
  return t(`values.treeTypeChips.${valueKey(value)}`, { defaultValue: value });
}

/** A tree's category ("Olive Tree"); unknown categories as they are. */
export function treeCategoryLabel(category: string): string {
  return t(`values.treeCategories.${valueKey(category)}`, { defaultValue: category });
}

/** A tree's state ("ready_to_harvest" → "Ready to Harvest"); legacy or unknown labels as they are. */
export function treeStateText(state: string | null | undefined): string {
  if (!state) return t('values.treeStates.unknown');
  return t(`values.treeStates.${valueKey(state)}`, { defaultValue: treeStateLabel(state) });
}

/** A map estate's property type ("Olive Grove"). */
export function propertyTypeLabel(type: string): string {
  return t(`values.propertyTypes.${valueKey(type)}`, { defaultValue: type });
}

/** A map estate's listing status ("Under Maintenance"). */
export function mapStatusLabel(status: string): string {
  return t(`values.mapStatuses.${valueKey(status)}`, { defaultValue: status });
}
