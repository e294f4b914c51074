import { options } from 'preact';

// In the Preact build of the islands (decision 095): Preact runs effects after the next animation
// frame, which never comes in a background tab or under a paused clock (the browser tests' fake
// one). React's scheduler runs them in a task of their own instead; so do we, through a
// MessageChannel, so the islands behave as the React code they are written as.
options.requestAnimationFrame = (callback) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
};
