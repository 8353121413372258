/**
 * Reads text the publish step packed (scripts/publish/page-document.cjs, `packJson`): JSON, gzip'd,
 * in base64. A published page carries its store that way: home's 127 KB of JSON is ~25 KB of
 * base64, and every byte of a page is parsed on the main thread before its first paint, in tasks a
 * low-tier phone feels (issue 31: home's TBT 755 → 571 ms, docs/performance.md). The browser's own
 * gzip decoder unpacks it off the parser's path, after the paint.
 */
export async function unpackJson(packed: string): Promise<unknown> {
  const binary = atob(packed);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  const body = new Response(bytes).body;
  if (!body) throw new Error('No body to unpack');
  return new Response(body.pipeThrough(new DecompressionStream('gzip'))).json();
}
