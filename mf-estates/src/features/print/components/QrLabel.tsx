import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { CompactTree } from '@grovekeeper/shared';
import { PRINT_QR_SIZE, treeTagUrl } from '../utils/tag-url';

export function QrLabel({ tree }: { tree: CompactTree }) {
  const url = treeTagUrl(tree.id);
  return (
    <Box
      component="li"
      sx={{ breakInside: 'avoid', textAlign: 'center', listStyle: 'none', p: 1 }}
      data-testid="qr-label"
    >
      <QRCodeSVG value={url} size={PRINT_QR_SIZE} level="H" data-url={url} title={url} />
      <Typography sx={{ fontWeight: 600, mt: 0.5, color: '#000' }}>{tree.title}</Typography>
      <Typography variant="body2" sx={{ color: '#333' }}>
        {tree.textCode}
      </Typography>
    </Box>
  );
}
