// Lets Astro components write `client:intent` (registered by ./intent.ts), with its options.
import type { IntentOptions } from './intent-directive.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | IntentOptions;
  }
}
export {};
