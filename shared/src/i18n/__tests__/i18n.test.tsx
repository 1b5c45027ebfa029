import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { formatMoney } from '../../format';
import {
  LANGUAGE_STORAGE_KEY,
  browserLanguage,
  changeLanguage,
  i18n,
  languageOfTag,
  registerNamespace,
  useTranslation,
} from '..';
import { LanguageSwitch } from '../../language';

// Two parts of one namespace, as the shell and the shared design system ship `common`, and a
// remote's own namespace: English bundled, Greek loaded on demand.
registerNamespace('orchard', { greeting: 'Good morning, {{name}}', trees: 'Trees' }, (language) =>
  Promise.resolve(
    language === 'el' ? { greeting: 'Καλημέρα, {{name}}', trees: 'Δέντρα' } : { greeting: '' },
  ),
);

function Greeting() {
  const { t } = useTranslation('orchard');
  return (
    <>
      <h1>{t('greeting', { name: 'Eleni' })}</h1>
      <p>{formatMoney(1234.5, 'EUR')}</p>
      <LanguageSwitch />
    </>
  );
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
  window.localStorage.clear();
});

describe('the platform i18n instance', () => {
  it('speaks English by default, from the texts bundled with the code', () => {
    render(<Greeting />);
    expect(screen.getByRole('heading')).toHaveTextContent('Good morning, Eleni');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches every text, number and <html lang> to Greek without a reload, and remembers it', async () => {
    const user = userEvent.setup();
    render(
      <Suspense fallback="loading">
        <Greeting />
      </Suspense>,
    );
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ελληνικά' }));
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Καλημέρα, Eleni'));
    expect(screen.getByText('1.234,50 €')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Γλώσσα: Ελληνικά' })).toHaveTextContent('EL');
    expect(document.documentElement.lang).toBe('el');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('el');
  });

  it('falls back to English for a text with no Greek yet', async () => {
    registerNamespace('partial', { only: 'Only in English' }, () => Promise.resolve({}));
    await act(() => changeLanguage('el'));
    await i18n.loadNamespaces('partial');
    expect(i18n.t('only', { ns: 'partial' })).toBe('Only in English');
  });

  it('keeps every Greek text of a group that two parts of one namespace share', async () => {
    // The first load's part and a lazily bundled part both write the group "menu".
    registerNamespace('shared-group', { menu: { title: 'Notifications' } }, (language) =>
      Promise.resolve(language === 'el' ? { menu: { title: 'Ειδοποιήσεις' } } : {}),
    );
    registerNamespace('shared-group', { menu: { markAll: 'Mark all read' } }, (language) =>
      Promise.resolve(language === 'el' ? { menu: { markAll: 'Σήμανση όλων' } } : {}),
    );
    await act(() => changeLanguage('el'));
    await i18n.reloadResources(['el'], ['shared-group']);
    expect(i18n.t('menu.title', { ns: 'shared-group' })).toBe('Ειδοποιήσεις');
    expect(i18n.t('menu.markAll', { ns: 'shared-group' })).toBe('Σήμανση όλων');
  });

  it('reads the browser language on a first visit: el and el-GR are Greek, anything else English', () => {
    expect(languageOfTag('el')).toBe('el');
    expect(languageOfTag('el-GR')).toBe('el');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('fr')).toBeUndefined();
    const spy = jest.spyOn(window.navigator, 'languages', 'get');
    spy.mockReturnValue(['fr-FR', 'el-GR', 'en']);
    expect(browserLanguage()).toBe('el');
    spy.mockReturnValue(['de-DE']);
    expect(browserLanguage()).toBe('en');
    spy.mockRestore();
  });
});
