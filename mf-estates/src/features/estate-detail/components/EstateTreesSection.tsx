import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, LoadingState, ViewToggle } from '@grovekeeper/shared';
import type { ViewMode } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { useTreesPage } from '../hooks/useTreesPage';
import { TREES_PAGE_SIZE } from '../hooks/useTreesPage';
import { TreeGrid } from './TreeGrid';
import { TreeList } from './TreeList';
import '../../../i18n/parts/detail';

export interface EstateTreesSectionProps {
  estateId: string;
  trees: ReturnType<typeof useTreesPage>;
  page: number;
  onPageChange: (page: number) => void;
  /** Whether the caller's role may add trees: without it, no Add Tree button at all. */
  canAddTrees?: boolean;
}

/** The estate's trees, a page at a time, as a grid or a list. */
export function EstateTreesSection({
  estateId,
  trees,
  page,
  onPageChange,
  canAddTrees = true,
}: EstateTreesSectionProps) {
  const { t } = useT();
  const [view, setView] = useState<ViewMode>('grid');
  const pages = Math.max(1, Math.ceil(trees.total / TREES_PAGE_SIZE));
  return (
    <Box component="section" aria-labelledby="trees-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="trees-heading" variant="h2" component="h2" sx={{ flex: 1 }}>
          {t('trees.heading')} {trees.status === 'ready' && `(${trees.total})`}
        </Typography>
        <ViewToggle value={view} onChange={setView} />
        {canAddTrees && (
          <Button
            component={RouterLink}
            to={`/estates/${estateId}/trees/add`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('trees.add')}
          </Button>
        )}
      </Box>
      {trees.status === 'loading' && <LoadingState label={t('trees.loading')} />}
      {trees.status === 'error' && <Alert severity="error">{trees.error}</Alert>}
      {trees.status === 'ready' && trees.total === 0 && (
        <EmptyState title={t('trees.empty.title')} description={t('trees.empty.description')} />
      )}
      {trees.status === 'ready' && trees.trees.length > 0 && (
        <>
          {view === 'grid' ? (
            <TreeGrid estateId={estateId} trees={trees.trees} />
          ) : (
            <TreeList estateId={estateId} trees={trees.trees} />
          )}
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={pages}
              page={page}
              onChange={(_event, next) => onPageChange(next)}
              aria-label={t('trees.pages')}
            />
          )}
        </>
      )}
    </Box>
  );
}
