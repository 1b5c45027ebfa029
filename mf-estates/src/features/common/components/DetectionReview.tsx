import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { apiUrl, notifyError } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import {
  crownRadius,
  insideBoundary,
  latLngToPixel,
  pixelToLatLng,
  reviewedCount,
} from '../utils/detection-review';
import type {
  DetectedTree,
  DetectionReviewCorrections,
  DetectionReviewImage,
} from '../utils/detection-review';
import '../../../i18n/parts/review';
import {
  ADDED_COLOR,
  BOUNDARY_COLOR,
  CrownMark,
  FOCUS_COLOR,
  KEPT_COLOR,
  RemovedMark,
  ReviewLegend,
} from './ReviewMarks';

/** The image's width as a multiple of the frame's: large enough to tap a crown on a phone. */
export const REVIEW_ZOOM_LEVELS = [1, 1.5, 2, 3, 4, 6] as const;
/** At 1× the image is at most this tall (vh), so all of it shows without scrolling. */
const FIT_HEIGHT_VH = 60;
/** A press that moves farther than this (CSS px) is a scroll or a pan, not a tap. */
const TAP_SLOP_PX = 10;

export interface DetectionReviewProps {
  review: DetectionReviewImage;
  /** The run's detections, in its order: an index identifies one. */
  trees: readonly DetectedTree[];
  corrections: DetectionReviewCorrections;
  onChange: (next: DetectionReviewCorrections) => void;
  /** The estate's boundary: drawn over the image, and a tree is only added inside it. */
  boundary?: readonly LatLng[];
  disabled?: boolean;
}

/** The image URL is absolute when the API has a public base URL, else a path on the API. */
function imageHref(url: string): string {
  return url.startsWith('/') ? apiUrl(url) : url;
}

type CrownRef = `kept:${number}` | `added:${number}` | `removed:${number}`;

/**
 * The review step (issue 24): the detected crowns drawn over the clean analysed image. A
 * click or tap on a crown removes it, on the image where there is none adds a tree there;
 * each crown is a button for the keyboard (Delete, Backspace, Enter or Space removes it).
 * Controlled: the owner's corrections live with the caller; Undo steps back through them.
 */
