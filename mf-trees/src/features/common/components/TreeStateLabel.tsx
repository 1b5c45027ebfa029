import type { CSSProperties } from 'react';
import { styled, useTheme } from '@mui/material/styles';
import { treeStateColor, treeStateTextColor } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { treeStateText } from '../utils/tree-words';

const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: '2px 10px',
  border: '1px solid var(--state-color)',
  borderRadius: 14,
  color: 'var(--state-text)',
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
  const { t } = useT();
  const paper = useTheme().palette.background.paper;
  return (
    <Pill
      data-testid="tree-state"
      style={
        {
          '--state-color': treeStateColor(state),
          '--state-text': treeStateTextColor(state, paper),
        } as CSSProperties
      }
    >
      {treeStateText(t, state)}
    </Pill>
  );
}
