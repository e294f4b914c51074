// Placeholder until the panel lands (issue 14): "Try it with your business", loaded by the
// preview bar only when the visitor opens it (import('./personalise-panel')).
export function PersonalisePanel({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Try it with your business">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
