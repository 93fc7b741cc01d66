/** The `client:intent` directive as an Astro integration (see intent-directive.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import hoistImports from './hoist-imports.ts';

export default function intent(): AstroIntegration {
  return {
    name: 'salonbook:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        // An island's code arrives in two rounds of requests after the touch, whatever its depth of imports.
        updateConfig({ vite: { plugins: [hoistImports()] } });
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
