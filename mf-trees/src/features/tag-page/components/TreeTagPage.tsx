import type { ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router-dom';
import { LanguageSwitch, LoadingState, PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { TreeDetailsView } from '../../common/components/TreeDetailsView';
import { TreeLoadError } from '../../common/components/TreeLoadError';
import { TreeNotFound } from '../../common/components/TreeNotFound';
import { TreeQrCode } from '../../common/components/TreeQrCode';
import { TreeTabs } from '../../common/components/TreeTabs';
import { useTabParam } from '../../common/hooks/useTabParam';
import { useTreeTag } from '../hooks/useTreeTag';
import { TagStatePhotos } from './TagStatePhotos';
import '../../../i18n/parts/tag-page';

type TagTab = 'details' | 'photos' | 'qr';

const TAB_VALUES: readonly [TagTab, ...TagTab[]] = ['details', 'photos', 'qr'];

/**
 * The language menu at the top right of the tag page, whatever it shows: the person who
 * scanned a printed code is often signed out, with no header of the app to switch in.
 */
function TagPageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Box data-testid="tag-language" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <LanguageSwitch />
      </Box>
      {children}
    </>
  );
}

/**
 * `/trees/:treeId/tag`: what anyone sees after scanning a tree's printed code, signed in or
 * not. Read-only; 'Edit Tree' leads to the owner's page (the shell asks to sign in first).
 */
export function TreeTagPage() {
  const { t } = useT();
  const { treeId = '' } = useParams();
  const navigate = useNavigate();
  const { tag, status, error, retry } = useTreeTag(treeId);
  const [tab, selectTab] = useTabParam(TAB_VALUES);

  if (status === 'loading') {
    return (
      <TagPageFrame>
        <LoadingState label={t('common.loadingTree')} />
      </TagPageFrame>
    );
  }
  if (status === 'not-found') {
    return (
      <TagPageFrame>
        <TreeNotFound />
      </TagPageFrame>
    );
  }
  if (status === 'error' || !tag) {
    return (
      <TagPageFrame>
        <TreeLoadError message={error ?? t('common.loadTreeFailed')} onRetry={retry} />
      </TagPageFrame>
    );
  }
  const { tree } = tag;
  const id = tree.id || treeId;
  const tabs = [
    { value: 'details', label: t('tabs.details') },
    { value: 'photos', label: t('tabs.statePhotos') },
    { value: 'qr', label: t('tabs.qrCode') },
  ] as const;

  return (
    <TagPageFrame>
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
            {t('tagPage.editTree')}
          </Button>
        }
      />
      <TreeTabs tabs={tabs} value={tab} onChange={selectTab}>
        {tab === 'details' && <TreeDetailsView tree={tree} />}
        {tab === 'photos' && <TagStatePhotos tag={tag} />}
        {tab === 'qr' && <TreeQrCode treeId={id} textCode={tree.textCode} />}
      </TreeTabs>
    </TagPageFrame>
  );
}
