import { useCallback, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '@grovekeeper/shared';
import type { ScannedTreeRef } from '../utils/parse-scanned-value';
import { useT } from '../../../i18n';
import { useTreeLookup } from '../hooks/useTreeLookup';
import type { TagSaved } from '../hooks/useTreeSave';
import { SyncStatusLine } from '../../common/offline/SyncStatusLine';
import { ScanStep } from './ScanStep';
import { TaggingStepper } from './TaggingStepper';
import type { TaggingStep } from './TaggingStepper';
import { TaggingSuccess } from './TaggingSuccess';
import { TreeInfoStep } from './TreeInfoStep';
import '../../../i18n/parts/tree-tagging';

/** The tagging cycle of spec §4: scan, info, save, success, scan again. */
export function TreeTaggingFlow() {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<TaggingStep>('scan');
  const [saved, setSaved] = useState<TagSaved | null>(null);
  const [returned, setReturned] = useState(false);
  const { lookup, found, load, reset } = useTreeLookup();

  const scanned = useCallback(
    (ref: ScannedTreeRef) => {
      load(ref);
      setStep('info');
    },
    [load],
  );

  const backToScan = useCallback(() => {
    reset();
    setSaved(null);
    setReturned(true);
    setStep('scan');
  }, [reset]);

  // Opened straight from a link there is no page of ours to go back to: go to the dashboard.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <>
      <PageHeader
        title={t('tagging.title')}
        subtitle={t('tagging.subtitle')}
        actions={
          step === 'scan' && (
            <Button startIcon={<ArrowBackIcon />} onClick={goBack} sx={{ minHeight: 48 }}>
              {t('common.back')}
            </Button>
          )
        }
      />
      <SyncStatusLine />
      <TaggingStepper step={step} />
      {step === 'scan' && <ScanStep onScanned={scanned} focusOnMount={returned} />}
      {step === 'info' && lookup.status !== 'idle' && (
        <TreeInfoStep
          lookup={lookup}
          found={found}
          onBack={backToScan}
          onSaved={(result) => {
            setSaved(result);
            setStep('success');
          }}
        />
      )}
      {step === 'success' && saved && <TaggingSuccess saved={saved} onScanAnother={backToScan} />}
    </>
  );
}
