/**
 * The size in UTF-8 bytes of `value` as JSON, what a transport's message limit counts. An ASCII
 * text (almost every record) is its length; only one with other characters is encoded to count.
 */
export function jsonBytes(value: unknown): number {
  const json = JSON.stringify(value) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, control characters included
  return /^[\x00-\x7f]*$/.test(json) ? json.length : new TextEncoder().encode(json).length;
}
