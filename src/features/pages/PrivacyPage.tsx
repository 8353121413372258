// Placeholder until the static pages land (home issue).
export function PrivacyPage() {
  return (
    <div className="container page">
      <h1 className="page-title">PrivacyPage</h1>
    </div>
  );
}
