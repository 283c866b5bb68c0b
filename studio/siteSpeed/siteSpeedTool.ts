/** The "Site speed" tool in the Studio's top bar (SiteSpeedTool.tsx). */
import { DashboardIcon } from '@sanity/icons/Dashboard';
import type { Tool } from 'sanity';
import { SiteSpeedTool } from './SiteSpeedTool.tsx';

export const siteSpeedTool: Tool = {
  name: 'site-speed',
  title: 'Site speed',
  icon: DashboardIcon,
  component: SiteSpeedTool,
};
