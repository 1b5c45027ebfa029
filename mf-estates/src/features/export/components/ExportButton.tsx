import { Suspense, lazy, useId, useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { DownloadedFile } from '@grovekeeper/shared/download';
import { useExportDownload } from '../hooks/useExportDownload';
import type { ExportFormat } from '../types';

// The menu (and the MUI components it brings) loads when the button is first pressed.
const ExportMenu = lazy(() => import('./ExportMenu').then((m) => ({ default: m.ExportMenu })));

export interface ExportButtonProps {
  /** The button's text and accessible name ('Export', 'Export all'). */
  label: string;
  download: (format: ExportFormat) => Promise<DownloadedFile>;
}

/** 'Export': the chosen format downloads at once; the menu's item shows it downloading. */
export function ExportButton({ label, download }: ExportButtonProps) {
  const { busy, run } = useExportDownload(download);
  return <ExportMenuButton label={label} busy={busy !== null} busyFormat={busy} onChoose={run} />;
}

export interface ExportMenuButtonProps {
  label: string;
  /** An export runs: the button waits. */
  busy: boolean;
  /** The format being downloaded, for its item's spinner. */
  busyFormat?: ExportFormat | null;
  /** A format was chosen; the menu closes once this settles. */
  onChoose: (format: ExportFormat) => unknown;
}

/**
 * A menu button offering the export formats. On a phone it shrinks to its icons; its name
 * stays for screen readers. While a file downloads, the button and the menu's items wait.
 */
export function ExportMenuButton({
  label,
  busy,
  busyFormat = null,
  onChoose,
}: ExportMenuButtonProps) {
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const open = anchor !== null;

  const choose = async (format: ExportFormat) => {
    await onChoose(format);
    setAnchor(null);
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-busy={busy}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => {
          setMenuWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {label}
        </Box>
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <ExportMenu
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            busy={busyFormat}
            onChoose={(format) => void choose(format)}
            // The menu stays while its file downloads, so focus returns to an enabled button.
            onClose={() => {
              if (!busy) setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
