import ClearIcon from '@mui/icons-material/Clear';
import DrawIcon from '@mui/icons-material/Draw';
import ImageIcon from '@mui/icons-material/Image';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../../i18n';
import '../../../i18n/parts/picker';

export interface DrawingControlsProps {
  drawing: boolean;
  pointCount: number;
  onStart: () => void;
  onFinish: () => void;
  onUndo: () => void;
  onClear: () => void;
  onSnapshot: () => void;
}

export function DrawingControls({
  drawing,
  pointCount,
  onStart,
  onFinish,
  onUndo,
  onClear,
  onSnapshot,
}: DrawingControlsProps) {
  const { t } = useT();
  return (
    <Box
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      role="toolbar"
      aria-label={t('picker.drawing.toolbar')}
    >
      {drawing ? (
        <Button variant="contained" startIcon={<DrawIcon />} onClick={onFinish}>
          {t('picker.drawing.finish')}
        </Button>
      ) : (
        <Button variant="contained" startIcon={<DrawIcon />} onClick={onStart}>
          {t('picker.drawing.start')}
        </Button>
      )}
      <Button startIcon={<UndoIcon />} onClick={onUndo} disabled={pointCount === 0}>
        {t('picker.drawing.undo')}
      </Button>
      <Button startIcon={<ClearIcon />} onClick={onClear} disabled={pointCount === 0}>
        {t('picker.drawing.clear')}
      </Button>
      <Button startIcon={<ImageIcon />} onClick={onSnapshot}>
        {t('picker.drawing.snapshot')}
      </Button>
    </Box>
  );
}
