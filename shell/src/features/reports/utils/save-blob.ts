// The shared download helper, behind a module of this feature so its tests can replace it.
export { saveBlob } from '@grovekeeper/shared';
