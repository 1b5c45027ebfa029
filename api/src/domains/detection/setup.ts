import type { AppConfig } from '../../config';
import type { FileStorage } from '../../lib/storage';
import type { ImagerySource } from './imagery/imagery';
import { XyzImagerySource } from './imagery/xyz';
import { LocalTreeDetector } from './local-provider';
import { OpenAiVisionProvider } from './openai/provider';
import { noDetectionProvider, TreeDetection } from './service';
import { SnapshotStore } from './snapshots';

/**
 * The tree detection provider the configuration asks for: the local detector on aerial
 * tiles when DETECTION_IMAGERY_URL is set (or tests hand in an imagery source), else the
 * provider that answers a readable 503. DETECTION_PROVIDER=openai puts the OpenAI vision
 * provider on the same imagery instead (config.ts refuses it without OPENAI_API_KEY). One
 * instance serves the detect route and estate creation, so they share its cache of recent
 * detections. The local detector itself always exists: it also analyses estates'
 * orthophotos, in the same one-at-a-time queue.
 */
export function treeDetection(
  config: AppConfig,
  injected: ImagerySource | undefined,
  snapshotFiles: FileStorage,
): {
  detection: TreeDetection;
  snapshots: SnapshotStore;
  detector: LocalTreeDetector;
  imagery: ImagerySource | null;
} {
  const settings = config.detection;
  const imagery =
    injected ??
    (settings.imageryUrl
      ? new XyzImagerySource({
          urlTemplate: settings.imageryUrl,
          maxZoom: settings.imageryMaxZoom,
          timeoutMs: settings.imageryTimeoutMs,
          concurrency: settings.imageryConcurrency,
          maxImagePx: settings.maxImagePx,
          attribution: settings.imageryAttribution,
        })
      : null);
  const snapshots = new SnapshotStore(snapshotFiles);
  const detector = new LocalTreeDetector({
    imagery,
    snapshots,
    snapshotUrlPrefix: `${config.runtime.apiBaseUrl}/api/openai-vision/snapshots/`,
  });
  const { apiKey, baseUrl, model, timeoutMs } = config.openai;
  const provider =
    imagery && config.detectionProvider === 'openai' && apiKey
      ? new OpenAiVisionProvider({
          imagery,
          snapshots,
          snapshotUrlPrefix: `${config.runtime.apiBaseUrl}/api/openai-vision/snapshots/`,
          apiKey,
          baseUrl,
          model,
          timeoutMs,
        })
      : detector;
  const detection = new TreeDetection(imagery ? provider : noDetectionProvider);
  return { detection, snapshots, detector, imagery };
}
