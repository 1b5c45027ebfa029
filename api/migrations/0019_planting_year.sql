-- The year a tree was planted (issue 29: the tree import reads it, the exports write it).
-- Null when unknown, as for every tree from before. A year from 1800 to next year (a
-- nursery's order may be booked ahead): the bound moves with the clock and only ever
-- widens, so a stored year never stops passing it. The API checks the same range first,
-- with a readable message.

ALTER TABLE trees
  ADD COLUMN planting_year smallint
    CONSTRAINT trees_planting_year_range
    CHECK (planting_year BETWEEN 1800 AND extract(year FROM now())::int + 1);
