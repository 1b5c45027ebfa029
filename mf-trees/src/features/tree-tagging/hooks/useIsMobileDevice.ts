import { useEffect, useState } from 'react';
import { currentEnvironment, isMobileDevice } from '../utils/scanner';

/** Spec §9's mobile test (mobile user agent or a window under 768 px), kept current on resize. */
export function useIsMobileDevice(): boolean {
  const [mobile, setMobile] = useState(() => isMobileDevice(currentEnvironment()));
  useEffect(() => {
    const update = () => setMobile(isMobileDevice(currentEnvironment()));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
