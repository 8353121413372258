// Placeholder until the partners screen lands (its own issue).
export function PartnerDetailPage() {
  return (
    <div className="container page">
      <h1 className="page-title">PartnerDetailPage</h1>
    </div>
  );
}
