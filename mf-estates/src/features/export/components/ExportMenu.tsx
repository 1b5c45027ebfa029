import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useT } from '../../../i18n';
import { EXPORT_FORMATS } from '../types';
import type { ExportFormat } from '../types';
import '../../../i18n/parts/export';

export interface ExportMenuProps {
  id: string;
  /** The id of the button that opens the menu: it names the menu for screen readers. */
  labelledBy: string;
  anchor: HTMLElement | null;
  /** The format being downloaded: its item shows a spinner and every item waits. */
  busy: ExportFormat | null;
  onChoose: (format: ExportFormat) => void;
  onClose: () => void;
}

/** The three formats (loaded on the first open: Menu is not on any page's first load). */
export function ExportMenu({ id, labelledBy, anchor, busy, onChoose, onClose }: ExportMenuProps) {
  const { t } = useT();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {EXPORT_FORMATS.map((format) => (
        <MenuItem
          key={format}
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => onChoose(format)}
        >
          <ListItemText>{t(`export.formats.${format}`)}</ListItemText>
          {busy === format && (
            <CircularProgress
              size={16}
              color="inherit"
              aria-label={t('export.downloading')}
              sx={{ ml: 2 }}
            />
          )}
        </MenuItem>
      ))}
    </Menu>
  );
}
