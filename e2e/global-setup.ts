import { startFakeGeocoder } from './fixtures/fake-geocoder';
import { startOrchardImagery } from './fixtures/orchard-imagery';
import { GEOCODER_PORT, IMAGERY_PORT } from './servers';

/** Starts the loopback stand-ins the product servers call; the answer tears them down. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopGeocoder = await startFakeGeocoder(GEOCODER_PORT);
  const stopImagery = await startOrchardImagery(IMAGERY_PORT);
  return async () => {
    await stopImagery();
    await stopGeocoder();
  };
}
