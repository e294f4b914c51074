// The islands' entry as the Preact build bundles it (decision 095): Preact's options first.
import './preact-options';
import './hydrate-islands';
