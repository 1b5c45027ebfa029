import { Suspense, lazy } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingState, PageHeader } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { usePageTree } from '../hooks/usePageTree';
import { useTabParam } from '../../common/hooks/useTabParam';
import { useTreeEditor } from '../hooks/useTreeEditor';
import { HarvestsTab } from './HarvestsTab';
import { TreeDetailActions } from './TreeDetailActions';
import { TreeDetailsTab } from './TreeDetailsTab';
import { TreeLoadError } from '../../common/components/TreeLoadError';
import { TreeNotFound } from '../../common/components/TreeNotFound';
import { TreeQrTab } from './TreeQrTab';
import { TreeStatePhotosTab } from './TreeStatePhotosTab';
import { TreeTabs } from '../../common/components/TreeTabs';
import { treeRights } from '../../common/utils/tree-rights';
import { NotAvailableOffline } from '../../common/offline/NotAvailableOffline';
import { TreeSyncNotice } from './TreeSyncNotice';

// The History timeline is its own chunk: most visits never open it.
const TreeHistoryTab = lazy(() =>
  import('../../tree-history/components/TreeHistoryTab').then((m) => ({
    default: m.TreeHistoryTab,
  })),
);

type DetailTab = 'details' | 'photos' | 'harvests' | 'qr' | 'history';

const TAB_VALUES: readonly [DetailTab, ...DetailTab[]] = [
  'details',
  'photos',
  'harvests',
  'qr',
  'history',
];

/** Whether the browser history holds an earlier page of this app (react-router's index). */
function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * `/estates/:estateId/trees/:treeId` and `/trees/:treeId`: one tree, for its owner. Without
 * signal, the tree as stored on this phone: state, notes, a photo and a harvest can still be
 * added (they wait on the phone); what needs the server says it is not available offline.
 */
export function TreeDetailPage() {
  const { t } = useT();
  const { treeId = '', estateId } = useParams();
  const navigate = useNavigate();
  const detail = usePageTree(treeId);
  const editor = useTreeEditor(detail.tree, detail.setTree);
  const [tab, selectTab] = useTabParam(TAB_VALUES);
  const estatePath = (id: string | undefined) => (id ? `/estates/${id}` : '/');

  if (detail.status === 'loading') return <LoadingState label={t('common.loadingTree')} />;
  if (detail.status === 'not-found') {
    return estateId ? (
      <TreeNotFound backTo={estatePath(estateId)} backLabel={t('notFound.toEstate')} />
    ) : (
      <TreeNotFound />
    );
  }
  if (detail.status === 'error' || !detail.tree) {
    return (
      <TreeLoadError message={detail.error ?? t('common.loadTreeFailed')} onRetry={detail.retry} />
    );
  }
  const tree = detail.tree;
  const offline = detail.stored !== null;
  // The caller's role on the tree's estate: a control the role may not use is not there.
  // Without signal only what waits on the phone can change: state, notes, photos, harvests.
  const rights = offline ? { ...treeRights(tree), manageTrees: false } : treeRights(tree);
  const tabs = [
    { value: 'details', label: t('tabs.details') },
    { value: 'photos', label: t('tabs.statePhotos') },
    { value: 'harvests', label: t('tabs.harvests') },
    { value: 'qr', label: t('tabs.qrCode') },
    { value: 'history', label: t('tabs.history') },
  ] as const;

  // Opened from a scanned code or a bookmark there is no page to go back to: the estate is.
  const goBack = () => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(estatePath(estateId ?? tree.estateId));
  };

  const save = async () => {
    if ((await editor.save()) === 'invalid') selectTab('details');
  };

  return (
    <>
      <PageHeader
        title={tree.title}
        subtitle={[tree.textCode, tree.estateName].filter(Boolean).join(' · ')}
        actions={
          <TreeDetailActions
            editor={editor}
            canEdit={rights.fieldUpdate}
            onBack={goBack}
            onSave={() => void save()}
          />
        }
      />
      <TreeSyncNotice treeId={tree.id} storedAt={detail.stored?.storedAt ?? null} />
      <TreeTabs tabs={tabs} value={tab} onChange={selectTab}>
        {tab === 'details' && <TreeDetailsTab tree={tree} editor={editor} rights={rights} />}
        {tab === 'photos' && (
          <TreeStatePhotosTab tree={tree} editor={editor} rights={rights} offline={offline} />
        )}
        {tab === 'harvests' && <HarvestsTab tree={tree} rights={rights} offline={offline} />}
        {tab === 'qr' && (
          <TreeQrTab treeId={tree.id} textCode={tree.textCode} canPrint={rights.manageTrees} />
        )}
        {tab === 'history' && offline && <NotAvailableOffline />}
        {tab === 'history' && !offline && (
          <Suspense fallback={<LoadingState />}>
            <TreeHistoryTab treeId={tree.id} />
          </Suspense>
        )}
      </TreeTabs>
    </>
  );
}
