/**
 * The events domain's public face: domain_events rows (who did what, when and from
 * where), written in the caller's transaction and read as timelines.
 */
export { listEvents, recordEvent, recordEvents } from './repository';
export type { DomainEvent, DomainEventInput, EventActor, EventSubjectType } from './repository';
