import { useRef } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { ESTATE_TREE_CATEGORIES } from '@grovekeeper/shared';
import type { EstateDetail } from '@grovekeeper/shared';
import type { TitleNumbers } from '../api/get-title-numbers';
import { useAddTreeForm } from '../hooks/useAddTreeForm';
import { useT } from '../../../i18n';
import { categoryText } from '../../common/utils/tree-words';
import { TITLE_MAX_LENGTH } from '../utils/messages';
import { TreeLocationField } from './TreeLocationField';
import '../../../i18n/parts/add-tree';

export interface AddTreeFormProps {
  estate: EstateDetail;
  /** Highest title number per category; null when it could not be loaded: no suggestion then. */
  titleNumbers: TitleNumbers | null;
  onChooseLocation: () => void;
  onCancel: () => void;
}

export function AddTreeForm({
  estate,
  titleNumbers,
  onChooseLocation,
  onCancel,
}: AddTreeFormProps) {
  const { t } = useT();
  const form = useAddTreeForm(estate.id, estate.name, titleNumbers);
  const titleRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    const found = await form.submit(event);
    // Send keyboard and screen-reader users to the field that needs them.
    if (found.title) titleRef.current?.focus();
  };

  return (
    <Card>
      <CardContent>
        <Box
          component="form"
          noValidate
          aria-label={t('addTree.title')}
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          <TextField
            label={t('addTree.titleLabel')}
            required
            fullWidth
            inputRef={titleRef}
            value={form.title}
            onChange={(event) => form.setTitle(event.target.value)}
            error={Boolean(form.errors.title)}
            helperText={
              form.errors.title ?? (form.titleSuggested ? t('addTree.titleSuggested') : undefined)
            }
            disabled={form.saving}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
          />
          <TextField
            select
            label={t('addTree.category')}
            fullWidth
            value={form.category}
            onChange={(event) => form.setCategory(event.target.value)}
            disabled={form.saving}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {ESTATE_TREE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryText(t, category)}
              </option>
            ))}
          </TextField>
          <TreeLocationField
            location={form.location}
            hasBoundary={(estate.boundaries ?? []).length >= 3}
            error={form.errors.location}
            disabled={form.saving}
            onChoose={onChooseLocation}
          />
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column-reverse', sm: 'row' },
              justifyContent: 'flex-end',
              gap: 1,
            }}
          >
            <Button
              onClick={() => {
                form.discard();
                onCancel();
              }}
              disabled={form.saving}
            >
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={form.saving}
              aria-busy={form.saving}
              startIcon={form.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('addTree.submit')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
