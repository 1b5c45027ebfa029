export { useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
export * from './languages';
export {
  i18n,
  registerNamespace,
  currentLanguage,
  changeLanguage,
  loadCurrentLanguage,
} from './instance';
export type { NamespaceLoader } from './instance';
