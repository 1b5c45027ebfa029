import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { QrScanner } from '../utils/scanner';
import { useT } from '../../../i18n';
import '../../../i18n/parts/tree-tagging';

export interface ImageScanButtonProps {
  scanner: QrScanner;
  /** Closes the camera first: one scanner reads either the camera or a file. */
  beforeScan: () => Promise<void>;
  onText: (text: string) => void;
  /** A message for the person (null clears the last one). */
  onMessage: (message: string | null) => void;
}

/** Reads a QR code from a photo, e.g. one taken with the phone's own camera app. */
export function ImageScanButton({ scanner, beforeScan, onText, onMessage }: ImageScanButtonProps) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same photo again reads it again.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onMessage(t('tagging.messages.notAnImage'));
      return;
    }
    onMessage(null);
    setBusy(true);
    try {
      await beforeScan();
      const text = await scanner.scanFile(file);
      onText(text);
    } catch {
      onMessage(t('tagging.messages.noCodeInImage'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* The button is the one control people reach; the file input stays out of the tab order. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('tagging.scanImage')}
        onChange={(event) => void pick(event)}
      />
      <Button
        variant="outlined"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <ImageSearchIcon />}
        onClick={() => input.current?.click()}
        sx={{ minHeight: 48 }}
      >
        {busy ? t('tagging.readingImage') : t('tagging.scanImage')}
      </Button>
    </>
  );
}
