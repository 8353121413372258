// Placeholder until the register screen lands (its own issue).
export function RegisterPage() {
  return (
    <div className="container page">
      <h1 className="page-title">RegisterPage</h1>
    </div>
  );
}
