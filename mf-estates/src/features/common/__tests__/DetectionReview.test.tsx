import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetStores, toastText } from '../../../test/render';
import { DetectionReview } from '../components/DetectionReview';
import { NO_CORRECTIONS, latLngToPixel, pixelToLatLng } from '../utils/detection-review';
import type { DetectedTree, DetectionReviewCorrections } from '../utils/detection-review';

// A 1000 × 800 image, north-up but slightly rotated: 0.1 m a pixel around 37.01 N, 22 E.
const AFFINE = [22.0, 1.1e-6, 2e-8, 37.01, -1.5e-8, -0.9e-6];
const REVIEW = {
  imageUrl: '/api/snapshots/clean.png',
  width: 1000,
  height: 800,
  pixelToLatLng: AFFINE,
};
const at = (x: number, y: number, confidence: number): DetectedTree => ({
  ...pixelToLatLng(AFFINE, { x, y }),
  confidence,
});
const TREES = [at(100, 100, 0.91), at(300, 100, 0.87), at(500, 100, 0.64), at(700, 400, 0.8)];

/** The frame is laid out 500 × 400 CSS px at (10, 20): half the image's pixels. */
function layOut() {
  const svg = screen.getByTestId('review-image');
  svg.getBoundingClientRect = () =>
    ({
      left: 10,
      top: 20,
      width: 500,
      height: 400,
      right: 510,
      bottom: 420,
      x: 10,
      y: 20,
    }) as DOMRect;
  return svg;
}

/** A finger's tap (pointer events, as a touch screen sends them). */
async function tap(
  user: ReturnType<typeof userEvent.setup>,
  target: Element,
  clientX: number,
  clientY: number,
) {
  await user.pointer({ keys: '[TouchA]', target, coords: { clientX, clientY } });
}

function renderReview(
  initial: DetectionReviewCorrections = NO_CORRECTIONS,
  boundary?: { lat: number; lng: number }[],
) {
  const seen: DetectionReviewCorrections[] = [];
  function Host() {
    const [corrections, setCorrections] = useState(initial);
    return (
      <DetectionReview
        review={REVIEW}
        trees={TREES}
        corrections={corrections}
        boundary={boundary}
        onChange={(next) => {
          seen.push(next);
          setCorrections(next);
        }}
      />
    );
  }
  renderAt(<Host />);
  return { seen, last: () => seen[seen.length - 1] };
}

const count = () => screen.getByTestId('review-count');

beforeEach(resetStores);

describe('the affine map of the review image', () => {
  it('turns a pixel into lat/lng and back', () => {
    const point = pixelToLatLng(AFFINE, { x: 321.5, y: 654.25 });
    const pixel = latLngToPixel(AFFINE, point);
    expect(pixel.x).toBeCloseTo(321.5, 6);
    expect(pixel.y).toBeCloseTo(654.25, 6);
  });
});

