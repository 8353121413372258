// Placeholder until the partners screen lands (its own issue).
export function PartnersPage() {
  return (
    <div className="container page">
      <h1 className="page-title">PartnersPage</h1>
    </div>
  );
}
