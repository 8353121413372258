// Placeholder until the search screen lands (its own issue).
export function SearchPage() {
  return (
    <div className="container page">
      <h1 className="page-title">SearchPage</h1>
    </div>
  );
}
