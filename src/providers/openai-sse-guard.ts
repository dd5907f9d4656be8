/*
 * The official client parses an event named `thread.*` (the Assistants API's) in a branch of its
 * own that prints an unparseable event's raw data with console.error, whatever its log level: a
 * server echoing the API key in such an event would have it printed in the CI log. ModelGate
 * calls no API that sends such events, so their `event:` lines are dropped before the client
 * reads the stream; the data is then read as any other event (a corrupted one is a transient
 * failure that quotes nothing).
 */

const EVENT = "event:";
const THREAD_EVENT = /^event:[ \t]*thread\.[^\r\n]*(\r\n|\r|\n)/gm;

/** The event stream without its `event: thread.*` lines, everything else as it came. */
export function withoutThreadEvents(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // The unfinished last line, held only while it may be an `event:` line.
  let pending = "";
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = pending + decoder.decode(chunk, { stream: true });
        const cut = Math.max(text.lastIndexOf("\n"), text.lastIndexOf("\r")) + 1;
        const tail = text.slice(cut);
        const hold = tail !== "" && (tail.startsWith(EVENT) || EVENT.startsWith(tail));
        pending = hold ? tail : "";
        const lines = hold ? text.slice(0, cut) : text;
        const out = lines.includes("thread.") ? lines.replace(THREAD_EVENT, "") : lines;
        if (out !== "") controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        const rest = pending + decoder.decode();
        if (rest !== "") controller.enqueue(encoder.encode(rest));
      },
    }),
  );
}
