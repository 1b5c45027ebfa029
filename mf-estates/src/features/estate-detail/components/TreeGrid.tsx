import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CompactTree } from '@grovekeeper/shared';
import { TreeStateChip } from './TreeStateChip';

export function TreeGrid({ estateId, trees }: { estateId: string; trees: CompactTree[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}
    >
      {trees.map((tree) => (
        <li key={tree.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={`/estates/${estateId}/trees/${tree.id}`}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography sx={{ fontWeight: 600 }} noWrap title={tree.title}>
                  {tree.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {tree.textCode} · {tree.category}
                </Typography>
                <TreeStateChip state={tree.state} />
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
