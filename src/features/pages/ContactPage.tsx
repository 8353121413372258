// Placeholder until the static pages land (home issue).
export function ContactPage() {
  return (
    <div className="container page">
      <h1 className="page-title">ContactPage</h1>
    </div>
  );
}
