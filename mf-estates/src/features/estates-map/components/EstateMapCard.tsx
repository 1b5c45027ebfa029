import CloseIcon from '@mui/icons-material/Close';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { MapEstate } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { EstateFacts } from './EstateFacts';
import { EstateTitleLink } from './EstateTitleLink';
import '../../../i18n/parts/estatesMap';

/** The card a marker click opens over the map. */
export function EstateMapCard({ estate, onClose }: { estate: MapEstate; onClose: () => void }) {
  const { t } = useT();
  return (
    <Card
      role="dialog"
      aria-label={t('estatesMap.card.label', { name: estate.name })}
      data-testid="estates-map:card"
      elevation={4}
      onClick={(event) => event.stopPropagation()}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
            <EstateTitleLink estate={estate} />
            <EstateFacts estate={estate} />
          </Stack>
          <IconButton size="small" aria-label={t('estatesMap.card.close')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
