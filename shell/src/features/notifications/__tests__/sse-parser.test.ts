import { SseParser } from '../live/sse-parser';
import type { ServerSentEvent } from '../live/sse-parser';

const STREAM =
  ': connected\n\n' +
  'id: 41\nevent: notification\ndata: {"id":"a","title":"First"}\n\n' +
  'id: 42\r\nevent: notification\r\ndata: {"id":"b",\r\ndata: "title":"Second"}\r\n\r\n' +
  'event: ping\ndata: x\n\n';

function feed(parser: SseParser, chunks: string[]): ServerSentEvent[] {
  return chunks.flatMap((chunk) => parser.push(chunk));
}

describe('SseParser', () => {
  it('reads events, ids and multi-line data from one chunk', () => {
    const parser = new SseParser();
    const events = feed(parser, [STREAM]);
    expect(events).toEqual([
      { id: '41', event: 'notification', data: '{"id":"a","title":"First"}' },
      { id: '42', event: 'notification', data: '{"id":"b",\n"title":"Second"}' },
      // An event without its own id keeps the last one seen, as the spec says.
      { id: '42', event: 'ping', data: 'x' },
    ]);
    expect(JSON.parse(events[1]?.data ?? '')).toEqual({ id: 'b', title: 'Second' });
    expect(parser.lastEventId).toBe('42');
  });

  it.each([1, 2, 3, 5, 7, 13])('gives the same events when chunks are %i characters', (size) => {
    const chunks: string[] = [];
    for (let at = 0; at < STREAM.length; at += size) chunks.push(STREAM.slice(at, at + size));
    expect(feed(new SseParser(), chunks)).toEqual(feed(new SseParser(), [STREAM]));
  });

  it('splits between CR and LF without a phantom blank line', () => {
    const parser = new SseParser();
    expect(parser.push('id: 7\r')).toEqual([]);
    expect(parser.push('\ndata: one\r')).toEqual([]);
    // The LF ends the CRLF; only the next blank line dispatches.
    expect(parser.push('\n')).toEqual([]);
    expect(parser.push('\r\n')).toEqual([{ id: '7', event: 'message', data: 'one' }]);
  });

  it('holds an unfinished event until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.push('id: 9\nevent: notification\ndata: {"id"')).toEqual([]);
    expect(parser.lastEventId).toBeNull();
    expect(parser.push(':"c"}\n\n')).toEqual([
      { id: '9', event: 'notification', data: '{"id":"c"}' },
    ]);
    expect(parser.lastEventId).toBe('9');
  });
});
