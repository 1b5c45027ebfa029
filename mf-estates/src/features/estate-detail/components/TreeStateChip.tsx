import type { CSSProperties } from 'react';
import { styled, useTheme } from '@mui/material/styles';
import { treeStateColor, treeStateTextColor } from '@grovekeeper/shared';
import { treeStateText } from '../../../i18n/values';

// One class for every state: the colour comes in through a CSS variable, so a page of
// 60 trees costs no style work per tree.
const Pill = styled('span')(({ theme }) => ({
  display: 'inline-block',
  marginTop: theme.spacing(1),
  padding: '1px 8px',
  border: '1px solid var(--state-color)',
  borderRadius: 12,
  color: 'var(--state-text)',
  fontSize: theme.typography.pxToRem(12),
  lineHeight: '20px',
  whiteSpace: 'nowrap',
}));

export function TreeStateChip({ state }: { state: string }) {
  const paper = useTheme().palette.background.paper;
  const colors = {
    '--state-color': treeStateColor(state),
    '--state-text': treeStateTextColor(state, paper),
  } as CSSProperties;
  return <Pill style={colors}>{treeStateText(state)}</Pill>;
}
