import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category } from '@/api';

/**
 * Opening and closing a category (the path /categories/:id, keeping the search and the page), with
 * the keyboard following the visitor's own choices only, never a deep link's first render: to the
 * panel when one opens, back to its card (or the results heading) when it closes.
 */
export function useCategoryFocus(
  selection: string | null,
  selectedId: number | null,
  hrefFor: (changes: { id: number | null }) => string,
) {
  const navigate = useNavigate();
  const panelRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusPanelNext = useRef(false);
  const focusCardNext = useRef<number | null>(null);
  useEffect(() => {
    if (selection !== null && focusPanelNext.current) {
      focusPanelNext.current = false;
      panelRef.current?.focus();
    }
    if (selection === null && focusCardNext.current !== null) {
      const card = gridRef.current?.querySelector<HTMLElement>(`[data-category-id="${focusCardNext.current}"] a`);
      focusCardNext.current = null;
      (card ?? resultsHeadingRef.current)?.focus();
    }
  }, [selection]);

  const openCategory = (category: Category, event: MouseEvent<HTMLAnchorElement>) => {
    // Keep the search and page in the URL (the card's own link is the bare /categories/{id}).
    event.preventDefault();
    if (category.id === selectedId) {
      panelRef.current?.focus();
      return;
    }
    focusPanelNext.current = true;
    navigate(hrefFor({ id: category.id }));
  };

  const closeCategory = () => {
    focusCardNext.current = selectedId;
    navigate(hrefFor({ id: null }));
  };

  return { panelRef, gridRef, resultsHeadingRef, openCategory, closeCategory };
}
