/**
 * Packaging cannot run here (electron-builder downloads Electron), so its configuration is checked with
 * electron-builder's own schema validation, and the security fuses and targets are asserted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// electron-builder's own modules (CommonJS); js-yaml is the YAML reader electron-builder itself uses.
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('app-builder-lib/package.json'));
const { validateConfiguration } = fromBuilder('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const { DebugLogger } = fromBuilder('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
const yaml = fromBuilder('js-yaml') as { load(text: string): unknown };

type BuilderConfig = {
  electronFuses: Record<string, boolean>;
  linux: { target: string[] };
  mac: { target: string[] };
  win: { target: string[] };
  files: string[];
  asarUnpack: string[];
  npmRebuild: boolean;
};
const { minimatch } = fromBuilder('minimatch') as {
  minimatch(path: string, pattern: string, options?: object): boolean;
};
const config = yaml.load(
  readFileSync(new URL('../electron-builder.yml', import.meta.url), 'utf8'),
) as BuilderConfig;

describe('electron-builder configuration', () => {
  it("passes electron-builder's schema validation", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('would be rejected if it were wrong (the check bites)', async () => {
    const broken = { ...config, electronFuses: { ...config.electronFuses, notAFuse: true } };
    await expect(validateConfiguration(broken, new DebugLogger(false))).rejects.toThrow(
      /Invalid configuration/,
    );
  });

  it('sets the security fuses at packaging time', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('builds AppImage and deb, dmg, nsis from the built app only', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.files).toContain('out/**');
  });

  it('unpacks every prebuilt binary of classic-level (the lookup log) from the asar, and does not rebuild it', () => {
    const prebuilds = new URL('../node_modules/classic-level/prebuilds/', import.meta.url);
    const binaries = readdirSync(prebuilds, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.node'))
      .map((file) => `node_modules/classic-level/prebuilds/${file.replaceAll('\\', '/')}`);
    expect(binaries).toContain('node_modules/classic-level/prebuilds/linux-x64/classic-level.node');
    expect(binaries.length).toBeGreaterThanOrEqual(5);
    const unpacked = (path: string) =>
      config.asarUnpack.some((pattern) => minimatch(path, pattern, { dot: true }));
    for (const binary of binaries) expect(unpacked(binary), binary).toBe(true);
    // The check bites: the app's own code stays packed.
    expect(unpacked('out/main/main.cjs')).toBe(false);
    expect(config.npmRebuild).toBe(false);
  });
});
