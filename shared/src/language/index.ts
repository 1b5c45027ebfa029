export * from './useLanguage';
export * from './LanguageSwitch';
