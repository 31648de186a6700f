import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of the manifest Vite writes with the build: a source module and the chunk it became. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
}

/**
 * The script files (absolute paths) the code of a screen needs beyond what index.html already loads, by the
 * screen's source module (relative to src/web, as the build's manifest names it). Written as modulepreloads,
 * they download with the app's first chunk instead of after it has run; [] when the build has no manifest or
 * the module is not in it.
 */
export type ScreenPreloads = (screenModule: string) => string[];

export function readScreenPreloads(webDistDir: string): ScreenPreloads {
  const file = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const initial = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectImports(manifest, key, initial);
  }
  const preloads = new Map<string, string[]>();
  return (screenModule) => {
    let files = preloads.get(screenModule);
    if (!files) {
      const keys = new Set<string>();
      if (manifest[screenModule]) collectImports(manifest, screenModule, keys);
      files = [...keys].filter((key) => !initial.has(key)).map((key) => `/${manifest[key]!.file}`);
      preloads.set(screenModule, files);
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
