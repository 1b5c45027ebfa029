import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { TREE_TYPES } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { treeTypeLabel } from '../../../i18n/values';
import '../../../i18n/parts/wizard';

export interface TreeTypesFieldProps {
  value: string[];
  onChange: (types: string[]) => void;
  error?: string;
}

export function TreeTypesField({ value, onChange, error }: TreeTypesFieldProps) {
  const { t } = useT();
  const toggle = (type: string, checked: boolean) =>
    onChange(checked ? [...value, type] : value.filter((item) => item !== type));
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend">{t('wizard.treeTypes')}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {TREE_TYPES.map((type) => (
          <FormControlLabel
            key={type.value}
            label={treeTypeLabel(type.value, type.label)}
            control={
              <Checkbox
                checked={value.includes(type.value)}
                onChange={(event) => toggle(type.value, event.target.checked)}
                name={type.value}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
