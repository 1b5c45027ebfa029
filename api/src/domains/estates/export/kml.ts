import type { Estate } from '../schemas';
import type { ExportedTree } from '../trees-port';
import { decimalText, exteriorRing, positionOf } from './geometry';
import type { Position } from './geometry';
import type { ExportSource } from './writer';

export const KML_NAMESPACE = 'http://www.opengis.net/kml/2.2';

/**
 * Characters XML 1.0 does not allow at all (its Char production: controls but tab and line
 * breaks, U+FFFE, U+FFFF, lone surrogates); with the u flag a surrogate pair is one character.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or an attribute value, escaped for XML; characters XML cannot hold are left out. */
export function xmlText(value: string | number): string {
  return String(value)
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const coordinates = (positions: Position[]): string =>
  positions.map(([lng, lat]) => `${decimalText(lng)},${decimalText(lat)},0`).join(' ');

const extendedData = (data: [string, string | number][]): string =>
  `<ExtendedData>${data
    .map(([name, value]) => `<Data name="${name}"><value>${xmlText(value)}</value></Data>`)
    .join('')}</ExtendedData>`;

function boundaryPlacemark(estate: Estate): string {
  const ring = exteriorRing(estate.boundaries);
  const polygon = ring
    ? `<Polygon><tessellate>1</tessellate><outerBoundaryIs><LinearRing><coordinates>${coordinates(ring)}</coordinates></LinearRing></outerBoundaryIs></Polygon>`
    : '';
  return (
    `<Placemark id="boundary-${estate.id}"><name>${xmlText(estate.name)}</name>` +
    `<address>${xmlText(estate.address)}</address><styleUrl>#boundary</styleUrl>` +
    extendedData([
      ['kind', 'estate'],
      ['id', estate.id],
      ['landArea', estate.landArea],
      ['treeCount', estate.treeCount],
      ['treeTypes', estate.treeTypes.join(', ')],
    ]) +
    `${polygon}</Placemark>\n`
  );
}

function treePlacemark(tree: ExportedTree): string {
  const description = tree.notes ? `<description>${xmlText(tree.notes)}</description>` : '';
  return (
    `<Placemark id="tree-${tree.id}"><name>${xmlText(tree.title)}</name>${description}` +
    extendedData([
      ['kind', 'tree'],
      ['id', tree.id],
      ['code', tree.textCode],
      ['category', tree.category],
      ['state', tree.state],
      ['plantingYear', tree.plantingYear ?? ''],
    ]) +
    `<Point><coordinates>${coordinates([positionOf(tree)])}</coordinates></Point></Placemark>\n`
  );
}

/**
 * KML 2.2 (OGC 07-147r2), as Google Earth and QGIS open it: a Document named after the file,
 * one Folder per estate holding its boundary Placemark (a closed, counter-clockwise
 * LinearRing of "lng,lat,0") and a Point Placemark per tree with its code, category,
 * state and planting year (empty when unknown) as ExtendedData. Children are written in the order the KML schema sets.
 */
export async function* kmlFile(source: ExportSource): AsyncGenerator<string> {
  yield (
    `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="${KML_NAMESPACE}">\n<Document>` +
    `<name>${xmlText(source.title)}</name>\n` +
    '<Style id="boundary"><LineStyle><color>ff2e7d32</color><width>2</width></LineStyle>' +
    '<PolyStyle><color>332e7d32</color></PolyStyle></Style>\n'
  );
  for (const estate of source.estates) {
    yield `<Folder id="estate-${estate.id}"><name>${xmlText(estate.name)}</name>\n${boundaryPlacemark(estate)}`;
    for await (const page of source.trees(estate)) yield page.map(treePlacemark).join('');
    yield '</Folder>\n';
  }
  yield '</Document>\n</kml>\n';
}
