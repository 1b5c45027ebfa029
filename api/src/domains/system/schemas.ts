import { Type } from '@sinclair/typebox';

/** Answers of the start-up and liveness endpoints. */

const RemoteUrl = Type.String({ description: "URL of the remote's mf-manifest.json" });

export const RuntimeConfigResponse = Type.Object({
  apiBaseUrl: Type.String({ description: "'' means the page's own origin" }),
  googleMapsApiKey: Type.String(),
  mapTileUrl: Type.String(),
  mapTileAttribution: Type.String(),
  remotes: Type.Object({
    mf_estates: RemoteUrl,
    mf_trees: RemoteUrl,
    mf_rentals: RemoteUrl,
    mf_contracts: RemoteUrl,
    mf_workforce: RemoteUrl,
  }),
});

export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
