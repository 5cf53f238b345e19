import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useSession, useAuth } from '../auth/AuthContext';
import { NAVIGATION } from '../navigation';
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
            {NAVIGATION[session.role].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={() => setMenuOpen(false)}
                         className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
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
