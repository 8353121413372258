import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { changeLanguage, isLanguage } from '@/lib/i18n';
import { MAIN_CONTENT_ID } from '@/lib/mainContent';
import { SEARCH_TEXT_MAX_LENGTH } from '@/lib/searchText';
import { useSavedPlaces } from '@/domain/savedPlaces';
import { Icon } from '../Icon';
import './layout.css';

const navItems = [
  { to: paths.home.getHref(), key: 'home', end: true },
  { to: paths.partners.getHref(), key: 'partners', end: false },
  { to: paths.offers.getHref(), key: 'offers', end: false },
  { to: paths.categories.getHref(), key: 'categories', end: false },
  { to: paths.register.getHref(), key: 'joinUs', end: false },
] as const;

export function Header() {
  const { t } = useTranslation();
  const { menuOpen, setMenuOpen, toggleRef } = useHeaderMenu();
  const menuId = useId();

  return (
    <header className="site-header">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipLink')}
      </a>
      <div className="container site-header__bar">
        {/* Label in name (WCAG 2.5.3): the name starts with the visible wordmark; the mark's letter
            is drawn by CSS so it is not text a voice user would have to say. */}
        <Link to={paths.home.getHref()} className="site-header__logo" aria-label={t('brand.homeLabel')}>
          <span className="site-header__mark" aria-hidden="true" />
          <span className="site-header__wordmark">{t('brand.name')}</span>
        </Link>

        {/* The toggle sits right before the menu it opens, so on a phone Tab goes from the toggle into
            the open menu, then on to the search field and the language switch: the order they show in
            (WCAG 2.4.3). On a desktop the toggle is not shown and the order is logo, links, search,
            language. */}
        <button
          ref={toggleRef}
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
        </button>

        <MainNav id={menuId} open={menuOpen} onLinkFollowed={() => setMenuOpen(false)} />

        <HeaderSearch inputId={`${menuId}-q`} onSearched={() => setMenuOpen(false)} />

        {/* After the search field, before the language switch: where it shows on both layouts. */}
        <SavedLink />

        <LanguageSwitch descriptionId={`${menuId}-language`} />

      </div>
    </header>
  );
}

/** Whether the phone's menu is open; Escape closes the open menu and hands focus back to its toggle. */
function useHeaderMenu() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  return { menuOpen, setMenuOpen, toggleRef };
}

/** The site's main links; following one closes the phone's menu. */
function MainNav({ id, open, onLinkFollowed }: { id: string; open: boolean; onLinkFollowed: () => void }) {
  const { t } = useTranslation();
  return (
    <nav
      id={id}
      className={`site-header__nav${open ? ' is-open' : ''}`}
      aria-label={t('nav.main')}
      // Following a link closes the mobile menu.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onLinkFollowed();
      }}
    >
      <ul>
        {navItems.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end={item.end} className="site-header__link">
              {t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's search field: a query that is not blank goes to /search. */
function HeaderSearch({ inputId, onSearched }: { inputId: string; onSearched: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return; // Blank or whitespace-only queries are ignored.
    onSearched();
    navigate(paths.search.getHref(trimmed));
  };

  return (
    <form className="site-header__search" role="search" aria-label={t('header.searchLabel')} onSubmit={onSearch}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('header.searchLabel')}
      </label>
      <input
        id={inputId}
        className="input site-header__search-input"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        // It becomes /search's query, which the API takes up to this length.
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        enterKeyHint="search"
      />
      <button type="submit" className="site-header__search-button" aria-label={t('header.searchSubmit')}>
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}

/**
 * The link to /saved, named by what it shows, 'Saved', then the count as one phrase for screen readers
 * ('3 places'; in Arabic 'عنصر واحد' or 'لا عناصر', never a digit before a singular noun). The visible
 * digit is hidden from them so the phrase is not read twice.
 */
function SavedLink() {
  const { t, i18n } = useTranslation();
  const savedCount = useSavedPlaces().items.length;
  return (
    <NavLink to={paths.saved.getHref()} className="site-header__saved">
      <Icon name="heart" size={20} />
      <span className="site-header__saved-word">{t('header.savedWord')}</span>{' '}
      <span className="site-header__saved-count" aria-hidden="true">
        {formatCount(savedCount, i18n.language)}
      </span>
      <span className="visually-hidden"> {t('header.savedCount', { count: savedCount })}</span>
    </NavLink>
  );
}

/**
 * The switch to the other language, named by its visible text (the language, in that language: WCAG
 * 2.5.3); what it does is the description.
 */
function LanguageSwitch({ descriptionId }: { descriptionId: string }) {
  const { t, i18n } = useTranslation();
  const otherLanguage = i18n.language === 'ar' ? 'en' : 'ar';
  const onSwitchLanguage = () => {
    if (isLanguage(otherLanguage)) void changeLanguage(i18n, otherLanguage);
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small site-header__language"
        onClick={onSwitchLanguage}
        lang={otherLanguage}
        aria-describedby={descriptionId}
      >
        <Icon name="globe" size={16} />
        {t('language.other')}
      </button>
      <span id={descriptionId} lang={otherLanguage} hidden>
        {t('language.switchLabel')}
      </span>
    </>
  );
}
