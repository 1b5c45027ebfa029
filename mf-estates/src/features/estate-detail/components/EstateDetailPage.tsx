import { Suspense, lazy, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LoadingState, NotFound } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { getEstate } from '../api/get-estate';
import { useEstateDetail } from '../hooks/useEstateDetail';
import { useTreesPage } from '../hooks/useTreesPage';
import { openPrintWindow } from '../utils/open-print-window';
import { OrthophotoCard } from '../../orthophoto/components/OrthophotoCard';
import { downloadEstateExport } from '../../export/api/download-estate-export';
import { ExportButton } from '../../export/components/ExportButton';
import { TreeImportButton } from '../../tree-import/components/TreeImportButton';
import { EstateFacts } from './EstateFacts';
import { EstateNameEditor } from './EstateNameEditor';
import { EstateTreesSection } from './EstateTreesSection';
// Renders with the page (a card that appeared later became the page's largest paint); the
// offline engine it drives loads on demand (@grovekeeper/shared/offline/lazy).
import { OfflineEstateCard } from './OfflineEstateCard';
import '../../../i18n/parts/detail';
import '../../../i18n/parts/export';
import { roleMay } from '../../common/utils/roles';

// The map kit only loads when the Map View tab opens.
const EstateMapTab = lazy(() =>
  import('./EstateMapTab').then((m) => ({ default: m.EstateMapTab })),
);

// The Team tab (members, invitations) is its own chunk too.
const TeamTab = lazy(() =>
  import('../../team/components/TeamTab').then((m) => ({ default: m.TeamTab })),
);

// The Recent changes card (its texts and sentences) loads after the page: not the first load.
const RecentChangesCard = lazy(() =>
  import('./RecentChangesCard').then((m) => ({
    default: m.RecentChangesCard,
  })),
);

type TabValue = 'details' | 'map' | 'team';

function tabOf(value: string | null): TabValue {
  return value === 'map' || value === 'team' ? value : 'details';
}

/** `/estates/:estateId`: details and trees, or the estate on the map (`?tab=map`). */
export function EstateDetailPage() {
  const { estateId = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const detail = useEstateDetail(estateId);
  const [page, setPage] = useState(1);
  const trees = useTreesPage(estateId, page);

  const selectTab = (next: TabValue) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next !== 'details') updated.set('tab', next);
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  if (detail.status === 'loading') return <LoadingState label={t('detail.loading')} />;
  if (detail.status === 'not-found') return <NotFound />;
  if (detail.status === 'error' || !detail.estate) {
    return <Alert severity="error">{detail.error ?? t('detail.loadFailed')}</Alert>;
  }
  const estate = detail.estate;
  // The caller's role decides which controls exist at all (an older API: the owner's).
  const role = estate.role ?? 'owner';
  const manageTrees = roleMay(role, 'manageTrees');
  // Trees added from the aerial image: the list and the counts by category follow, in place
  // (a reload would lose the toast that says how many were added).
  const treesAdded = () => {
    trees.reload();
    getEstate(estate.id).then(detail.setEstate, () => undefined);
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <EstateNameEditor
          key={estate.name}
          estateId={estate.id}
          name={estate.name}
          editable={roleMay(role, 'editEstate')}
          onRenamed={(name) => detail.setEstate({ ...estate, name })}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
            {t('actions.back')}
          </Button>
          {manageTrees && (
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              disabled={trees.status !== 'ready'}
              onClick={() => openPrintWindow(estate.id, trees.total)}
            >
              {t('detail.printQr')}
            </Button>
          )}
          {manageTrees && <TreeImportButton estateId={estate.id} onImported={treesAdded} />}
          <ExportButton
            label={t('export.estate')}
            download={(format) => downloadEstateExport(estate.id, format)}
          />
        </Box>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: TabValue) => selectTab(next)}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="details"
          label={t('detail.tabs.details')}
          id="tab-details"
          aria-controls="panel-details"
        />
        <Tab value="map" label={t('detail.tabs.map')} id="tab-map" aria-controls="panel-map" />
        <Tab value="team" label={t('detail.tabs.team')} id="tab-team" aria-controls="panel-team" />
      </Tabs>
      {tab === 'details' ? (
        <Box role="tabpanel" id="panel-details" aria-labelledby="tab-details">
          <EstateFacts estate={estate} />
          <OfflineEstateCard estateId={estate.id} />
          {manageTrees && (
            <OrthophotoCard
              estateId={estate.id}
              boundary={estate.boundaries}
              onTreesAdded={treesAdded}
            />
          )}
          <EstateTreesSection
            estateId={estate.id}
            canAddTrees={manageTrees}
            trees={trees}
            page={page}
            onPageChange={setPage}
          />
          <Suspense fallback={null}>
            <RecentChangesCard estateId={estate.id} />
          </Suspense>
        </Box>
      ) : tab === 'map' ? (
        <Box role="tabpanel" id="panel-map" aria-labelledby="tab-map">
          <Suspense fallback={<LoadingState label={t('detail.loadingMap')} />}>
            <EstateMapTab estate={estate} canMoveTrees={manageTrees} />
          </Suspense>
        </Box>
      ) : (
        <Box role="tabpanel" id="panel-team" aria-labelledby="tab-team">
          <Suspense fallback={<LoadingState />}>
            <TeamTab
              estateId={estate.id}
              estateName={estate.name}
              role={role}
              onRoleChanged={(next) => detail.setEstate({ ...estate, role: next })}
            />
          </Suspense>
        </Box>
      )}
    </>
  );
}