describe('DetectionReview', () => {
  it('draws every detection as a labelled crown over the clean image, with the live count', () => {
    renderReview();
    expect(screen.getAllByRole('button', { name: /^Detected tree/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Detected tree 2, confidence 87%' })).toBeVisible();
    expect(count()).toHaveTextContent('4 trees 0 removed, 0 added');
    const image = screen.getByTestId('review-image').querySelector('image')!;
    expect(image.getAttribute('href')).toMatch(/\/api\/snapshots\/clean\.png$/);
    // Each crown stands at its detection's pixel.
    const crown = screen.getByRole('button', { name: /^Detected tree 4,/ });
    expect(Number(crown.getAttribute('cx'))).toBeCloseTo(700, 6);
    expect(Number(crown.getAttribute('cy'))).toBeCloseTo(400, 6);
  });

  it('removes a crown that is clicked, and the count goes down', async () => {
    const user = userEvent.setup();
    const { last } = renderReview();
    layOut();
    await user.click(screen.getByRole('button', { name: /^Detected tree 2,/ }));
    expect(screen.queryByRole('button', { name: /^Detected tree 2,/ })).not.toBeInTheDocument();
    expect(count()).toHaveTextContent('3 trees 1 removed, 0 added');
    expect(last()).toEqual({ removed: [1], added: [] });
  });

  it('adds a tree where the image is tapped, at that point on the ground', async () => {
    const user = userEvent.setup();
    const { last } = renderReview();
    const svg = layOut();
    // CSS (210, 220) is image pixel (400, 400).
    await tap(user, svg, 210, 220);
    expect(count()).toHaveTextContent('5 trees 0 removed, 1 added');
    const added = last()!.added[0]!;
    const expected = pixelToLatLng(AFFINE, { x: 400, y: 400 });
    expect(added.lat).toBeCloseTo(expected.lat, 9);
    expect(added.lng).toBeCloseTo(expected.lng, 9);
    const crown = screen.getByRole('button', { name: 'Added tree 1' });
    expect(Number(crown.getAttribute('cx'))).toBeCloseTo(400, 6);
    expect(Number(crown.getAttribute('cy'))).toBeCloseTo(400, 6);

    // Tapping the added tree takes it away again.
    await tap(user, crown, 210, 220);
    expect(screen.queryByRole('button', { name: 'Added tree 1' })).not.toBeInTheDocument();
    expect(count()).toHaveTextContent('4 trees 0 removed, 0 added');
  });

  it('draws the boundary and adds a tree only inside it', async () => {
    const user = userEvent.setup();
    // The boundary: image pixels (50, 50) to (600, 600).
    const boundary = [
      pixelToLatLng(AFFINE, { x: 50, y: 50 }),
      pixelToLatLng(AFFINE, { x: 600, y: 50 }),
      pixelToLatLng(AFFINE, { x: 600, y: 600 }),
      pixelToLatLng(AFFINE, { x: 50, y: 600 }),
    ];
    const { seen } = renderReview(NO_CORRECTIONS, boundary);
    const svg = layOut();
    expect(svg.querySelector('polygon')).not.toBeNull();
    // CSS (410, 420) is pixel (800, 800): outside.
    await tap(user, svg, 410, 420);
    expect(seen).toHaveLength(0);
    expect(count()).toHaveTextContent('4 trees 0 removed, 0 added');
    expect(toastText()).toMatch(/A tree can only be added inside the estate boundary/);
    // CSS (160, 170) is pixel (300, 300): inside.
    await tap(user, svg, 160, 170);
    expect(count()).toHaveTextContent('5 trees 0 removed, 1 added');
  });

  it('does not add a tree when the press moved: that was a scroll or a pan', async () => {
    const user = userEvent.setup();
    renderReview();
    const svg = layOut();
    await user.pointer([
      { keys: '[TouchA>]', target: svg, coords: { clientX: 100, clientY: 100 } },
      { pointerName: 'TouchA', target: svg, coords: { clientX: 100, clientY: 160 } },
      { keys: '[/TouchA]', target: svg, coords: { clientX: 100, clientY: 160 } },
    ]);
    expect(count()).toHaveTextContent('4 trees 0 removed, 0 added');
  });

  it('removes the focused crown with Delete from the keyboard, and the next one takes the focus', async () => {
    const user = userEvent.setup();
    const { last } = renderReview();
    const first = screen.getByRole('button', { name: /^Detected tree 1,/ });
    // Tab past the toolbar (zoom in; zoom out and undo are disabled) to the first crown.
    while (document.activeElement !== first) await user.tab();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: /^Detected tree 1,/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Detected tree 2,/ })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(count()).toHaveTextContent('2 trees 2 removed, 0 added');
    expect(last()).toEqual({ removed: [0, 1], added: [] });
  });

  it('undoes the corrections one by one', async () => {
    const user = userEvent.setup();
    const { last } = renderReview();
    const svg = layOut();
    await user.click(screen.getByRole('button', { name: /^Detected tree 3,/ }));
    await tap(user, svg, 300, 300);
    expect(count()).toHaveTextContent('4 trees 1 removed, 1 added');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(count()).toHaveTextContent('3 trees 1 removed, 0 added');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(count()).toHaveTextContent('4 trees 0 removed, 0 added');
    expect(screen.getByRole('button', { name: /^Detected tree 3,/ })).toBeInTheDocument();
    expect(last()).toEqual({ removed: [], added: [] });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('zooms the image in and out', async () => {
    const user = userEvent.setup();
    renderReview();
    const svg = screen.getByTestId('review-image');
    expect(screen.getByRole('button', { name: 'Zoom out of the image' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zoom in on the image' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in on the image' }));
    expect(svg.style.width).toBe('200%');
    await user.click(screen.getByRole('button', { name: 'Zoom out of the image' }));
    expect(svg.style.width).toBe('150%');
    for (let i = 0; i < 6; i++) {
      const zoomIn = screen.getByRole('button', { name: 'Zoom in on the image' });
      if (zoomIn.hasAttribute('disabled')) break;
      await user.click(zoomIn);
    }
    expect(svg.style.width).toBe('600%');
  });
});
