/** One server-sent event: its `id:` (the notification's seq), `event:` name and `data:`. */
export interface ServerSentEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Parses the text/event-stream format from chunks split anywhere (mid-line, mid-CRLF):
 * `push` each decoded chunk, get the complete events it ends. `lastEventId` is what a
 * reconnect sends as `Last-Event-ID` (the spec keeps it across events that carry no id).
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | null = null;
  private sawCR = false;
  lastEventId: string | null = null;

  push(chunk: string): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    for (const char of chunk) {
      if (this.sawCR) {
        this.sawCR = false;
        if (char === '\n') continue; // the LF of a CRLF already ended the line
      }
      if (char === '\r' || char === '\n') {
        if (char === '\r') this.sawCR = true;
        const event = this.line(this.buffer);
        this.buffer = '';
        if (event) events.push(event);
      } else {
        this.buffer += char;
      }
    }
    return events;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null; // a comment: the server's keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    if (this.id !== null) this.lastEventId = this.id;
    const hadData = this.data.length > 0;
    const event: ServerSentEvent = {
      id: this.lastEventId,
      event: this.event || 'message',
      data: this.data.join('\n'),
    };
    this.data = [];
    this.event = '';
    this.id = null;
    return hadData ? event : null;
  }
}
