// The project's layers for the lint (eslint.config.js), in plain JavaScript because ESLint loads
// its configuration without TypeScript.

/**
 * The folders of the project from the bottom layer up. A module imports from its own layer and the
 * layers below it, never from one above: shared/ is what both sides use, schemas/ the content
 * model, src/ the app, pipeline/ turns content into pages with the app, tools/ work around the
 * pipeline, scripts/ start them, and e2e/ drives the built site.
 */
export const LAYERS = ['shared', 'schemas', 'src', 'pipeline', 'tools', 'scripts', 'e2e'];

/**
 * The zones of import-x's `no-restricted-paths` that keep the layers in order: for each layer, the
 * layers above it, with a message that names what it may import instead.
 */
export function layerZones() {
  return LAYERS.slice(0, -1).map((layer, index) => {
    const below = LAYERS.slice(0, index + 1).map((name) => `${name}/`);
    return {
      target: `./${layer}`,
      from: LAYERS.slice(index + 1).map((name) => `./${name}`),
      message: `${layer}/ imports only from ${below.join(', ')}: the layers run ${LAYERS.map((name) => `${name}/`).join(' < ')}, and no module imports from a layer above its own. Move what both need down a layer, or pass it in.`,
    };
  });
}
