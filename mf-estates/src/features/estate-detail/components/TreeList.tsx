import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { CompactTree } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { treeCategoryLabel } from '../../../i18n/values';
import { TreeStateChip } from './TreeStateChip';

const Rows = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
}));

const RowLink = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(1, 2),
  color: theme.palette.text.primary,
  textDecoration: 'none',
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& > span:first-of-type': { flex: 1, minWidth: 0 },
  '& > span:last-of-type': { marginTop: 0 },
  '&:hover': { background: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

const Secondary = styled('span')(({ theme }) => ({
  display: 'block',
  color: theme.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
}));

export function TreeList({ estateId, trees }: { estateId: string; trees: CompactTree[] }) {
  // Re-renders on a language change (the category and state labels).
  useT();
  return (
    <Rows>
      {trees.map((tree) => (
        <li key={tree.id}>
          <RowLink to={`/estates/${estateId}/trees/${tree.id}`}>
            <span>
              <span>{tree.title}</span>
              <Secondary>
                {tree.textCode} · {treeCategoryLabel(tree.category)} ·{' '}
                {tree.coordinates.lat.toFixed(6)}, {tree.coordinates.lng.toFixed(6)}
              </Secondary>
            </span>
            <TreeStateChip state={tree.state} />
          </RowLink>
        </li>
      ))}
    </Rows>
  );
}
