import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home/HomePage.tsx'),
  route('*', 'routes/NotFoundPage.tsx'),
] satisfies RouteConfig;
