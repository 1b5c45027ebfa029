import { searchKey } from '@grovekeeper/constants';
import { foldForSearch, searchKeySql, searchPattern, searchTerm } from '../lib/search-key';
import { describeApi } from '../test/harness';
import type { HarnessEstate } from '../test/harness';
import type { SignedInUser } from '../test/users';
import { browseListingsSql } from '../domains/rentals/browse/repository';
import { createListing } from '../domains/rentals/__tests__/fixtures';
import { createJob } from '../domains/workforce/__tests__/fixtures';
import { insertWorkers } from '../domains/workforce/__tests__/workers-fixtures';
import { searchWorkersSql } from '../domains/workforce/directory/sql';

/**
 * Every search of the API ignores case and accents in Greek and Latin script, the same on
 * PGlite (C locale: its lower() and ILIKE leave non-ASCII letters alone) and on PostgreSQL:
 * estates (GET /api/estates), the estates map, rental browsing (the in-memory index and its
 * SQL reference), job listings (search and location) and the worker directory (location;
 * the in-memory index and its SQL reference).
 */

/** Searches that must find "Καλαμάτα" (and "Chaniá" for the Latin ones below). */
const GREEK_SEARCHES = ['καλαματα', 'ΚΑΛΑΜΑΤΑ', 'Καλαμάτα', 'καλαμάτα', 'ΚΑΛΑΜΆΤΑ', 'λαμάτ'];
const LATIN_SEARCHES = ['chania', 'CHANIA', 'Chaniá', 'chaniá', 'ÇHÀNÎA'];
const q = (text: string) => encodeURIComponent(text);

