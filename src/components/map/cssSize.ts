/** A map's height as CSS: a number is pixels, a string is any CSS length. */
export function cssSize(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
