// A federation runtime plugin of the shell (webpack bundles it into the shell's runtime): it
// hands the shell's copy of the federation runtime core to the remotes, which are built with
// `experiments.externalRuntime` and so carry none of their own (~18 KB gzip less per remote
// on every first load). Only the names the remotes' runtime uses are handed over, so the
// shell's copy stays tree-shaken (the library's own inject plugin takes the whole module).
import {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'grovekeeper-provide-runtime-core',
    beforeInit(args) {
      Global._FEDERATION_RUNTIME_CORE ??= {
        CurrentGlobal,
        Global,
        Module,
        ModuleFederation,
        assert,
        getGlobalFederationConstructor,
        getRemoteEntry,
        getRemoteInfo,
        helpers,
        loadScript,
        loadScriptNode,
        registerGlobalPlugins,
        satisfy,
        setGlobalFederationConstructor,
        setGlobalFederationInstance,
      };
      return args;
    },
  };
}
