// Placeholder until the static pages land (home issue).
export function AboutPage() {
  return (
    <div className="container page">
      <h1 className="page-title">AboutPage</h1>
    </div>
  );
}
