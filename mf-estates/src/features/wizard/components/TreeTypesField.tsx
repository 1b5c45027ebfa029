import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { TREE_TYPES } from '@grovekeeper/shared';

export interface TreeTypesFieldProps {
  value: string[];
  onChange: (types: string[]) => void;
  error?: string;
}

export function TreeTypesField({ value, onChange, error }: TreeTypesFieldProps) {
  const toggle = (type: string, checked: boolean) =>
    onChange(checked ? [...value, type] : value.filter((t) => t !== type));
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend">Tree Types</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {TREE_TYPES.map((type) => (
          <FormControlLabel
            key={type.value}
            label={type.label}
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
