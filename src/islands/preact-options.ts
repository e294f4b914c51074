import { options } from 'preact';

// In the Preact build of the islands (decision 095): Preact runs effects after the next animation
// frame, which never comes in a background tab or under a paused clock (the browser tests' fake
// one), and lets a key pressed in between reach a listener an effect has not added yet. React runs
// the effects of a tap or key before the next event; so do we, in a microtask after each render.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
