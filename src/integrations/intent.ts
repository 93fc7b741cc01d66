/** The `client:intent` directive as an Astro integration (see intent-directive.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function intent(): AstroIntegration {
  return {
    name: 'salonbook:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
