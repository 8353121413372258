/**
 * A detail page (an offer, a product) while its record loads: a picture and a few lines in the
 * page's two-column shape, with the loading words for screen readers. Its styles live in ui.css,
 * so the skeleton is styled on a direct visit to any detail page, whatever chunk it is in.
 */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className="detail-skeleton">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="skeleton detail-skeleton__block detail-skeleton__media" aria-hidden="true" />
      <div className="detail-skeleton__lines" aria-hidden="true">
        <div className="skeleton detail-skeleton__block detail-skeleton__line detail-skeleton__line--title" />
        <div className="skeleton detail-skeleton__block detail-skeleton__line detail-skeleton__line--short" />
        <div className="skeleton detail-skeleton__block detail-skeleton__line" />
        <div className="skeleton detail-skeleton__block detail-skeleton__line" />
      </div>
    </div>
  );
}
