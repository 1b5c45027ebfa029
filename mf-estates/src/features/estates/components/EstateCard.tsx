import DeleteIcon from '@mui/icons-material/Delete';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Estate } from '@grovekeeper/shared';
import { visibleTreeTypes } from '../utils/estate-totals';
import { formatArea } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { treeTypeChip } from '../../../i18n/values';

export interface EstateCardProps {
  estate: Estate;
  onDelete: (estate: Estate) => void;
}

/** One estate: the whole card is a link to its detail page; the delete icon sits above it. */
export function EstateCard({ estate, onDelete }: EstateCardProps) {
  const { t } = useT();
  const { shown, more } = visibleTreeTypes(estate.treeTypes ?? []);
  // An estate the user is a member of (not theirs) carries their role; only the owner deletes.
  const role = estate.role ?? 'owner';
  const mayDelete = role === 'owner';
  return (
    <Card sx={{ position: 'relative', height: '100%' }} data-testid="estate-card">
      <CardActionArea
        component={RouterLink}
        to={`/estates/${estate.id}`}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ pr: 7 }}>
          <Typography variant="h3" component="h3" sx={{ wordBreak: 'break-word' }}>
            {estate.name}
          </Typography>
          {role !== 'owner' && (
            <Chip
              label={t('estates.card.role', { role: t(`estates.card.roles.${role}`) })}
              size="small"
              color="primary"
              variant="outlined"
              sx={{ mt: 0.5 }}
              data-testid="estate-role"
            />
          )}
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mt: 0.5 }}>
            <PlaceIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body2" color="text.secondary" noWrap title={estate.address}>
              {estate.address}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 2 }}>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('estates.card.trees')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{estate.treeCount}</Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('estates.card.area')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{formatArea(estate.landArea)}</Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 2 }}>
            {shown.map((type) => (
              <Chip key={type} label={treeTypeChip(type)} size="small" />
            ))}
            {more > 0 && (
              <Chip label={t('estates.card.moreTypes', { more })} size="small" variant="outlined" />
            )}
          </Box>
        </CardContent>
      </CardActionArea>
      {mayDelete && (
        <IconButton
          aria-label={t('estates.card.delete', { name: estate.name })}
          onClick={() => onDelete(estate)}
          color="error"
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <DeleteIcon />
        </IconButton>
      )}
    </Card>
  );
}
