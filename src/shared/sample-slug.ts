// Read by the sample-page island and by the build, which preloads the sample's own page code.

/** The slug of the sample shown at a path: '/png-market' shows ecommerce, '/templates/hotel' hotel. */
export function sampleSlugAt(path: string): string {
  return path.replace(/\/$/, '') === '/png-market'
    ? 'ecommerce'
    : path.replace(/^\/templates\/([\w-]+).*$/, '$1');
}
