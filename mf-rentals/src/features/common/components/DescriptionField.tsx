import TextField from '@mui/material/TextField';

export interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** 'Description' unless the form says otherwise ('Description (optional)'). */
  label?: string;
}

/** The listing's free-text description, across the whole row of the form's grid. */
export function DescriptionField({
  value,
  onChange,
  label = 'Description',
}: DescriptionFieldProps) {
  return (
    <TextField
      label={label}
      multiline
      minRows={3}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}