describe('the search key in SQL and in JS', () => {
  it('folds Greek and Latin as the browser searchKey does', () => {
    const texts = [
      'Καλαμάτα Ελαιώνας',
      'ΚΑΛΑΜΆΤΑΣ',
      'Μεσσηνίας',
      'προϊόν ΐ ΰ',
      'ᾼ ᾯ ῥ',
      'Chaniá, CRÈTE',
      'Ærø Straße Œuvre İzmir',
      'Москва ЁЛКА',
    ];
    for (const text of texts) expect(foldForSearch(text)).toBe(searchKey(text));
    // Typed decomposed (an accent after its letter) or composed, the key is the same.
    expect(foldForSearch('Καλαμάτα'.normalize('NFD'))).toBe('καλαματα');
    expect(searchTerm('ΚΑΛΑΜΆΤΑΣ')).toBe('καλαματασ');
  });

  it('keeps characters it does not fold, so a text always finds itself', () => {
    expect(foldForSearch('橄欖 Ա')).toBe('橄欖 Ա');
    expect(foldForSearch('橄欖 Ա').includes(searchTerm('Ա'))).toBe(true);
  });

  it('takes %, _ and \\ of a search literally', () => {
    expect(searchPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(searchKeySql('e.name')).toMatch(/^translate\(e\.name, '.+', '.+'\)$/s);
  });
});

describeApi('searches ignoring case and accents', (api) => {
  let owner: SignedInUser;
  let greek: HarnessEstate;
  let latin: HarnessEstate;
  let plain: HarnessEstate;
  const workerIds: Record<string, string> = {};

  beforeAll(async () => {
    owner = await api.user({ name: 'Ελένη Παπαδοπούλου' });
    greek = await api.estate(owner, {
      name: 'Καλαμάτα Ελαιώνας',
      address: 'Κορώνη, Μεσσηνίας',
    });
    latin = await api.estate(owner, { name: 'Olive Terraces', address: 'Chaniá, CRETE' });
    plain = await api.estate(owner, { name: 'North Grove', address: 'Sparta' });
    await createListing(api, owner, { description: 'Ελαιόδεντρα κοντά στη θάλασσα' }, greek);
    await createListing(api, owner, { description: 'Terraces by the sea' }, latin);
    await createListing(api, owner, { description: 'Flat land' }, plain);
    await createJob(api, owner, { title: 'Μάζεμα ελιάς στην Καλαμάτα', location: 'Κορώνη' }, greek);
    await createJob(api, owner, { title: 'Pruning', location: 'Chaniá' }, latin);
    await createJob(api, owner, { title: 'Irrigation', location: 'Sparta' }, plain);
    const [first, second, third] = await insertWorkers(api, [
      { name: 'Γιώργος Αντωνίου', location: 'ΚΑΛΑΜΆΤΑ, Μεσσηνία' },
      { name: 'Nikos Chaniotis', location: 'CHANIÁ' },
      { name: 'Maria Spartan', location: 'Sparta' },
    ]);
    workerIds.greek = first!.id;
    workerIds.latin = second!.id;
    workerIds.plain = third!.id;
  });

  const get = async (url: string) => {
    const response = await api.as(owner).get(url);
    expect([url, response.statusCode]).toEqual([url, 200]);
    return response.json<Record<string, unknown>>();
  };

  it('GET /api/estates matches the name and the address', async () => {
    const names = async (search: string) =>
      ((await get(`/api/estates?search=${q(search)}`)).estates as { name: string }[]).map(
        (estate) => estate.name,
      );
    for (const search of GREEK_SEARCHES) {
      expect([search, await names(search)]).toEqual([search, ['Καλαμάτα Ελαιώνας']]);
    }
    for (const search of LATIN_SEARCHES) {
      expect([search, await names(search)]).toEqual([search, ['Olive Terraces']]);
    }
    // σ finds a word ending in ς; the address is searched too.
    expect(await names('μεσσηνιασ')).toEqual(['Καλαμάτα Ελαιώνας']);
    expect(await names('ΚΟΡΩΝΗ')).toEqual(['Καλαμάτα Ελαιώνας']);
    expect(await names('  ')).toHaveLength(3);
  });

  it('the estates map matches the name and the address', async () => {
    const names = async (search: string) =>
      ((await get(`/api/maps/estates?search=${q(search)}`)).estates as { name: string }[]).map(
        (estate) => estate.name,
      );
    for (const search of GREEK_SEARCHES) {
      expect([search, await names(search)]).toEqual([search, ['Καλαμάτα Ελαιώνας']]);
    }
    for (const search of LATIN_SEARCHES) {
      expect([search, await names(search)]).toEqual([search, ['Olive Terraces']]);
    }
    expect(await names('ελαιωνασ')).toEqual(['Καλαμάτα Ελαιώνας']);
  });

  it('the estates map lists names in Greek alphabetical order, ignoring case', async () => {
    const other = await api.user();
    for (const name of [
      'beta Farm',
      'Άργος Grove',
      'Alpha Farm',
      'Ωραίο κτήμα',
      'αγρός 10',
      'αγρός 9',
    ]) {
      await api.estate(other, { name });
    }
    const response = await api.as(other).get('/api/maps/estates');
    const estates = response.json<{ estates: { name: string; isOwner: boolean }[] }>().estates;
    expect(estates.filter((e) => e.isOwner).map((e) => e.name)).toEqual([
      'αγρός 9',
      'αγρός 10',
      'Άργος Grove',
      'Ωραίο κτήμα',
      'Alpha Farm',
      'beta Farm',
    ]);
  });

  it('rental browsing matches the estate, its address and the description (index and SQL)', async () => {
    const estatesOf = async (search: string) => {
      const page = (await get(`/api/rentals/available?search=${q(search)}`)) as {
        rentals: { id: string }[];
      };
      const reference = await browseListingsSql(api.db, owner.id, {
        search,
        ownership: 'all',
        showDrafts: true,
        limit: 50,
        offset: 0,
      });
      expect(reference.rentals.map((rental) => rental.id)).toEqual(
        page.rentals.map((rental) => rental.id),
      );
      return reference.rentals.map((rental) => rental.estate.name);
    };
    for (const search of GREEK_SEARCHES) {
      expect([search, await estatesOf(search)]).toEqual([search, ['Καλαμάτα Ελαιώνας']]);
    }
    for (const search of LATIN_SEARCHES) {
      expect([search, await estatesOf(search)]).toEqual([search, ['Olive Terraces']]);
    }
    expect(await estatesOf('ΕΛΑΙΟΔΕΝΤΡΑ')).toEqual(['Καλαμάτα Ελαιώνας']);
    expect(await estatesOf('θαλασσα')).toEqual(['Καλαμάτα Ελαιώνας']);
    expect(await estatesOf('μεσσηνιασ')).toEqual(['Καλαμάτα Ελαιώνας']);
  });

  it('job listings match the title, description and location, and the location filter', async () => {
    const titles = async (query: string) =>
      ((await get(`/api/workforce/job-listings?${query}`)).jobListings as { title: string }[]).map(
        (job) => job.title,
      );
    for (const search of GREEK_SEARCHES) {
      expect([search, await titles(`search=${q(search)}`)]).toEqual([
        search,
        ['Μάζεμα ελιάς στην Καλαμάτα'],
      ]);
    }
    for (const search of LATIN_SEARCHES) {
      expect([search, await titles(`search=${q(search)}`)]).toEqual([search, ['Pruning']]);
      expect([search, await titles(`location=${q(search)}`)]).toEqual([search, ['Pruning']]);
    }
    expect(await titles(`search=${q('ΕΛΙΑΣ')}`)).toEqual(['Μάζεμα ελιάς στην Καλαμάτα']);
    expect(await titles(`location=${q('κορωνη')}`)).toEqual(['Μάζεμα ελιάς στην Καλαμάτα']);
  });

  it('the worker directory matches the location (index and SQL)', async () => {
    const ids = async (location: string) => {
      const page = (await get(`/api/workforce/workers?location=${q(location)}`)) as {
        workers: { id: string }[];
      };
      const reference = await searchWorkersSql(api.db, {
        skills: [],
        location,
        limit: 50,
        offset: 0,
      });
      const found = page.workers.map((worker) => worker.id);
      expect(reference.workers.map((worker) => worker.id)).toEqual(found);
      return found;
    };
    for (const search of GREEK_SEARCHES) {
      expect([search, await ids(search)]).toEqual([search, [workerIds.greek]]);
    }
    for (const search of LATIN_SEARCHES) {
      expect([search, await ids(search)]).toEqual([search, [workerIds.latin]]);
    }
    expect(await ids('μεσσηνια')).toEqual([workerIds.greek]);
    expect(await ids('SPÁRTA')).toEqual([workerIds.plain]);
  });
});
