import L from 'leaflet';

/** A map pin drawn inline, so no image file has to be bundled (or mapped in jest). */
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="25" height="41" viewBox="0 0 25 41">' +
  '<path d="M12.5 0C5.6 0 0 5.6 0 12.5 0 21.9 12.5 41 12.5 41S25 21.9 25 12.5C25 5.6 19.4 0 12.5 0z" fill="#d32f2f" stroke="#ffffff" stroke-width="1.5"/>' +
  '<circle cx="12.5" cy="12.5" r="4.5" fill="#ffffff"/></svg>';

export const PIN_ICON_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PIN_SVG)}`;

let defaultIconFixed = false;

/**
 * TOOLCHAIN pitfall: under webpack, Leaflet's default marker icon guesses its image URL
 * from the CSS and shows a broken image. Point the default at the inline pin instead (an
 * empty imagePath stops Leaflet prefixing its guess), so any plain `L.marker` renders.
 */
export function fixLeafletDefaultIcon(): void {
  if (defaultIconFixed) return;
  defaultIconFixed = true;
  L.Icon.Default.imagePath = '';
  L.Icon.Default.mergeOptions({
    iconUrl: PIN_ICON_URL,
    iconRetinaUrl: PIN_ICON_URL,
    shadowUrl: '',
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    shadowSize: [0, 0],
  });
}

export function pinIcon(): L.Icon {
  return L.icon({ iconUrl: PIN_ICON_URL, iconSize: [25, 41], iconAnchor: [12, 41] });
}

export function vertexIcon(): L.DivIcon {
  return L.divIcon({ className: 'gk-vertex', iconSize: [14, 14], iconAnchor: [7, 7], html: '' });
}

export function treeMarkerIcon(color: string): L.DivIcon {
  const div = document.createElement('div');
  div.className = 'gk-tree-marker';
  div.style.background = color;
  return L.divIcon({ className: '', iconSize: [14, 14], iconAnchor: [7, 7], html: div });
}

/** A 1×1 transparent GIF: failed tiles (offline) stay blank instead of broken images. */
export const BLANK_TILE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
