import { render, screen } from '@testing-library/react';
import { Fact } from '../Fact';
import { FactList } from '../FactList';

describe('Fact and FactList', () => {
  it('render labelled values as a description list of terms and definitions', () => {
    render(
      <FactList columns={2}>
        <Fact label="Owner">Maria</Fact>
        <Fact label="Land Area">2.50 ha</Fact>
      </FactList>,
    );
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Owner', 'Land Area']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['Maria', '2.50 ha']);
    const list = terms[0]?.closest('dl');
    expect(list).toBeInstanceOf(HTMLDListElement);
    for (const item of [...terms, ...definitions]) expect(item.closest('dl')).toBe(list);
  });
});
