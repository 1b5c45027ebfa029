import type { ReactNode } from 'react';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { confidencePercent } from '@grovekeeper/shared';
import type { PublicTreeTag } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { formatDateTime, formatLocation } from '../utils/format';
import { categoryText } from '../utils/tree-words';
import { TreeStateLabel } from './TreeStateLabel';

/** What both the detail page and the public tag page know of a tree. */
export type TreeSummary = PublicTreeTag['tree'];

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

export interface TreeDetailsViewProps {
  tree: TreeSummary;
  /** Shown under the location, e.g. the 'Change Location' link on the owner's page. */
  locationAction?: ReactNode;
}

/** The tree's details, read-only: one column on a phone, two or three on wider screens. */
export function TreeDetailsView({ tree, locationAction }: TreeDetailsViewProps) {
  const { t } = useT();
  const confidence = confidencePercent(tree.detectionConfidence);
  return (
    <Box>
      {confidence && (
        <Chip
          icon={<AutoAwesomeIcon />}
          label={t('details.aiConfidence', { confidence })}
          color="secondary"
          variant="outlined"
          sx={{ mb: 2 }}
        />
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        <Fact label={t('details.treeCode')}>{tree.textCode || '—'}</Fact>
        <Fact label={t('details.category')}>
          {tree.category ? categoryText(t, tree.category) : '—'}
        </Fact>
        <Fact label={t('details.title')}>{tree.title || '—'}</Fact>
        <Fact label={t('details.state')}>
          <TreeStateLabel state={tree.state} />
        </Fact>
        {'plantingYear' in tree && (
          <Fact label={t('details.plantingYear')}>
            {typeof tree.plantingYear === 'number' ? tree.plantingYear : '—'}
          </Fact>
        )}
        <Fact label={t('details.estate')}>{tree.estateName || '—'}</Fact>
        <Fact label={t('details.lastUpdated')}>{formatDateTime(tree.updatedAt)}</Fact>
        <Fact label={t('details.location')} wide>
          <Box component="span" sx={{ display: 'block' }} data-testid="tree-location">
            {formatLocation(tree.coordinates)}
          </Box>
          {locationAction}
        </Fact>
        <Fact label={t('details.notes')} wide>
          {tree.notes?.trim() ? (
            tree.notes
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {t('details.noNotes')}
            </Box>
          )}
        </Fact>
      </Box>
    </Box>
  );
}
