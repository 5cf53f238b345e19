import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSession, useAuth } from '../auth/AuthContext';
import { menuOf, NAVIGATION, type NavItem } from '../navigation';
import { MarketClockNote } from './MarketClock';
import styles from './Layout.module.css';

/** The frame of every signed-in page: brand, the role's menu (a toggle on narrow screens), sign out. */
export function Layout() {
  const session = useSession();
  const { signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">Skip to content</a>
      <header className={styles.header}>
        <span className={styles.brand}>gridmarket</span>
        <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls="main-menu"
                onClick={() => setMenuOpen((open) => !open)}>
          Menu
        </button>
        <nav id="main-menu" aria-label="Main" className={menuOpen ? `${styles.nav} ${styles.open}` : styles.nav}>
          <ul>
            {menuOf(NAVIGATION[session.role]).map((entry) => ('item' in entry
              ? <li key={entry.item.to}><MenuLink item={entry.item} onChosen={() => setMenuOpen(false)} /></li>
              : <MenuGroup key={entry.group} name={entry.group} items={entry.items}
                           onChosen={() => setMenuOpen(false)} />))}
          </ul>
        </nav>
        <div className={styles.who}>
          <span>
            {session.username} <span className={styles.role}>{session.role}</span>
          </span>
          <button type="button" className="secondary" onClick={signOut}>Sign out</button>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <MarketClockNote />
        <Outlet />
      </main>
    </div>
  );
}

function MenuLink({ item, onChosen }: { item: NavItem; onChosen: () => void }) {
  return (
    <NavLink to={item.to} onClick={onChosen} className={({ isActive }) => (isActive ? styles.active : undefined)}>
      {item.label}
    </NavLink>
  );
}

/**
 * A group of the menu behind a disclosure button (Escape, a choice or leaving it closes it); marked while one of its
 * pages is open.
 */
function MenuGroup({ name, items, onChosen }: { name: string; items: NavItem[]; onChosen: () => void }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  const id = `menu-group-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <li className={styles.group} onKeyDown={(event) => { if (event.key === 'Escape') setOpen(false); }}
        onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false); }}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}
              className={current ? `${styles.groupButton} ${styles.active}` : styles.groupButton}>
        {name} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}><MenuLink item={item} onChosen={() => { setOpen(false); onChosen(); }} /></li>
        ))}
      </ul>
    </li>
  );
}
