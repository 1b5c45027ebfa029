import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { createTree } from '../api/create-tree';
import type { TitleNumbers } from '../api/get-title-numbers';
import { useNewTreeDraft, useNewTreeDraftStore } from '../stores/new-tree-draft';
import { suggestTitle } from '../utils/suggest-title';
import { t } from '../../../i18n';
import '../../../i18n/parts/add-tree';

export interface AddTreeErrors {
  title?: string;
  location?: string;
}

/**
 * The Add Tree form: fields in the per-estate draft store, the suggested title while the
 * owner has not typed one, validation with the spec's texts, and the submission.
 * `titleNumbers` null (they failed to load) means no suggestion rather than a wrong one.
 */
export function useAddTreeForm(
  estateId: string,
  estateName: string,
  titleNumbers: TitleNumbers | null,
) {
  const navigate = useNavigate();
  const draft = useNewTreeDraft(estateId);
  const update = useNewTreeDraftStore((state) => state.update);
  const [errors, setErrors] = useState<AddTreeErrors>({});
  const [saving, setSaving] = useState(false);

  const suggestion = titleNumbers ? suggestTitle(draft.category, titleNumbers) : '';
  const title = draft.titleEdited ? draft.title : suggestion;

  const setTitle = (value: string) => {
    update(estateId, { title: value, titleEdited: true });
    if (errors.title && value.trim()) setErrors((current) => ({ ...current, title: undefined }));
  };

  const setCategory = (category: string) => update(estateId, { category });

  /** Answers the errors found, so the form can move focus to the first one. */
  const submit = async (event: FormEvent): Promise<AddTreeErrors> => {
    event.preventDefault();
    if (saving) return {};
    if (!estateId) {
      notifyError(t('addTree.estateIdRequired'));
      return {};
    }
    const trimmed = title.trim();
    const found: AddTreeErrors = {};
    if (!trimmed) found.title = t('addTree.titleRequired');
    if (!draft.location) found.location = t('addTree.locationRequired');
    setErrors(found);
    if (!draft.location) notifyError(t('addTree.locationRequiredToast'));
    if (found.title || !draft.location) return found;

    setSaving(true);
    try {
      const tree = await createTree(estateId, {
        title: trimmed,
        category: draft.category,
        coordinates: draft.location,
      });
      notifySuccess(
        t('addTree.added'),
        t('addTree.addedDescription', { title: trimmed, estate: estateName }),
      );
      void navigate(`/estates/${estateId}/trees/${tree.id}`, { replace: true });
      useNewTreeDraftStore.getState().clear(estateId);
    } catch (failure) {
      notifyError(errorMessage(failure, t('addTree.createFailed')));
      setSaving(false);
    }
    return {};
  };

  /** Cancel: the owner gives up on this tree, so the draft goes too. */
  const discard = () => useNewTreeDraftStore.getState().clear(estateId);

  return {
    title,
    titleSuggested: !draft.titleEdited && suggestion !== '',
    category: draft.category,
    location: draft.location,
    errors: { ...errors, location: draft.location ? undefined : errors.location },
    saving,
    setTitle,
    setCategory,
    submit,
    discard,
  };
}
