import { build } from 'vite';
import type { BootScripts } from '../src/render/boot-script';

/**
 * Builds one of an island page's inline scripts (src/islands/boot): its imports bundled, its
 * types stripped, minified. The early script is a classic one, run in the page's global scope:
 * wrapped in a function so its names stay its own.
 */
async function compile(input: string, format: 'es' | 'iife'): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      minify: true,
      rolldownOptions: { input, output: { format } },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((file) => file.type === 'chunk');
  if (chunks.length !== 1)
    throw new Error(`${input} must build into one file, not ${chunks.length}.`);
  const code = chunks[0]!.code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`${input} would end its inline script early.`);
  if (/^\s*(import|export)\b/m.test(code))
    throw new Error(`${input} must import nothing at run time.`);
  return code;
}

/** The boot loader and the head's early script, as the page pipeline inlines them. */
export async function compileBootScripts(): Promise<BootScripts> {
  return {
    boot: await compile('src/islands/boot/boot.ts', 'es'),
    early: await compile('src/islands/boot/early.ts', 'iife'),
  };
}
