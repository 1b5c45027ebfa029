import { formatDate, formatDateTime, formatLongDate, formatMonth } from '../dates';
import { formatLanguage, formatLocale, setFormatLocale } from '../locale';
import {
  formatArea,
  formatCount,
  formatCountOf,
  formatEuroCents,
  formatEuros,
  formatHectares,
  formatMoney,
  formatNumber,
  formatQuantity,
  formatStremmata,
} from '../numbers';
import { compareNames, searchKey, upperForDisplay } from '../text';

const trees = {
  en: { one: 'tree', other: 'trees' },
  el: { one: 'δέντρο', other: 'δέντρα' },
};

describe('the format locale', () => {
  afterEach(() => setFormatLocale());

  it('takes the product’s language codes and full locales', () => {
    expect(formatLocale()).toBe('en-US');
    expect(formatLanguage()).toBe('en');
    setFormatLocale('el');
    expect(formatLocale()).toBe('el-GR');
    expect(formatLanguage()).toBe('el');
    setFormatLocale('en');
    expect(formatLocale()).toBe('en-US');
    expect(formatLanguage()).toBe('en');
    setFormatLocale('el-GR');
    expect(formatLanguage()).toBe('el');
    setFormatLocale('el_gr');
    expect(formatLocale()).toBe('el-GR');
    setFormatLocale('en-GB');
    expect(formatLocale()).toBe('en-GB');
    expect(formatLanguage()).toBe('en');
  });

  it('goes back to en-US for no locale or an unreadable one', () => {
    setFormatLocale('el');
    setFormatLocale('');
    expect(formatLocale()).toBe('en-US');
    setFormatLocale('el');
    setFormatLocale('not a locale!');
    expect(formatLocale()).toBe('en-US');
    expect(formatEuros(1234.5)).toBe('€1,234.50');
  });
});

