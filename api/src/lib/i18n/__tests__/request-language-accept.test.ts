import { acceptLanguage } from '../request-language';

describe('acceptLanguage (the best of en and el for an Accept-Language header)', () => {
  it.each([
    ['el-GR,el;q=0.9', 'el'],
    ['el', 'el'],
    ['EL-gr', 'el'],
    ['en-US,el;q=0.5', 'en'],
    ['el;q=0.4, en-GB;q=0.8', 'en'],
    ['en;q=0.3,el;q=0.7', 'el'],
    ['fr-FR,el;q=0.5', 'el'],
    ['fr-FR,de;q=0.9', 'en'],
    ['el;q=0,en;q=0.1', 'en'],
    ['el;q=0', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [';;;,', 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(acceptLanguage(header)).toBe(language);
  });

  it('answers en without a header', () => {
    expect(acceptLanguage(undefined)).toBe('en');
  });
});
