// Placeholder until the offers screen lands (its own issue).
export function OffersPage() {
  return (
    <div className="container page">
      <h1 className="page-title">OffersPage</h1>
    </div>
  );
}
