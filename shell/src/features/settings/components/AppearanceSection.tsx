import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useThemeStore } from '@grovekeeper/shared';
import { FormSection } from '../../common/components/FormSection';

/**
 * The light/dark switch. It applies at once and needs no edit mode: the theme is a local
 * preference kept in localStorage, not part of the profile.
 */
export function AppearanceSection() {
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  return (
    <FormSection title="Appearance">
      <FormControlLabel
        control={
          <Switch
            checked={mode === 'dark'}
            onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
            slotProps={{ input: { 'aria-describedby': 'current-theme' } }}
          />
        }
        label="Dark mode"
      />
      <Typography id="current-theme" variant="body2" color="text.secondary">
        Current theme: {mode === 'dark' ? 'Dark' : 'Light'}
      </Typography>
    </FormSection>
  );
}
