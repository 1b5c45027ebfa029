import { Type } from '@sinclair/typebox';

/** Request and answer shapes of address search (the location picker). */

export const GeocodeQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 300 }) });

export const GeocodeAnswer = Type.Object({
  results: Type.Array(
    Type.Object({ label: Type.String(), lat: Type.Number(), lng: Type.Number() }),
  ),
});

export const ReverseQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});

export const ReverseAnswer = Type.Object({ address: Type.String() });
