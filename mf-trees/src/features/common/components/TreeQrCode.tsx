import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useT } from '../../../i18n';
import { treeTagUrl } from '../utils/tree-urls';

/** Spec §9: error correction H, 200 px on screen. */
export const SCREEN_QR_SIZE = 200;

export interface TreeQrCodeProps {
  treeId: string;
  textCode: string;
  /** Buttons and links under the code. */
  children?: ReactNode;
}

/** The tree's QR code (its public tag page), with the tree code under it for reading aloud. */
export function TreeQrCode({ treeId, textCode, children }: TreeQrCodeProps) {
  const { t } = useT();
  const url = treeTagUrl(treeId);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        py: 2,
        textAlign: 'center',
      }}
    >
      {/* White behind the code in dark mode too: scanners need the contrast. */}
      <Box sx={{ bgcolor: '#fff', p: 2, borderRadius: 1, lineHeight: 0 }}>
        <QRCodeSVG
          value={url}
          size={SCREEN_QR_SIZE}
          level="H"
          role="img"
          aria-label={t('qr.codeFor', { code: textCode || treeId, url })}
          data-url={url}
        />
      </Box>
      <Typography
        variant="h3"
        component="p"
        sx={{ fontFamily: 'monospace', letterSpacing: 1 }}
        data-testid="qr-tree-code"
      >
        {textCode}
      </Typography>
      {children && (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
