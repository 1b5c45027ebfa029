import type { ReactNode } from 'react';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { confidencePercent } from '@grovekeeper/shared';
import type { PublicTreeTag } from '@grovekeeper/shared';
import { formatDateTime, formatLocation } from '../utils/format';
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
  const confidence = confidencePercent(tree.detectionConfidence);
  return (
    <Box>
      {confidence && (
        <Chip
          icon={<AutoAwesomeIcon />}
          label={`AI confidence: ${confidence}`}
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
        <Fact label="Tree Code">{tree.textCode || '—'}</Fact>
        <Fact label="Category">{tree.category || '—'}</Fact>
        <Fact label="Title">{tree.title || '—'}</Fact>
        <Fact label="State">
          <TreeStateLabel state={tree.state} />
        </Fact>
        <Fact label="Estate">{tree.estateName || '—'}</Fact>
        <Fact label="Last Updated">{formatDateTime(tree.updatedAt)}</Fact>
        <Fact label="Location" wide>
          <Box component="span" sx={{ display: 'block' }} data-testid="tree-location">
            {formatLocation(tree.coordinates)}
          </Box>
          {locationAction}
        </Fact>
        <Fact label="Notes" wide>
          {tree.notes?.trim() ? (
            tree.notes
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              No notes
            </Box>
          )}
        </Fact>
      </Box>
    </Box>
  );
}
