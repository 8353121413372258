// Placeholder until the home screen lands (its own issue).
export function HomePage() {
  return (
    <div className="container page">
      <h1 className="page-title">HomePage</h1>
    </div>
  );
}
