import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@tests/utils/render';
import { SearchField, type SearchFieldProps } from './SearchField';

function Controlled(props: Partial<SearchFieldProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <SearchField label="Search partners" value={value} onChange={setValue} {...rest} />;
}

describe('SearchField', () => {
  it('is a labelled search box', async () => {
    await renderWithProviders(<Controlled placeholder="Name, description or location" />);
    const input = screen.getByRole('searchbox', { name: 'Search partners' });
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('placeholder', 'Name, description or location');
    expect(screen.getByText('Search partners')).not.toHaveClass('visually-hidden');
  });

  it('takes no more text than the API searches (openapi.yaml: search maxLength 200)', async () => {
    await renderWithProviders(<Controlled />);
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toHaveAttribute('maxLength', '200');
  });

  it('can hide its label from sight but not from screen readers', async () => {
    await renderWithProviders(<Controlled hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toBeInTheDocument();
    expect(screen.getByText('Search partners')).toHaveClass('visually-hidden');
  });

  it('reports typing through onChange', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<SearchField label="Search" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox'), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it("shows 'Clear search' only when there is text", async () => {
    await renderWithProviders(<Controlled />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'bakery');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });

  it('clears the text and puts focus back in the box', async () => {
    await renderWithProviders(<Controlled initial="bakery" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const input = screen.getByRole('searchbox');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('calls onClear instead of onChange when given', async () => {
    const onClear = jest.fn();
    const onChange = jest.fn();
    await renderWithProviders(<SearchField label="Search" value="spa" onChange={onChange} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('submits the trimmed query on Enter and ignores blank ones', async () => {
    const onSubmit = jest.fn();
    await renderWithProviders(<Controlled onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox');
    await userEvent.type(input, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, ' halwa {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('halwa');
  });

  it('uses the given id', async () => {
    await renderWithProviders(<Controlled id="partners-search" />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('id', 'partners-search');
  });
});
