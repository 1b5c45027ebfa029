-- Contracts looked up by their listing: deleting a listing locks and checks its contracts
-- (and ON DELETE SET NULL finds them), and a listing's tenant may see it. Without this
-- index each of those scans the whole contracts table.
CREATE INDEX IF NOT EXISTS contracts_rental_idx ON contracts (rental_id);
