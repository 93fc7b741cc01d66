// Lets Astro components write `client:intent` (registered by ./intent.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean;
  }
}
export {};
