import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, LoadingState } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { useEstates } from '../hooks/useEstates';
import { DeleteEstateDialog } from './DeleteEstateDialog';
import { EstateCard } from './EstateCard';

export type EstatesGridProps = Pick<
  ReturnType<typeof useEstates>,
  'estates' | 'status' | 'error' | 'remove'
>;

/** 'My Estates': loading, error, empty state or the card grid, with the delete dialog. */
export function EstatesGrid({ estates, status, error, remove }: EstatesGridProps) {
  const { t } = useT();
  const [toDelete, setToDelete] = useState<Estate | null>(null);

  return (
    <Box component="section" aria-labelledby="my-estates-heading">
      <Typography id="my-estates-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('estates.heading')}
      </Typography>
      {status === 'loading' && <LoadingState label={t('estates.loading')} />}
      {status === 'error' && <Alert severity="error">{error}</Alert>}
      {status === 'ready' && estates.length === 0 && (
        <EmptyState
          title={t('estates.empty.title')}
          description={t('estates.empty.description')}
          action={
            <Button component={RouterLink} to="/wizard" variant="contained" startIcon={<AddIcon />}>
              {t('estates.empty.action')}
            </Button>
          }
        />
      )}
      {status === 'ready' && estates.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {estates.map((estate) => (
            <EstateCard key={estate.id} estate={estate} onDelete={setToDelete} />
          ))}
        </Box>
      )}
      <DeleteEstateDialog
        estate={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(estate) => remove(estate.id)}
      />
    </Box>
  );
}
