import LinkIcon from '@mui/icons-material/Link';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import { openLabelPrint } from '../utils/open-label-print';
import { treeTagPath } from '../../common/utils/tree-urls';
import { TreeQrCode } from '../../common/components/TreeQrCode';

/** The owner's QR Code tab: print the tree's label or open its public tag page. */
export function TreeQrTab({
  treeId,
  textCode,
  canPrint = true,
}: {
  treeId: string;
  textCode: string;
  /** Printing labels is for owners and managers. */
  canPrint?: boolean;
}) {
  const { t } = useT();
  return (
    <TreeQrCode treeId={treeId} textCode={textCode}>
      {canPrint && (
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => openLabelPrint(treeId)}
        >
          {t('qr.printLabel')}
        </Button>
      )}
      <Button component={RouterLink} to={treeTagPath(treeId)} startIcon={<LinkIcon />}>
        {t('qr.viewTagPage')}
      </Button>
    </TreeQrCode>
  );
}
