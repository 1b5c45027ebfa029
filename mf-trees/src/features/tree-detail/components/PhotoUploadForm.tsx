import { useRef, useState } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notifyError } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { photoFileProblem } from '../../common/utils/photo-file';

export interface PhotoUploadFormProps {
  uploading: boolean;
  /** Answers whether the photo was stored; the form clears itself when it was. */
  onUpload: (file: File, caption: string) => Promise<boolean>;
}

/** Choose a photo (on a phone: the camera or the gallery), an optional caption, Upload. */
export function PhotoUploadForm({ uploading, onUpload }: PhotoUploadFormProps) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');

  const clearFile = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | null) => {
    const problem = photoFileProblem(chosen);
    if (chosen && problem) {
      notifyError(problem, t('photos.invalidFileTitle'));
      clearFile();
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    const problem = photoFileProblem(file);
    if (problem || !file) {
      notifyError(problem ?? t('photos.notAnImage'), t('photos.invalidFileTitle'));
      return;
    }
    if (await onUpload(file, caption)) {
      clearFile();
      setCaption('');
    }
  };

  return (
    <Box
      component="section"
      aria-label={t('photos.uploadLabel')}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: 1.5,
        p: 2,
        mb: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          flexShrink: 0,
          maxWidth: { sm: 220 },
        }}
      >
        {/* A real button opens the picker, so keyboard users reach it like any other. */}
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {t('photos.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('photos.fileLabel')}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Typography variant="caption" color="text.secondary" noWrap aria-live="polite">
          {file ? file.name : t('photos.noFile')}
        </Typography>
      </Box>
      <TextField
        label={t('photos.caption')}
        helperText={t('photos.optional')}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        disabled={uploading}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button
        variant="contained"
        onClick={() => void upload()}
        disabled={uploading}
        startIcon={uploading ? <CircularProgress size={16} color="inherit" /> : <CloudUploadIcon />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {uploading ? t('photos.uploading') : t('photos.upload')}
      </Button>
    </Box>
  );
}
