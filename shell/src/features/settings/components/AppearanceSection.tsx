import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useThemeStore } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { FormSection } from '../../common/components/FormSection';

/**
 * The light/dark switch. It applies at once and needs no edit mode: the theme is a local
 * preference kept in localStorage, not part of the profile.
 */
export function AppearanceSection() {
  const { t } = useT();
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  return (
    <FormSection title={t('settings.appearance.title')}>
      <FormControlLabel
        control={
          <Switch
            checked={mode === 'dark'}
            onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
            slotProps={{ input: { 'aria-describedby': 'current-theme' } }}
          />
        }
        label={t('settings.appearance.darkMode')}
      />
      <Typography id="current-theme" variant="body2" color="text.secondary">
        {mode === 'dark'
          ? t('settings.appearance.currentDark')
          : t('settings.appearance.currentLight')}
      </Typography>
    </FormSection>
  );
}
