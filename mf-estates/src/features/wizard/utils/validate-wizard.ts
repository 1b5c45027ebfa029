import { t } from '../../../i18n';
import type { WizardDraft } from '../stores/wizard-draft-store';
import '../../../i18n/parts/wizard';

export type WizardField =
  'name' | 'address' | 'landArea' | 'treeCount' | 'treeTypes' | 'boundaries';
export type WizardErrors = Partial<Record<WizardField, string>>;

/**
 * Spec §5: name, address, landArea, treeCount required; treeCount min 1; one tree type.
 * The messages are in the language shown when the form is checked.
 */
export function validateWizard(draft: WizardDraft): WizardErrors {
  const errors: WizardErrors = {};
  if (!draft.name.trim()) errors.name = t('wizard.errors.name');
  if (!draft.address.trim()) errors.address = t('wizard.errors.address');
  const area = Number(draft.landArea);
  if (draft.landArea.trim() === '') errors.landArea = t('wizard.errors.landAreaRequired');
  else if (!Number.isFinite(area) || area <= 0)
    errors.landArea = t('wizard.errors.landAreaPositive');
  const count = Number(draft.treeCount);
  if (draft.treeCount.trim() === '') errors.treeCount = t('wizard.errors.treeCountRequired');
  else if (!Number.isInteger(count) || count < 1)
    errors.treeCount = t('wizard.errors.treeCountMin');
  if (draft.treeTypes.length === 0) errors.treeTypes = t('wizard.errors.treeTypes');
  if (draft.boundaries.length < 3) errors.boundaries = t('wizard.errors.boundaries');
  return errors;
}
