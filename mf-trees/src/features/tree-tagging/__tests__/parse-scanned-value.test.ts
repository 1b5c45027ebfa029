import { parseScannedValue } from '../utils/parse-scanned-value';

const ID = '64b7f0c2a1b2c3d4e5f60718';
const OTHER_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const HEX_23 = ID.slice(0, 23);
const HEX_25 = `${ID}a`;

const id = (value: string) => ({ kind: 'id', id: value });
const code = (value: string) => ({ kind: 'code', code: value });

describe('parseScannedValue', () => {
  describe('tree URLs printed on tags ({origin}/trees/{id}/tag)', () => {
    it.each([
      [`https://grove.example.com/trees/${ID}/tag`],
      [`https://grove.example.com/trees/${ID}/tag/`],
      [`https://grove.example.com/trees/${ID}`],
      [`https://grove.example.com/trees/${ID}/`],
      [`https://grove.example.com/trees/${ID}/tag?ref=print#details`],
      [`https://grove.example.com/trees/${ID}#tag`],
      [`http://grove.example.com/trees/${ID}/tag`],
      [`http://localhost:3000/trees/${ID}/tag`],
      [`https://127.0.0.1:8443/app/trees/${ID}/tag`],
      [`https://grove.example.com/estates/${OTHER_ID}/trees/${ID}`],
    ])('reads the tree id from %s', (value) => {
      expect(parseScannedValue(value)).toEqual(id(ID));
    });

    it('reads upper-case hex and answers the id in lower case', () => {
      expect(parseScannedValue(`HTTPS://GROVE.EXAMPLE.COM/TREES/${ID.toUpperCase()}/TAG`)).toEqual(
        id(ID),
      );
    });

    it('reads URLs without a scheme: a path, a host with a port, a bare host', () => {
      expect(parseScannedValue(`/trees/${ID}/tag`)).toEqual(id(ID));
      expect(parseScannedValue(`trees/${ID}/tag`)).toEqual(id(ID));
      expect(parseScannedValue(`localhost:3000/trees/${ID}/tag`)).toEqual(id(ID));
      expect(parseScannedValue(`grove.example.com/trees/${ID}/tag`)).toEqual(id(ID));
    });
  });

  describe('QR code URLs ({origin}/qr/{code})', () => {
    it.each([
      ['https://grove.example.com/qr/GK-1A2B3C4D', 'GK-1A2B3C4D'],
      ['https://grove.example.com/qr/GK-1A2B3C4D/', 'GK-1A2B3C4D'],
      ['https://grove.example.com/qr/GK-1A2B3C4D?src=label#x', 'GK-1A2B3C4D'],
      ['http://localhost:3000/qr/olive_tree-07', 'olive_tree-07'],
      ['/qr/GK-1A2B3C4D', 'GK-1A2B3C4D'],
      ['https://grove.example.com/qr/AB/print', 'AB'],
    ])('reads the code from %s', (value, expected) => {
      expect(parseScannedValue(value)).toEqual(code(expected));
    });

    it('keeps the case of a code', () => {
      expect(parseScannedValue('https://grove.example.com/qr/gk-1a2b')).toEqual(code('gk-1a2b'));
    });
  });

  describe('the last path segment when neither trees/{id} nor qr/{code} fits', () => {
    it('reads a 24-hex last segment as an id', () => {
      expect(parseScannedValue(`https://grove.example.com/t/${ID}`)).toEqual(id(ID));
    });

    it('reads another last segment as a code', () => {
      expect(parseScannedValue('https://grove.example.com/tags/GK-1A2B3C4D')).toEqual(
        code('GK-1A2B3C4D'),
      );
    });

    it('falls back to the last segment when the segment after trees is not an id', () => {
      expect(parseScannedValue('https://grove.example.com/trees/not-an-id!/GK-77')).toEqual(
        code('GK-77'),
      );
      expect(parseScannedValue(`https://grove.example.com/trees/${HEX_23}`)).toEqual(code(HEX_23));
      expect(parseScannedValue(`https://grove.example.com/trees/${HEX_25}/tag`)).toEqual(
        code('tag'),
      );
    });

    it('falls back to the last segment when the segment after qr is not a code', () => {
      expect(parseScannedValue('https://grove.example.com/qr/X/GK-9')).toEqual(code('GK-9'));
    });

    it('skips a last segment of characters a code cannot hold, then reads the query', () => {
      expect(parseScannedValue('https://grove.example.com/scan.html?code=GK-5')).toEqual(
        code('GK-5'),
      );
    });
  });

  describe('query parameters code and id', () => {
    it.each([
      ['https://grove.example.com/?code=GK-1A2B3C4D', code('GK-1A2B3C4D')],
      ['https://grove.example.com?code=GK-1A2B3C4D', code('GK-1A2B3C4D')],
      [`https://grove.example.com/?id=${ID}`, id(ID)],
      [`https://grove.example.com/?id=${ID.toUpperCase()}`, id(ID)],
      ['http://localhost:3000/?code=olive_7&utm_source=label', code('olive_7')],
      ['?code=GK-42', code('GK-42')],
      [`?id=${ID}`, id(ID)],
    ])('reads %s', (value, expected) => {
      expect(parseScannedValue(value)).toEqual(expected);
    });

    it('prefers code to id when both are given', () => {
      expect(parseScannedValue(`https://grove.example.com/?id=${ID}&code=GK-1`)).toEqual(
        code('GK-1'),
      );
    });

    it('tries id when code is not a valid code', () => {
      expect(parseScannedValue(`https://grove.example.com/?code=X&id=${ID}`)).toEqual(id(ID));
    });

    it('refuses an id parameter that is not 24 hex characters', () => {
      expect(parseScannedValue(`https://grove.example.com/?id=${HEX_23}`)).toBeNull();
      expect(parseScannedValue('https://grove.example.com/?id=GK-1')).toBeNull();
    });
  });

  describe('the order of the rules', () => {
    it('reads trees/{id} before a query code', () => {
      expect(parseScannedValue(`https://grove.example.com/trees/${ID}/tag?code=GK-1`)).toEqual(
        id(ID),
      );
    });

    it('reads trees/{id} before qr/{code}, wherever each stands', () => {
      expect(parseScannedValue(`https://grove.example.com/qr/GK-1/trees/${ID}`)).toEqual(id(ID));
    });

    it('reads qr/{code} before a 24-hex last segment', () => {
      expect(parseScannedValue(`https://grove.example.com/qr/GK-1/${OTHER_ID}`)).toEqual(
        code('GK-1'),
      );
    });

    it('reads the last segment before the query parameters', () => {
      expect(parseScannedValue(`https://grove.example.com/scan/${OTHER_ID}?id=${ID}`)).toEqual(
        id(OTHER_ID),
      );
      expect(parseScannedValue('https://grove.example.com/scan?code=GK-1')).toEqual(code('scan'));
    });

    it('tries a raw value as an id before a code', () => {
      expect(parseScannedValue(ID)).toEqual(id(ID));
    });
  });

  describe('raw values', () => {
    it('reads 24 hex characters as an id, in any case', () => {
      expect(parseScannedValue(ID)).toEqual(id(ID));
      expect(parseScannedValue(ID.toUpperCase())).toEqual(id(ID));
    });

    it('reads 23 or 25 hex characters as a code, not an id', () => {
      expect(parseScannedValue(HEX_23)).toEqual(code(HEX_23));
      expect(parseScannedValue(HEX_25)).toEqual(code(HEX_25));
    });

    it('reads codes of letters, digits, underscore and hyphen', () => {
      expect(parseScannedValue('GK-1A2B3C4D')).toEqual(code('GK-1A2B3C4D'));
      expect(parseScannedValue('olive_tree_12')).toEqual(code('olive_tree_12'));
      expect(parseScannedValue('--')).toEqual(code('--'));
    });

    it('accepts codes of 2 to 64 characters and refuses 1 or 65', () => {
      expect(parseScannedValue('AB')).toEqual(code('AB'));
      expect(parseScannedValue('A'.repeat(64))).toEqual(code('A'.repeat(64)));
      expect(parseScannedValue('A')).toBeNull();
      expect(parseScannedValue('A'.repeat(65))).toBeNull();
      expect(parseScannedValue('https://grove.example.com/qr/A')).toBeNull();
      expect(parseScannedValue('https://grove.example.com/qr/A?code=GK-2')).toEqual(code('GK-2'));
      expect(parseScannedValue(`https://grove.example.com/x/${'A'.repeat(65)}`)).toBeNull();
    });

    it('trims white space around the value', () => {
      expect(parseScannedValue(`  ${ID}\n`)).toEqual(id(ID));
      expect(parseScannedValue('\t GK-1A2B3C4D  ')).toEqual(code('GK-1A2B3C4D'));
      expect(parseScannedValue(`  https://grove.example.com/trees/${ID}/tag \r\n`)).toEqual(id(ID));
    });
  });

  describe('values that point at no tree', () => {
    it.each([
      [''],
      ['   '],
      ['\n\t'],
      ['hello world!'],
      ['GK 1A2B'],
      ['GK.1A2B'],
      ['tree#1'],
      ['https://grove.example.com/'],
      ['https://grove.example.com'],
      ['https://grove.example.com/scan.html'],
      ['https://grove.example.com/?code=X'],
      [`ftp://grove.example.com/trees/${ID}`],
      [`mailto:${ID}@example.com`],
      ['javascript:alert(1)'],
      [`urn:tree:${ID}`],
      ['https://'],
    ])('gives null for %j', (value) => {
      expect(parseScannedValue(value)).toBeNull();
    });
  });
});
