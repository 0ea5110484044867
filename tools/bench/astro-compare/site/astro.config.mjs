import { defineConfig, passthroughImageService } from 'astro/config';

// No image processing or code highlighting: the site's own build does neither.
export default defineConfig({
  image: { service: passthroughImageService() },
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
