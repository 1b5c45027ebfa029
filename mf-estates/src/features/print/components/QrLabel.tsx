import { styled } from '@mui/material/styles';
import type { CompactTree } from '@grovekeeper/shared';
import { PRINT_QR_SIZE, treeTagUrl } from '../utils/tag-url';
import { QrCodeSvg } from './QrCodeSvg';

// Plain elements with styles defined once: a sheet of 1,000 labels renders in well under a
// second (an MUI Box and two Typography with sx per label cost several ms each).
const Label = styled('li')({
  breakInside: 'avoid',
  textAlign: 'center',
  listStyle: 'none',
  padding: 8,
});

const Title = styled('p')({ margin: '4px 0 0', fontWeight: 600, color: '#000' });

const Code = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.body2.fontSize,
  color: '#333',
}));

export function QrLabel({ tree }: { tree: CompactTree }) {
  const url = treeTagUrl(tree.id);
  return (
    <Label data-testid="qr-label">
      <QrCodeSvg value={url} size={PRINT_QR_SIZE} />
      <Title>{tree.title}</Title>
      <Code>{tree.textCode}</Code>
    </Label>
  );
}
