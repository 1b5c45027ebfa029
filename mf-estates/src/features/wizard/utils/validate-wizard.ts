import type { WizardDraft } from '../stores/wizard-draft-store';

export type WizardField =
  'name' | 'address' | 'landArea' | 'treeCount' | 'treeTypes' | 'boundaries';
export type WizardErrors = Partial<Record<WizardField, string>>;

export const TREE_TYPE_REQUIRED = 'Please select at least one tree type';

/** Spec §5: name, address, landArea, treeCount required; treeCount min 1; one tree type. */
export function validateWizard(draft: WizardDraft): WizardErrors {
  const errors: WizardErrors = {};
  if (!draft.name.trim()) errors.name = 'Estate name is required';
  if (!draft.address.trim()) errors.address = 'Address is required';
  const area = Number(draft.landArea);
  if (draft.landArea.trim() === '') errors.landArea = 'Land area is required';
  else if (!Number.isFinite(area) || area <= 0)
    errors.landArea = 'Land area must be greater than 0';
  const count = Number(draft.treeCount);
  if (draft.treeCount.trim() === '') errors.treeCount = 'Number of trees is required';
  else if (!Number.isInteger(count) || count < 1)
    errors.treeCount = 'Number of trees must be at least 1';
  if (draft.treeTypes.length === 0) errors.treeTypes = TREE_TYPE_REQUIRED;
  if (draft.boundaries.length < 3) errors.boundaries = 'Please define estate boundaries';
  return errors;
}
