import { type ReactNode, Suspense, useState } from 'react';

// Preact hydrates a tree in one task; a whole sample site, or all of a page's islands, in one is a
// long task on a phone (issue 26, decision 096). While a page hydrates, each island and each part
// wrapped in InTurn waits for a task of its own: Preact keeps its prerendered HTML until then.

interface Turn {
  taken: boolean;
  promise: Promise<void>;
}

const TAKEN: Turn = { taken: true, promise: Promise.resolve() };

// Set once, before the islands hydrate: the parts keep the same tree (Suspense) from then on.
let takingTurns = false;
let hydrating = false;
const waiting: (() => void)[] = [];
const afterLastTurn: (() => void)[] = [];
// A message is a new task; a timer would stall under a paused clock (the browser tests' fake one).
let channel: MessageChannel | undefined;
let posted = false;

function nextTask(): void {
  if (posted || !channel) return;
  posted = true;
  channel.port2.postMessage(null);
}

function takeTurn(): void {
  posted = false;
  const turn = waiting.shift();
  if (turn) {
    turn();
    nextTask();
    return;
  }
  hydrating = false;
  afterLastTurn.splice(0).forEach((done) => done());
}

/** From now until turnsTaken resolves, each island and InTurn part hydrates in a task of its own. */
export function hydrateInTurns(): void {
  channel = new MessageChannel();
  channel.port1.onmessage = takeTurn;
  takingTurns = true;
  hydrating = true;
}

function queueTurn(): Turn {
  if (!hydrating) return TAKEN;
  const turn: Turn = { taken: false, promise: TAKEN.promise };
  turn.promise = new Promise((resolve) =>
    waiting.push(() => {
      turn.taken = true;
      resolve();
    }),
  );
  nextTask();
  return turn;
}

/** Resolves in a task of its own, after the turns queued before it. */
export const nextTurn = (): Promise<void> => queueTurn().promise;

/** Resolves in the task after every waiting part has had its turn. */
export function turnsTaken(): Promise<void> {
  if (!hydrating) return Promise.resolve();
  return new Promise((done) => {
    afterLastTurn.push(done);
    nextTask();
  });
}

// Throws its turn's promise until the turn comes: Preact's Suspense keeps the prerendered node.
function Wait({ children }: { children: ReactNode }) {
  const [turn] = useState(queueTurn);
  if (!turn.taken) throw turn.promise;
  return children;
}

/**
 * A part of a page that hydrates in a task of its own. Preact keeps one node of a suspended part,
 * so the part is one element: a box with `display: contents` (it changes no layout) around the
 * children, or, with `element`, the children themselves, when they are always one element (a
 * list's item).
 */
export function InTurn({ children, element = false }: { children: ReactNode; element?: boolean }) {
  const box = element ? children : <div className="contents">{children}</div>;
  if (!takingTurns) return box;
  return (
    <Suspense fallback={null}>
      <Wait>{box}</Wait>
    </Suspense>
  );
}
