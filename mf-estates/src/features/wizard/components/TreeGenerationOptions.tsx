import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';

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
  if (!hasBoundary) {
    return (
      <Alert severity="warning">
        Please define estate boundaries to access tree generation options
      </Alert>
    );
  }
  const count = Number(treeCount) > 0 ? treeCount : 'the given number of';
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="tree-generation-options">
        <Typography sx={{ fontWeight: 600 }}>Tree Generation Options</Typography>
      </AccordionSummary>
      <AccordionDetails id="tree-generation-options">
        <FormGroup>
          <FormControlLabel
            label={`Auto-generate ${count} trees with QR codes at random locations within the boundaries`}
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
            label="AI-powered tree detection from satellite imagery"
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
