import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingState, PageHeader } from '@grovekeeper/shared';
import { TreeDetailsView } from '../../common/components/TreeDetailsView';
import { TreeLoadError } from '../../common/components/TreeLoadError';
import { TreeNotFound } from '../../common/components/TreeNotFound';
import { TreeQrCode } from '../../common/components/TreeQrCode';
import { TreeTabs } from '../../common/components/TreeTabs';
import { useTabParam } from '../../common/hooks/useTabParam';
import { LOAD_TREE_FAILED } from '../../common/hooks/useTreeDetail';
import { useTreeTag } from '../hooks/useTreeTag';
import { TagStatePhotos } from './TagStatePhotos';

type TagTab = 'details' | 'photos' | 'qr';

const TAB_VALUES: readonly [TagTab, ...TagTab[]] = ['details', 'photos', 'qr'];
const TABS = [
  { value: 'details', label: 'Details' },
  { value: 'photos', label: 'State & Photos' },
  { value: 'qr', label: 'QR Code' },
] as const;

/**
 * `/trees/:treeId/tag`: what anyone sees after scanning a tree's printed code, signed in or
 * not. Read-only; 'Edit Tree' leads to the owner's page (the shell asks to sign in first).
 */
export function TreeTagPage() {
  const { treeId = '' } = useParams();
  const navigate = useNavigate();
  const { tag, status, error, retry } = useTreeTag(treeId);
  const [tab, selectTab] = useTabParam(TAB_VALUES);

  if (status === 'loading') return <LoadingState label="Loading tree..." />;
  if (status === 'not-found') return <TreeNotFound />;
  if (status === 'error' || !tag) {
    return <TreeLoadError message={error ?? LOAD_TREE_FAILED} onRetry={retry} />;
  }
  const { tree } = tag;
  const id = tree.id || treeId;

  return (
    <>
      <PageHeader
        title={tree.title}
        subtitle={[tree.textCode, tree.estateName].filter(Boolean).join(' · ')}
        actions={
          <Button
            variant="contained"
            size="large"
            startIcon={<EditIcon />}
            onClick={() => void navigate(`/trees/${encodeURIComponent(id)}`)}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Edit Tree
          </Button>
        }
      />
      <TreeTabs tabs={TABS} value={tab} onChange={selectTab}>
        {tab === 'details' && <TreeDetailsView tree={tree} />}
        {tab === 'photos' && <TagStatePhotos tag={tag} />}
        {tab === 'qr' && <TreeQrCode treeId={id} textCode={tree.textCode} />}
      </TreeTabs>
    </>
  );
}
