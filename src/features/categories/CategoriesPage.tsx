// Placeholder until the categories screen lands (its own issue).
export function CategoriesPage() {
  return (
    <div className="container page">
      <h1 className="page-title">CategoriesPage</h1>
    </div>
  );
}
