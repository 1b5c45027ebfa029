import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import type { CompactTree } from '@grovekeeper/shared';
import { TreeStateChip } from './TreeStateChip';

export function TreeList({ estateId, trees }: { estateId: string; trees: CompactTree[] }) {
  return (
    <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {trees.map((tree) => (
        <ListItemButton
          key={tree.id}
          component={RouterLink}
          to={`/estates/${estateId}/trees/${tree.id}`}
          divider
        >
          <ListItemText
            primary={tree.title}
            secondary={`${tree.textCode} · ${tree.category} · ${tree.coordinates.lat.toFixed(6)}, ${tree.coordinates.lng.toFixed(6)}`}
          />
          <TreeStateChip state={tree.state} />
        </ListItemButton>
      ))}
    </List>
  );
}
