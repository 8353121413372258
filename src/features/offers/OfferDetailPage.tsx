// Placeholder until the offers screen lands (its own issue).
export function OfferDetailPage() {
  return (
    <div className="container page">
      <h1 className="page-title">OfferDetailPage</h1>
    </div>
  );
}
