import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of the manifest Vite writes with the build: a source module and the chunk it became. */
interface ManifestChunk {
  file: string;
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
}

/**
 * The app's own entry (src/web/main.tsx), as the manifest names it. index.html loads only a small boot script,
 * which imports the app once a page drawn by the server has loaded (boot.ts); every page preloads the app's code.
 */
export const APP_MODULE = 'main.tsx';

/** index.html itself, as the manifest names its entry. */
const PAGE_ENTRY = 'index.html';

/**
 * The script files (absolute paths) a module's code needs beyond what index.html already loads, by its source
 * module (relative to src/web, as the build's manifest names it): the app's, or a screen's. Written as
 * modulepreloads, they download with the page instead of once the boot script or the app has run; [] when the
 * build has no manifest or the module is not in it.
 */
export type ScreenPreloads = (sourceModule: string) => string[];

export function readScreenPreloads(webDistDir: string): ScreenPreloads {
  const file = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const initial = new Set<string>();
  collectImports(manifest, PAGE_ENTRY, initial);
  const preloads = new Map<string, string[]>();
  return (sourceModule) => {
    let files = preloads.get(sourceModule);
    if (!files) {
      const keys = new Set<string>();
      if (manifest[sourceModule]) collectImports(manifest, sourceModule, keys);
      files = [...keys].filter((key) => !initial.has(key)).map((key) => `/${manifest[key]!.file}`);
      preloads.set(sourceModule, files);
    }
    return files;
  };
}

/** `key` and every chunk it imports, directly or not. */
function collectImports(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectImports(manifest, imported, into);
}
