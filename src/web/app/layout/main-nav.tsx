import { useLingui } from '@/i18n';
import { cn } from '@/lib/cn';
import { Link, NavLink } from '@/lib/router';
import type { NavItem } from './nav-items';

interface MainNavLinkProps {
  item: NavItem;
  className: string;
  activeClassName: string;
}

/** A header link; section anchors are plain links so they never claim to be the current page. */
export function MainNavLink({ item, className, activeClassName }: MainNavLinkProps) {
  const { i18n } = useLingui();
  if (item.isAnchor) {
    return (
      <Link to={item.to} className={className}>
        {i18n._(item.label)}
      </Link>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) => cn(className, isActive && activeClassName)}
    >
      {i18n._(item.label)}
    </NavLink>
  );
}
