// Shared UI building blocks: one pager, one error box, one empty state, one search field…
export { pageWindow } from './pageWindow';
export { Pager, type PagerProps } from './Pager';
export { ErrorBox, type ErrorBoxProps } from './ErrorBox';
export { EmptyState, EmptyResults, type EmptyStateProps, type EmptyResultsProps } from './EmptyState';
export { ViewToggle, type ViewToggleProps, type ViewMode } from './ViewToggle';
export { SearchField, type SearchFieldProps } from './SearchField';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './useDebouncedValue';
export { useSearchDraft } from './useSearchDraft';
export { LiveRegion, type LiveRegionProps } from './LiveRegion';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { DeferredSection, type DeferredSectionProps } from './DeferredSection';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { AsyncSection, type AsyncSectionProps, type AsyncQuery } from './AsyncSection';
export { useFirstItems, ShowAllToggle, type ShowAllToggleProps } from './FirstItems';
export { BackLink, type BackLinkProps } from './BackLink';
export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
export { DetailSkeleton } from './DetailSkeleton';
export { DetailPage, type DetailPageProps } from './DetailPage';
