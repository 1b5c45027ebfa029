import ClearIcon from '@mui/icons-material/Clear';
import DrawIcon from '@mui/icons-material/Draw';
import ImageIcon from '@mui/icons-material/Image';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

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
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="toolbar" aria-label="Drawing">
      {drawing ? (
        <Button variant="contained" startIcon={<DrawIcon />} onClick={onFinish}>
          Finish Drawing
        </Button>
      ) : (
        <Button variant="contained" startIcon={<DrawIcon />} onClick={onStart}>
          Start Drawing
        </Button>
      )}
      <Button startIcon={<UndoIcon />} onClick={onUndo} disabled={pointCount === 0}>
        Undo Last Point
      </Button>
      <Button startIcon={<ClearIcon />} onClick={onClear} disabled={pointCount === 0}>
        Clear
      </Button>
      <Button startIcon={<ImageIcon />} onClick={onSnapshot}>
        View Snapshot
      </Button>
    </Box>
  );
}
