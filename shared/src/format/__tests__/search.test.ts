import { matchesSearch, searchKey } from '../text';

describe('searching ignoring case and accents (searchKey, from @grovekeeper/constants)', () => {
  it('gives one key to every spelling of a Greek word', () => {
    for (const text of [
      'Καλαμάτα',
      'καλαματα',
      'ΚΑΛΑΜΑΤΑ',
      'ΚΑΛΑΜΆΤΑ',
      'Καλαμάτα'.normalize('NFD'),
    ]) {
      expect([text, searchKey(text)]).toEqual([text, 'καλαματα']);
    }
    // A final ς is a σ, so 'σ' finds a word that ends in 'ς'.
    expect(searchKey('Μεσσηνίας')).toBe('μεσσηνιασ');
    expect(searchKey('ΐ ΰ ᾼ')).toBe('ι υ α');
  });

  it('gives one key to every spelling of a Latin word', () => {
    for (const text of ['Chaniá', 'CHANIA', 'chania', 'ÇHÀNÎA']) {
      expect([text, searchKey(text)]).toEqual([text, 'chania']);
    }
  });

  it('matches a typed search anywhere in a text', () => {
    expect(matchesSearch('Καλαμάτα Ελαιώνας', 'καλαματα')).toBe(true);
    expect(matchesSearch('Καλαμάτα Ελαιώνας', ' ΕΛΑΙΩΝΑΣ ')).toBe(true);
    expect(matchesSearch('Ελαιώνας Κορώνης', 'κορωνησ')).toBe(true);
    expect(matchesSearch('Olive Terraces, Chaniá', 'CHANIA')).toBe(true);
    expect(matchesSearch('Olive Terraces', 'καλαματα')).toBe(false);
    expect(matchesSearch(null, 'a')).toBe(false);
    expect(matchesSearch(undefined, '  ')).toBe(true);
  });
});
