/**
 * A server-sent events parser (the WHATWG "event stream" rules) fed with text chunks as they arrive:
 * lines end with LF, CRLF or CR (a CR at the end of one chunk may be followed by the LF at the start of
 * the next); "data:" lines accumulate; a blank line dispatches the event; ":" lines are comments.
 */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

export class SseParser {
  private buffer = '';
  private pendingCr = false;
  private data: string[] = [];
  private event = '';
  private id?: string;

  constructor(private readonly onEvent: (event: ServerSentEvent) => void) {}

  push(chunk: string): void {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) {
      text = text.slice(1);
    }
    this.pendingCr = false;
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const c = this.buffer[i];
      if (c === '\n' || c === '\r') {
        this.line(this.buffer.slice(start, i));
        if (c === '\r') {
          if (i + 1 < this.buffer.length) {
            if (this.buffer[i + 1] === '\n') {
              i++;
            }
          } else {
            this.pendingCr = true;
          }
        }
        start = i + 1;
      }
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0) {
        this.onEvent({ event: this.event || 'message', data: this.data.join('\n'),
          ...(this.id !== undefined ? { id: this.id } : {}) });
      }
      this.data = [];
      this.event = '';
      return;
    }
    if (line.startsWith(':')) {
      return;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    if (field === 'data') {
      this.data.push(value);
    } else if (field === 'event') {
      this.event = value;
    } else if (field === 'id') {
      this.id = value;
    }
  }
}

/**
 * Reads a server-sent events response to its end and hands each event's data, parsed as JSON, to {@code onData};
 * an event whose data is not JSON (the service's streams send JSON only), or that {@code onData} fails on, is
 * ignored and the stream read on.
 */
export async function readJsonEvents<T>(response: Response, onData: (data: T) => void): Promise<void> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser((event) => {
    try {
      onData(JSON.parse(event.data) as T);
    } catch {
      // not JSON, or not an event this reader understands: ignored
    }
  });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) {
      return;
    }
    parser.push(value);
  }
}
