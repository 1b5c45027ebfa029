import { useLocation } from 'react-router-dom';
import { NotFound } from '@grovekeeper/shared';
import { remoteForPath } from '../utils/route-table';
import { RemoteSection } from './RemoteSection';

/** The layout's catch-all: picks the remote serving this path from the shell's route table. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFound />;
  // Keyed by remote, so switching remotes starts with a clean boundary and retry counter.
  return <RemoteSection key={remote} remote={remote} />;
}
