import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { formatArea } from '@grovekeeper/shared';
import type { ParsedBoundary } from '@grovekeeper/shared';
import { MapSnapshot } from '@grovekeeper/shared/maps';
import { useT } from '../../../i18n';
import '../../../i18n/parts/boundaryImport';

const THUMBNAIL_PX = 56;

export interface ParsedBoundaryListProps {
  polygons: readonly ParsedBoundary[];
  /** The polygon shown on the preview map (the focused or hovered one). */
  active: number;
  onActiveChange: (index: number) => void;
  onChoose: (polygon: ParsedBoundary) => void;
  describedBy: string;
}

/**
 * The polygons of the file as a listbox: the arrow keys (and Home, End, typing a name) move
 * through it and show each on the map; Enter or a click chooses one.
 */
export function ParsedBoundaryList({
  polygons,
  active,
  onActiveChange,
  onChoose,
  describedBy,
}: ParsedBoundaryListProps) {
  const { t } = useT();
  return (
    <MenuList
      role="listbox"
      autoFocusItem
      aria-label={t('boundaryImport.dialog.listLabel')}
      aria-describedby={describedBy}
      sx={{ py: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {polygons.map((polygon, index) => (
        <MenuItem
          // Names may repeat ("Polygon"), so the position is part of the key.
          key={`${index}-${polygon.name}`}
          role="option"
          aria-selected={index === active}
          selected={index === active}
          onFocus={() => onActiveChange(index)}
          onMouseEnter={() => onActiveChange(index)}
          onClick={() => onChoose(polygon)}
          sx={{ gap: 1.5, whiteSpace: 'normal' }}
        >
          <Box
            aria-hidden
            sx={{ width: THUMBNAIL_PX, flexShrink: 0, borderRadius: 0.5, overflow: 'hidden' }}
          >
            <MapSnapshot
              boundary={polygon.coordinates}
              width={THUMBNAIL_PX}
              height={THUMBNAIL_PX}
            />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{polygon.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${formatArea(polygon.areaHa)} · ${t('boundaryImport.dialog.points', {
                count: polygon.coordinates.length,
              })}`}
            </Typography>
          </Box>
        </MenuItem>
      ))}
    </MenuList>
  );
}
