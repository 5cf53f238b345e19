import { describe, expect, it } from 'vitest';
import { SseParser, type ServerSentEvent } from './sse';

function parse(...chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = new SseParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

describe('SseParser', () => {
  it('dispatches an event at the blank line after its data', () => {
    expect(parse('data: {"jobId":1}\n\n')).toEqual([{ event: 'message', data: '{"jobId":1}' }]);
  });

  it('joins events split anywhere across chunks', () => {
    expect(parse('da', 'ta: {"job', 'Id":2}\n', '\ndata: x\n\n')).toEqual([
      { event: 'message', data: '{"jobId":2}' }, { event: 'message', data: 'x' }]);
  });

  it('accepts CRLF and CR line ends, also a CRLF split between chunks', () => {
    expect(parse('data: a\r\n\r\ndata: b\r\rdata: c\r', '\n\r', '\n')).toEqual([
      { event: 'message', data: 'a' }, { event: 'message', data: 'b' }, { event: 'message', data: 'c' }]);
  });

  it('joins several data lines with a line feed and keeps the event name and id', () => {
    expect(parse('event: status\nid: 7\ndata: one\ndata:two\n\n')).toEqual([
      { event: 'status', data: 'one\ntwo', id: '7' }]);
  });

  it('ignores comments, unknown fields and blank lines without data', () => {
    expect(parse(': keep-alive\n\nretry: 1000\nfoo: bar\n\n')).toEqual([]);
  });

  it('does not dispatch an event whose blank line has not arrived yet', () => {
    expect(parse('data: half')).toEqual([]);
  });
});
