import { describe, expect, it } from 'vitest';
import { readBodyCapped } from './read-body';

/** A response whose body arrives in exactly these chunks. */
function chunked(chunks: readonly number[][]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
      controller.close();
    },
  });
  return new Response(body);
}

const limits = (maxBytes: number) => ({
  maxBytes,
  host: 'indexer.test',
  what: 'account states',
  abort: () => {},
});

describe('reading an answer body', () => {
  it('reads the text as Response.text() does, whatever the chunks cut: characters split, invalid bytes replaced', async () => {
    const bytes = [...new TextEncoder().encode('{"a":"Дж€😀"}'), 0xff, 0xc3, 0x28, 0x41];
    const expected = await new Response(new Uint8Array(bytes)).text();
    for (let cut = 0; cut <= bytes.length; cut++)
      for (const second of [cut, Math.min(bytes.length, cut + 1), Math.min(bytes.length, cut + 3)]) {
        const parts = [bytes.slice(0, cut), bytes.slice(cut, second), bytes.slice(second)];
        expect(await readBodyCapped(chunked(parts), limits(1_000))).toBe(expected);
      }
    expect(await readBodyCapped(chunked([bytes]), limits(1_000))).toBe(expected);
    expect(await readBodyCapped(chunked([]), limits(1_000))).toBe('');
  });

  it('stops at the bound on decoded bytes, with a message that says what and from where', async () => {
    let aborted = false;
    const reading = readBodyCapped(
      chunked([
        [1, 2, 3],
        [4, 5, 6],
      ]),
      { ...limits(5), abort: () => (aborted = true) },
    );
    await expect(reading).rejects.toThrow(
      /account states answer from indexer\.test was larger than 5 bytes; reading stopped/,
    );
    expect(aborted).toBe(true);
  });

  it('refuses a body whose declared length is past the bound before reading it, when nothing encodes it', async () => {
    let aborted = false;
    let cancelled = false;
    // A body that never comes: reading it would never finish.
    const endless = new ReadableStream<Uint8Array>({
      pull: () => new Promise<void>(() => {}),
      cancel: () => void (cancelled = true),
    });
    const response = new Response(endless, { headers: { 'Content-Length': '6000000' } });
    await expect(
      readBodyCapped(response, { ...limits(5_000_000), abort: () => (aborted = true) }),
    ).rejects.toThrow(/was larger than 4\.8 MB; reading stopped there/);
    expect(aborted).toBe(true);
    expect(cancelled).toBe(true);
  });

  it('refuses a body longer than the bound even when its Content-Length understated it', async () => {
    const response = new Response(new Uint8Array(100).fill(0x41), { headers: { 'Content-Length': '5' } });
    await expect(readBodyCapped(response, limits(10))).rejects.toThrow(/was larger than 10 bytes/);
  });
});
