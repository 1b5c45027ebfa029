import 'dayjs/locale/el';
import { elGR } from '@mui/x-date-pickers/locales';
import { useLanguage } from '@grovekeeper/shared';

const GREEK_PICKER_TEXTS = elGR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date pickers follow the product's language: in Greek their calendar, month and day
 * names, buttons and accessible labels are Greek (English stays MUI's default).
 */
export function usePickerLocale() {
  const [language] = useLanguage();
  return language === 'el'
    ? { adapterLocale: 'el', localeText: GREEK_PICKER_TEXTS }
    : { adapterLocale: undefined, localeText: undefined };
}
