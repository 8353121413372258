import { screen } from '@testing-library/react';
import { renderRoute } from '../utils/render';

describe('routes', () => {
  it('an unknown path shows the not-found page inside the layout', async () => {
    await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Dalil');
  });
});

describe('page titles follow the language', () => {
  it('uses the Arabic site name in Arabic', async () => {
    await renderRoute('/no/such/page', { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(document.title).toBe('الصفحة غير موجودة · دليل');
  });
});
