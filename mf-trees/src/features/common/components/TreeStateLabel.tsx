import type { CSSProperties } from 'react';
import { styled } from '@mui/material/styles';
import { treeStateColor, treeStateLabel } from '@grovekeeper/shared';

const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: '2px 10px',
  border: '1px solid var(--state-color)',
  borderRadius: 14,
  color: 'var(--state-color)',
  fontSize: theme.typography.pxToRem(14),
  fontWeight: 600,
  lineHeight: '22px',
  whiteSpace: 'nowrap',
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: 'var(--state-color)',
  },
}));

/**
 * A tree state as a coloured label: the seven states by name, legacy labels (e.g. 'Diseased')
 * and unknown values as they are, unknown ones in grey.
 */
export function TreeStateLabel({ state }: { state: string | null | undefined }) {
  return (
    <Pill
      data-testid="tree-state"
      style={{ '--state-color': treeStateColor(state) } as CSSProperties}
    >
      {treeStateLabel(state)}
    </Pill>
  );
}
