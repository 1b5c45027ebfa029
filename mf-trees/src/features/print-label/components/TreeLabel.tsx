import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { Tree } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { treeTagUrl } from '../../common/utils/tree-urls';
import { LABEL_CLASS } from '../utils/label-print';
import '../../../i18n/parts/print-label';

// Millimetres, so the printout matches the label stock whatever the screen's density.
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** One 100 x 120 mm label: the QR code of the tree's tag page, its title, code and estate. */
export function TreeLabel({ tree }: { tree: Tree }) {
  const { t } = useT();
  const url = treeTagUrl(tree.id);
  return (
    <Box
      className={LABEL_CLASS}
      data-testid="tree-label"
      sx={{
        width: '100mm',
        height: '120mm',
        boxSizing: 'border-box',
        p: '6mm',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '2mm',
        textAlign: 'center',
        bgcolor: '#fff',
        color: '#000',
        border: '1px dashed #999',
        overflow: 'hidden',
      }}
    >
      <QRCodeSVG
        value={url}
        level="H"
        size={280}
        role="img"
        aria-label={t('label.qrLinking', { url })}
        data-url={url}
        style={{ width: '70mm', height: '70mm', flexShrink: 0 }}
      />
      <Typography sx={{ fontSize: '14pt', fontWeight: 700, lineHeight: 1.2, ...twoLines }}>
        {tree.title}
      </Typography>
      <Typography sx={{ fontSize: '12pt', fontFamily: 'monospace', letterSpacing: '0.5pt' }}>
        {tree.textCode}
      </Typography>
      {tree.estateName && (
        <Typography sx={{ fontSize: '9pt', color: '#333', ...twoLines, WebkitLineClamp: 1 }}>
          {tree.estateName}
        </Typography>
      )}
    </Box>
  );
}
