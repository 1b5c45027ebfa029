import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import '../../../i18n/parts/wizard';

export interface TreeGenerationOptionsProps {
  hasBoundary: boolean;
  treeCount: string;
  autoGenerateTrees: boolean;
  aiDetectionEnabled: boolean;
  onChange: (options: { autoGenerateTrees: boolean; aiDetectionEnabled: boolean }) => void;
}

/** Two mutually exclusive ways to get trees; only offered once a boundary exists. */
export function TreeGenerationOptions({
  hasBoundary,
  treeCount,
  autoGenerateTrees,
  aiDetectionEnabled,
  onChange,
}: TreeGenerationOptionsProps) {
  const { t } = useT();
  if (!hasBoundary) {
    return <Alert severity="warning">{t('wizard.generation.needsBoundary')}</Alert>;
  }
  const autoGenerateLabel =
    Number(treeCount) > 0
      ? t('wizard.generation.autoGenerate', { number: treeCount })
      : t('wizard.generation.autoGenerateGiven');
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="tree-generation-options">
        <Typography sx={{ fontWeight: 600 }}>{t('wizard.generation.heading')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="tree-generation-options">
        <FormGroup>
          <FormControlLabel
            label={autoGenerateLabel}
            control={
              <Checkbox
                name="autoGenerateTrees"
                checked={autoGenerateTrees}
                onChange={(event) =>
                  onChange({
                    autoGenerateTrees: event.target.checked,
                    aiDetectionEnabled: event.target.checked ? false : aiDetectionEnabled,
                  })
                }
              />
            }
          />
          <FormControlLabel
            label={t('wizard.generation.ai')}
            control={
              <Checkbox
                name="aiDetectionEnabled"
                checked={aiDetectionEnabled}
                onChange={(event) =>
                  onChange({
                    aiDetectionEnabled: event.target.checked,
                    autoGenerateTrees: event.target.checked ? false : autoGenerateTrees,
                  })
                }
              />
            }
          />
        </FormGroup>
      </AccordionDetails>
    </Accordion>
  );
}
