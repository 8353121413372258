// JSON as it goes inside an inline <script> (JSON-LD, the published pages' state and scripts list),
// written once for the app (src/lib/headTags.ts) and the publish (scripts/publish/page-document.cjs),
// which reads it through scripts/src-lib.cjs: so it must stay self-contained, no imports.

/**
 * `text` (JSON) safe inside a <script> element: `<` becomes \u003c, so no value can close the
 * element (`</script>`) or open a comment (`<!--`); U+2028 and U+2029 become \u2028 and \u2029, the
 * line breaks older JavaScript parsers did not allow inside a string. The JSON means the same.
 */
export function scriptJson(text: string): string {
  return text.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
