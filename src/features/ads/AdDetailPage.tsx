// Placeholder until the ads screen lands (its own issue).
export function AdDetailPage() {
  return (
    <div className="container page">
      <h1 className="page-title">AdDetailPage</h1>
    </div>
  );
}
