import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
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
          <ListItemIcon aria-hidden sx={{ width: THUMBNAIL_PX, flexShrink: 0 }}>
            <Box sx={{ width: THUMBNAIL_PX, borderRadius: 0.5, overflow: 'hidden' }}>
              <MapSnapshot
                boundary={polygon.coordinates}
                width={THUMBNAIL_PX}
                height={THUMBNAIL_PX}
              />
            </Box>
          </ListItemIcon>
          <ListItemText
            primary={polygon.name}
            secondary={`${formatArea(polygon.areaHa)} · ${t('boundaryImport.dialog.points', {
              count: polygon.coordinates.length,
            })}`}
          />
        </MenuItem>
      ))}
    </MenuList>
  );
}
