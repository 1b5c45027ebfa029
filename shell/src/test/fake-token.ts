// The fake JWT is one of the shared component-test helpers; shell tests import it from here.
export { fakeToken } from '@grovekeeper/shared/testing';
