import { changeLanguage } from '@grovekeeper/shared';
import { historySentences } from '../sentences';

const change = (from: unknown, to: unknown) => ({
  action: 'updated',
  actor: { name: 'Maria' },
  changes: [{ field: 'state', from, to }],
});

describe('history sentences', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('names states in the reader’s words, whether a row holds the key or an older label', async () => {
    expect(historySentences(change('healthy', 'Ready to Harvest') as never)).toEqual([
      expect.stringMatching(/Maria .*Healthy.*Ready to Harvest/),
    ]);
    await changeLanguage('el');
    const [sentence] = historySentences(change('Pruned', 'watered') as never);
    expect(sentence).toContain('Κλαδεμένο');
    expect(sentence).toContain('Ποτισμένο');
    expect(sentence).not.toMatch(/Pruned|watered/);
  });

  it('keeps a value that is no state as it is', () => {
    const [sentence] = historySentences(change('healthy', 'Grafted') as never);
    expect(sentence).toContain('Grafted');
  });
});
