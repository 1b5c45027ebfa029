import type { Estate } from '../schemas';
import type { ExportedTree } from '../trees-port';
import { exteriorRing, positionOf } from './geometry';
import type { ExportSource } from './writer';

/** The estate's boundary as a Polygon Feature (null geometry when it has no polygon). */
function estateFeature(estate: Estate) {
  const ring = exteriorRing(estate.boundaries);
  return {
    type: 'Feature',
    id: estate.id,
    geometry: ring ? { type: 'Polygon', coordinates: [ring] } : null,
    properties: {
      kind: 'estate',
      id: estate.id,
      name: estate.name,
      address: estate.address,
      landArea: estate.landArea,
      treeCount: estate.treeCount,
      treeTypes: estate.treeTypes.join(', '),
    },
  };
}

function treeFeature(estate: Estate, tree: ExportedTree) {
  return {
    type: 'Feature',
    id: tree.id,
    geometry: { type: 'Point', coordinates: positionOf(tree) },
    properties: {
      kind: 'tree',
      id: tree.id,
      estateId: estate.id,
      estate: estate.name,
      code: tree.textCode,
      title: tree.title,
      category: tree.category,
      state: tree.state,
      plantingYear: tree.plantingYear,
      notes: tree.notes,
      createdAt: tree.createdAt,
      updatedAt: tree.updatedAt,
    },
  };
}

/**
 * GeoJSON (RFC 7946): one FeatureCollection, each estate's boundary Feature followed by its
 * trees' Point Features; WGS84 [longitude, latitude] positions and no "crs" member, as the
 * RFC requires. Features are separated by a line break, so a large file stays readable.
 */
export async function* geojsonFile(source: ExportSource): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[\n';
  let separator = '';
  for (const estate of source.estates) {
    yield separator + JSON.stringify(estateFeature(estate));
    separator = ',\n';
    for await (const page of source.trees(estate)) {
      yield page.map((tree) => separator + JSON.stringify(treeFeature(estate, tree))).join('');
    }
  }
  yield '\n]}\n';
}
