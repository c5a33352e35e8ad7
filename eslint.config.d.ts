/** The types of what eslint.config.js exports, for the tests of its fences (tests/lint/). */
export declare const SERVER_FEATURE_USES: Readonly<Record<string, readonly string[]>>;
declare const config: unknown;
export default config;
