import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { formatArea } from '@grovekeeper/shared';
import type { ParsedBoundary } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { BoundaryThumbnail } from './BoundaryThumbnail';
import '../../../i18n/parts/boundaryImport';

/** Where each key moves the focus in a list of `count` options. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export interface ParsedBoundaryListProps {
  polygons: readonly ParsedBoundary[];
  /** The selected polygon: the one the preview map shows and 'Use this boundary' takes. */
  active: number;
  onActiveChange: (index: number) => void;
  onChoose: (polygon: ParsedBoundary) => void;
  describedBy: string;
}

/**
 * The polygons of the file as a listbox with one tab stop: the arrow keys, Home and End (or a
 * click) select one and show it on the map; Enter or a double click chooses it. (MUI's
 * MenuList would move the focus, but its MenuItem context does not cross the federation's
 * shared-module boundary.)
 */
export function ParsedBoundaryList({
  polygons,
  active,
  onActiveChange,
  onChoose,
  describedBy,
}: ParsedBoundaryListProps) {
  const { t } = useT();
  const options = useRef<(HTMLDivElement | null)[]>([]);
  // The first polygon has the focus when the list appears, so Enter chooses at once.
  useEffect(() => options.current[0]?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    const chosen = polygons[active];
    if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      onChoose(chosen);
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, polygons.length);
    onActiveChange(next);
    options.current[next]?.focus();
  };

  return (
    <List
      component="div"
      role="listbox"
      aria-label={t('boundaryImport.dialog.listLabel')}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      sx={{ py: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {polygons.map((polygon, index) => (
        <ListItemButton
          // Names may repeat ("Polygon"), so the position is part of the key.
          key={`${index}-${polygon.name}`}
          ref={(element: HTMLDivElement | null) => {
            options.current[index] = element;
          }}
          role="option"
          aria-selected={index === active}
          selected={index === active}
          tabIndex={index === active ? 0 : -1}
          onFocus={() => onActiveChange(index)}
          onClick={() => onActiveChange(index)}
          onDoubleClick={() => onChoose(polygon)}
          sx={{ gap: 1.5 }}
        >
          <BoundaryThumbnail points={polygon.coordinates} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{polygon.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${formatArea(polygon.areaHa)} · ${t('boundaryImport.dialog.points', {
                count: polygon.coordinates.length,
              })}`}
            </Typography>
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
}
