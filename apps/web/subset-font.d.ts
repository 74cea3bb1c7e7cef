/** The part of subset-font (harfbuzz's hb-subset compiled to wasm) the font plugin uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt';
    /** Layout features to keep (all when absent). */
    keepFeatures?: string[];
    /** An axis pinned to a value, or narrowed to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