describe.each([
  ['en', 'en-US'],
  ['el', 'el-GR'],
])('formatting in %s', (language) => {
  const greek = language === 'el';
  beforeEach(() => setFormatLocale(language));
  afterEach(() => setFormatLocale());

  it('writes money', () => {
    // Greek puts the sign after the figure, joined by a no-break space (as Intl writes it).
    expect(formatEuros(1234.5)).toBe(greek ? '1.234,50\u00a0€' : '€1,234.50');
    expect(formatEuroCents(123450)).toBe(greek ? '1.234,50\u00a0€' : '€1,234.50');
    expect(formatEuros(null)).toBe(greek ? '0,00\u00a0€' : '€0.00');
    expect(formatMoney(12.5, 'USD')).toBe(greek ? '12,50\u00a0$' : '$12.50');
    expect(formatMoney(12.5, 'not-a-code')).toBe('12.50 not-a-code');
  });

  it('writes dates, date-times and months', () => {
    expect(formatDate('2026-12-15')).toBe(greek ? '15 Δεκ 2026' : 'Dec 15, 2026');
    expect(formatLongDate('2026-03-04')).toBe(greek ? '4 Μαρτίου 2026' : 'March 4, 2026');
    expect(formatMonth('2026-05')).toBe(greek ? 'Μαΐ 2026' : 'May 2026');
    expect(formatMonth('2026-12')).toBe(greek ? 'Δεκ 2026' : 'Dec 2026');
    const stamp = '2026-05-01T09:30:00.000Z';
    expect(formatDateTime(stamp)).toBe(
      new Intl.DateTimeFormat(greek ? 'el-GR' : 'en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(stamp)),
    );
    expect(formatDate(null, '—')).toBe('—');
  });

  it('writes counts and figures', () => {
    expect(formatCount(1234)).toBe(greek ? '1.234' : '1,234');
    expect(formatNumber(1234.567)).toBe(greek ? '1.234,57' : '1,234.57');
  });

  it('writes areas in hectares, and in Greek in stremmata beside them', () => {
    expect(formatHectares(12.345)).toBe(greek ? '12,35 ha' : '12.35 ha');
    expect(formatHectares(7.25, 1)).toBe(greek ? '7,3 ha' : '7.3 ha');
    expect(formatStremmata(12.345)).toBe(greek ? '123,5 στρ.' : '123.5 str.');
    expect(formatStremmata(2, 0)).toBe(greek ? '20 στρ.' : '20 str.');
    expect(formatStremmata(null)).toBe(greek ? '0,0 στρ.' : '0.0 str.');
    expect(formatArea(12.345)).toBe(greek ? '12,35 εκτ. (123,5 στρ.)' : '12.35 ha');
    expect(formatArea(3)).toBe(greek ? '3,00 εκτ. (30,0 στρ.)' : '3.00 ha');
    expect(formatArea(7.25, 1)).toBe(greek ? '7,3 εκτ. (73 στρ.)' : '7.3 ha');
    expect(formatArea(undefined)).toBe(greek ? '0,00 εκτ. (0,0 στρ.)' : '0.00 ha');
  });

  it('counts units in the form the language’s plural rules pick', () => {
    expect(formatCountOf(1, trees)).toBe(greek ? '1 δέντρο' : '1 tree');
    expect(formatCountOf(0, trees)).toBe(greek ? '0 δέντρα' : '0 trees');
    expect(formatCountOf(2, trees)).toBe(greek ? '2 δέντρα' : '2 trees');
    expect(formatCountOf(1234, trees)).toBe(greek ? '1.234 δέντρα' : '1,234 trees');
    expect(formatCountOf(1.5, trees)).toBe(greek ? '1,5 δέντρα' : '1.5 trees');
    expect(formatCountOf(1.001, trees)).toBe(greek ? '1 δέντρο' : '1 tree');
    // A language without its own forms falls back to English's; the old helper is unchanged.
    expect(formatCountOf(3, { en: { one: 'day', other: 'days' } })).toBe('3 days');
    expect(formatQuantity(14, 'day')).toBe('14 days');
    expect(formatQuantity(1, 'day')).toBe('1 day');
  });

  it('makes the same search key for any case and accents, in both scripts', () => {
    expect(searchKey('Καλαμάτα')).toBe('καλαματα');
    expect(searchKey('καλαματα')).toBe(searchKey('Καλαμάτα'));
    expect(searchKey('ΚΑΛΑΜΑΤΑ')).toBe(searchKey('Καλαμάτα'));
    expect(searchKey('Μεσσηνίας')).toBe('μεσσηνιασ');
    expect(searchKey('ΜΕΣΣΗΝΙΑΣ')).toBe(searchKey('Μεσσηνίας'));
    expect(searchKey('προϊόν')).toBe('προιον');
    expect(searchKey('Café')).toBe('cafe');
    expect(searchKey('Ελαιώνας Καλαμάτας').includes(searchKey('καλαματα'))).toBe(true);
  });

  it('writes capitals without Greek accents, keeping the diaeresis', () => {
    expect(upperForDisplay('καλημέρα')).toBe('ΚΑΛΗΜΕΡΑ');
    expect(upperForDisplay('Ελαιώνες')).toBe('ΕΛΑΙΩΝΕΣ');
    expect(upperForDisplay('προϊόν')).toBe('ΠΡΟΪΟΝ');
    expect(upperForDisplay('ΐ')).toBe('Ϊ');
    expect(upperForDisplay('τσάι')).toBe('ΤΣΑΪ');
    expect(upperForDisplay('άυλος')).toBe('ΑΫΛΟΣ');
    expect(upperForDisplay('Ωραία')).toBe('ΩΡΑΙΑ');
    expect(upperForDisplay('μήλα ή αχλάδια')).toBe('ΜΗΛΑ Ή ΑΧΛΑΔΙΑ');
    expect(upperForDisplay('ἄνθρωπος')).toBe('ΑΝΘΡΩΠΟΣ');
    expect(upperForDisplay('Save estate')).toBe('SAVE ESTATE');
    expect(upperForDisplay('café')).toBe('CAFÉ');
  });

  it('uppercases as ICU’s Greek rules do', () => {
    const words = [
      'καλημέρα',
      'Καλαμάτα',
      'ρολόι',
      'Άι',
      'αϋπνία',
      'ευτυχία',
      'είναι',
      'πού',
      'Ή μήλα ή αχλάδια',
      'ᾳ',
      'Αἴγινα',
      'Ηράκλειο Κρήτης',
    ];
    for (const word of words) expect(upperForDisplay(word)).toBe(word.toLocaleUpperCase('el'));
  });

  it('sorts names in the language’s order', () => {
    const names = ['Ωραιόκαστρο', 'Άργος', 'Βόλος', 'αγρός', 'Ελιά 10', 'Ελιά 2', 'Zeta', 'alpha'];
    const sorted = [...names].sort(compareNames);
    expect(sorted.indexOf('Ελιά 2')).toBeLessThan(sorted.indexOf('Ελιά 10'));
    expect(sorted.indexOf('Άργος')).toBeLessThan(sorted.indexOf('Βόλος'));
    expect(sorted.indexOf('αγρός')).toBeLessThan(sorted.indexOf('Βόλος'));
    expect(sorted.indexOf('Βόλος')).toBeLessThan(sorted.indexOf('Ωραιόκαστρο'));
    expect(compareNames('Άργος', 'Άργος')).toBe(0);
    expect(compareNames('alpha', 'Zeta')).toBeLessThan(0);
    // Greek collation puts Greek before Latin; English puts Latin first.
    expect(compareNames('Άργος', 'alpha')).toBe(greek ? -1 : 1);
  });
});
