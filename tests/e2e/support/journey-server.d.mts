// The types of journey-server.mjs (plain JavaScript, read by `scripts/test.mjs` too).
export declare const journeyServerArgs: string[];
export declare function journeyServerEnv(port: number, dataDir: string): Record<string, string>;
export declare const journeyPort: number;
export declare const journeyServers: ReadonlyArray<{
  name: 'fleet' | 'office';
  port: number;
  env: Record<string, string>;
}>;
