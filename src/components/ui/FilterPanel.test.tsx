import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@tests/utils/render';
import fs from 'node:fs';
import path from 'node:path';
import { FILTER_PANEL_BREAKPOINTS, FilterPanel, type FilterPanelProps } from './FilterPanel';

function Toggling(props: Partial<FilterPanelProps>) {
  const [open, setOpen] = useState(false);
  return (
    <FilterPanel id="offer-filters" open={open} onToggle={() => setOpen((was) => !was)} {...props}>
      <label>
        Category <select />
      </label>
    </FilterPanel>
  );
}

describe('FilterPanel', () => {
  it("has a 'Filters' toggle that controls the body and says whether it is expanded", async () => {
    await renderWithProviders(<Toggling />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'offer-filters');
    expect(document.getElementById('offer-filters')).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('offer-filters')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes its own title', async () => {
    await renderWithProviders(<Toggling title="Business Type" />);
    expect(screen.getByRole('button', { name: 'Business Type' })).toBeInTheDocument();
  });

  it('shows a badge count and says what it counts', async () => {
    await renderWithProviders(<Toggling badge={1} />);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveTextContent('1');
    expect(toggle).toHaveAccessibleName('Filters 1 active');
  });

  it('shows no badge for 0', async () => {
    await renderWithProviders(<Toggling badge={0} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it("offers 'Clear' when given onClear", async () => {
    const onClear = jest.fn();
    const { rerender } = await renderWithProviders(<Toggling />);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    rerender(<Toggling onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('Clear goes once pressed (nothing is left to clear): the keyboard stays in the panel, its next Tab on the toggle', async () => {
    function Clearable() {
      const [active, setActive] = useState(true);
      return <Toggling onClear={active ? () => setActive(false) : undefined} />;
    }
    await renderWithProviders(<Clearable />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('is collapsible only below collapsibleBelow px, through a static CSS media query (no run-time <style>)', async () => {
    const { container } = await renderWithProviders(<Toggling collapsibleBelow={900} />);
    expect(container.querySelector('.filter-panel')).toHaveClass('filter-panel--below-900');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    const css = fs.readFileSync(path.join(__dirname, 'ui.css'), 'utf8');
    for (const width of FILTER_PANEL_BREAKPOINTS) {
      const block = css.slice(css.indexOf(`@media (min-width: ${width}px)`));
      expect(block).toContain(`.filter-panel--below-${width} > .filter-panel__body[hidden] { display: block; }`);
      expect(block).toContain(`.filter-panel--below-${width} > .filter-panel__header > .filter-panel__toggle { display: none; }`);
    }
  });

  it('speaks Arabic', async () => {
    await renderWithProviders(<Toggling onClear={() => {}} />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'عوامل التصفية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'امسح' })).toBeInTheDocument();
  });
});