export function DetectionReview({
  review,
  trees,
  corrections,
  onChange,
  boundary,
  disabled = false,
}: DetectionReviewProps) {
  const { t } = useT();
  const { width, height, pixelToLatLng: affine } = review;
  const [zoomIndex, setZoomIndex] = useState(0);
  const [history, setHistory] = useState<DetectionReviewCorrections[]>([]);
  const [imageFailed, setImageFailed] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const press = useRef<{ x: number; y: number } | null>(null);
  const crowns = useRef(new Map<string, SVGCircleElement>());
  const focusAfter = useRef<string | null>(null);

  const pixels = useMemo(() => trees.map((tree) => latLngToPixel(affine, tree)), [trees, affine]);
  const radius = useMemo(() => crownRadius(pixels, width, height), [pixels, width, height]);
  const removed = useMemo(() => new Set(corrections.removed), [corrections.removed]);
  const addedPixels = corrections.added.map((point) => latLngToPixel(affine, point));
  const count = reviewedCount(trees.length, corrections);
  const outline = useMemo(
    () =>
      (boundary ?? [])
        .map((point) => latLngToPixel(affine, point))
        .map(({ x, y }) => `${x},${y}`)
        .join(' '),
    [boundary, affine],
  );
  const zoom = REVIEW_ZOOM_LEVELS[zoomIndex] ?? 1;

  // After a crown is removed from the keyboard, the next one takes the focus.
  useEffect(() => {
    const key = focusAfter.current;
    if (key === null) return;
    focusAfter.current = null;
    const next = crowns.current.get(key) ?? svgRef.current;
    next?.focus();
  });

  const change = (next: DetectionReviewCorrections) => {
    setHistory((past) => [...past, corrections]);
    onChange(next);
  };

  const undo = () => {
    const previous = history[history.length - 1];
    if (!previous) return;
    setHistory((past) => past.slice(0, -1));
    onChange(previous);
  };

  /** The crown the keyboard goes to once `index` (kept) is gone: the next kept one, else the one before. */
  const neighbourOf = (index: number): string | null => {
    for (let i = index + 1; i < trees.length; i++) if (!removed.has(i)) return `kept:${i}`;
    for (let i = index - 1; i >= 0; i--) if (!removed.has(i)) return `kept:${i}`;
    return corrections.added.length > 0 ? 'added:0' : null;
  };

  const act = (crown: CrownRef, fromKeyboard = false) => {
    if (disabled) return;
    const [kind, at] = crown.split(':') as ['kept' | 'added' | 'removed', string];
    const index = Number(at);
    if (kind === 'kept') {
      if (fromKeyboard) focusAfter.current = neighbourOf(index) ?? '';
      change({ ...corrections, removed: [...corrections.removed, index] });
    } else if (kind === 'removed') {
      change({ ...corrections, removed: corrections.removed.filter((i) => i !== index) });
    } else {
      if (fromKeyboard) {
        const left = corrections.added.length - 1;
        focusAfter.current = left > 0 ? `added:${Math.min(index, left - 1)}` : '';
      }
      change({ ...corrections, added: corrections.added.filter((_, i) => i !== index) });
    }
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    press.current = { x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const start = press.current;
    press.current = null;
    if (!start || disabled) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) return;
    const crown = (event.target as Element).closest?.('[data-crown]')?.getAttribute('data-crown');
    if (crown) {
      act(crown as CrownRef);
      return;
    }
    const frame = event.currentTarget.getBoundingClientRect();
    if (frame.width <= 0 || frame.height <= 0) return;
    const x = ((event.clientX - frame.left) / frame.width) * width;
    const y = ((event.clientY - frame.top) / frame.height) * height;
    if (!(x >= 0 && y >= 0 && x <= width && y <= height)) return;
    const point = pixelToLatLng(affine, { x, y });
    if (boundary && boundary.length >= 3 && !insideBoundary(point, boundary)) {
      notifyError(t('review.outside'));
      return;
    }
    change({ ...corrections, added: [...corrections.added, point] });
  };

  const onCrownKey = (crown: CrownRef) => (event: KeyboardEvent<SVGCircleElement>) => {
    if (!['Delete', 'Backspace', 'Enter', ' '].includes(event.key)) return;
    event.preventDefault();
    act(crown, true);
  };

  const keepRef = (key: string) => (element: SVGCircleElement | null) => {
    if (element) crowns.current.set(key, element);
    else crowns.current.delete(key);
  };

  return (
    <Box
      component="section"
      aria-label={t('review.label')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box role="status" aria-live="polite" sx={{ mr: 'auto' }} data-testid="review-count">
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('review.count', { count })}
          </Typography>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {t('review.changes', {
              removed: corrections.removed.length,
              added: corrections.added.length,
            })}
          </Typography>
        </Box>
        <Tooltip title={t('review.zoomOut')}>
          <span>
            <IconButton
              aria-label={t('review.zoomOut')}
              onClick={() => setZoomIndex((z) => Math.max(0, z - 1))}
              disabled={zoomIndex === 0}
            >
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('review.zoomIn')}>
          <span>
            <IconButton
              aria-label={t('review.zoomIn')}
              onClick={() => setZoomIndex((z) => Math.min(REVIEW_ZOOM_LEVELS.length - 1, z + 1))}
              disabled={zoomIndex === REVIEW_ZOOM_LEVELS.length - 1}
            >
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UndoIcon />}
          onClick={undo}
          disabled={disabled || history.length === 0}
        >
          {t('review.undo')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('review.hint')}
      </Typography>
      <ReviewLegend showBoundary={outline !== ''} />
      {imageFailed && <Alert severity="warning">{t('review.imageFailed')}</Alert>}
      <Box
        data-testid="review-frame"
        sx={{
          overflow: 'auto',
          maxHeight: `${FIT_HEIGHT_VH + 5}vh`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.900',
          '& .crown:focus': { outline: 'none', stroke: FOCUS_COLOR, strokeWidth: 4 },
        }}
      >
        <svg
          ref={svgRef}
          role="group"
          aria-label={t('review.imageLabel')}
          tabIndex={-1}
          viewBox={`0 0 ${width} ${height}`}
          data-testid="review-image"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (press.current = null)}
          style={{
            display: 'block',
            // At 1× the whole image fits the frame; zoomed, it is wider than the frame.
            width:
              zoom === 1 ? `min(100%, ${FIT_HEIGHT_VH * (width / height)}vh)` : `${zoom * 100}%`,
            margin: '0 auto',
            height: 'auto',
            aspectRatio: `${width} / ${height}`,
            cursor: disabled ? 'default' : 'crosshair',
            // Pans and pinch-zooms still scroll the frame; a tap is ours.
            touchAction: 'manipulation',
            outline: 'none',
          }}
        >
          <image
            href={imageHref(review.imageUrl)}
            x={0}
            y={0}
            width={width}
            height={height}
            preserveAspectRatio="none"
            onError={() => setImageFailed(true)}
          />
          {outline && (
            <polygon
              points={outline}
              fill="none"
              stroke={BOUNDARY_COLOR}
              strokeWidth={2}
              strokeOpacity={0.8}
              strokeDasharray="8 6"
              vectorEffect="non-scaling-stroke"
              pointerEvents="none"
            />
          )}
          <g fill="none" strokeWidth={2} style={{ vectorEffect: 'non-scaling-stroke' }}>
            {pixels.map((p, index) =>
              removed.has(index) ? (
                <RemovedMark
                  key={`removed:${index}`}
                  crownKey={`removed:${index}`}
                  x={p.x}
                  y={p.y}
                  r={radius}
                />
              ) : null,
            )}
            {pixels.map((p, index) => {
              if (removed.has(index)) return null;
              const key: CrownRef = `kept:${index}`;
              return (
                <CrownMark
                  key={key}
                  crownKey={key}
                  circleRef={keepRef(key)}
                  x={p.x}
                  y={p.y}
                  r={radius}
                  color={KEPT_COLOR}
                  fillOpacity={0.15}
                  disabled={disabled}
                  onKeyDown={onCrownKey(key)}
                  label={t('review.detectedTree', {
                    number: index + 1,
                    confidence: Math.round(trees[index]!.confidence * 100),
                  })}
                />
              );
            })}
            {addedPixels.map((p, index) => {
              const key: CrownRef = `added:${index}`;
              return (
                <CrownMark
                  key={key}
                  crownKey={key}
                  circleRef={keepRef(key)}
                  x={p.x}
                  y={p.y}
                  r={radius}
                  color={ADDED_COLOR}
                  fillOpacity={0.3}
                  disabled={disabled}
                  onKeyDown={onCrownKey(key)}
                  label={t('review.addedTree', { number: index + 1 })}
                />
              );
            })}
          </g>
        </svg>
      </Box>
    </Box>
  );
}
