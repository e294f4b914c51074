// The islands' entry as the Preact build bundles it (decision 095): Preact's options first.
import '../../islands/preact-options';
import './hydrate-islands';
