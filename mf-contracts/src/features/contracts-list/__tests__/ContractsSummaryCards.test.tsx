import { screen } from '@testing-library/react';
import { renderAt } from '@grovekeeper/shared/testing';
import { OWNER_ID, STRANGER_ID, contractFixture } from '../../../test/fixtures';
import { ContractsSummaryCards } from '../components/ContractsSummaryCards';

/** A full first page of 100 contracts: 60 as owner, 40 as tenant. */
const firstPage = Array.from({ length: 100 }, (_, index) =>
  contractFixture(
    index < 60
      ? { _id: `page${String(index).padStart(20, '0')}` }
      : {
          _id: `page${String(index).padStart(20, '0')}`,
          owner: { _id: STRANGER_ID, name: 'Stella Stranger', email: 'stella@example.com' },
          tenant: { _id: OWNER_ID, name: 'Olga Owner', email: 'olga@example.com' },
        },
  ),
);

function card(label: string) {
  return screen.getByRole('region', { name: label });
}

describe('ContractsSummaryCards', () => {
  it("counts all the user's contracts from the server's counts, not the 100 of the first page", () => {
    renderAt(
      <ContractsSummaryCards
        mine={{ contracts: firstPage, total: 250, asOwner: 170, asTenant: 80 }}
        pending={{ contracts: firstPage.slice(0, 100), total: 130 }}
        userId={OWNER_ID}
      />,
    );
    expect(card('Total Contracts')).toHaveTextContent('250');
    expect(card('Pending Signature')).toHaveTextContent('130');
    expect(card('As Owner')).toHaveTextContent('170');
    expect(card('As Tenant')).toHaveTextContent('80');
  });

  it('counts the page at hand when the answer carries no counts', () => {
    renderAt(
      <ContractsSummaryCards
        mine={{ contracts: firstPage }}
        pending={{ contracts: firstPage.slice(0, 7) }}
        userId={OWNER_ID}
      />,
    );
    expect(card('Total Contracts')).toHaveTextContent('100');
    expect(card('Pending Signature')).toHaveTextContent('7');
    expect(card('As Owner')).toHaveTextContent('60');
    expect(card('As Tenant')).toHaveTextContent('40');
  });
});
