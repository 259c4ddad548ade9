import { Navigate, Route } from 'react-router-dom';
import { Placeholder } from './Placeholder';

/**
 * The routes of a section whose screens arrive with later issues: `root` goes to the first child, and every child
 * shows a placeholder titled with the `title` catalogue key.
 *
 * @example
 * routes: placeholderRoutes('app.jobs.title', jobPaths.root, [jobPaths.active, jobPaths.expired]),
 */
export const placeholderRoutes = (title: string, root: string, children: string[]) => (
  <Route path={root}>
    <Route index element={<Navigate to={children[0].slice(root.length + 1)} replace />} />
    {children.map((child) => (
      <Route key={child} path={child.slice(root.length + 1)} element={<Placeholder title={title} />} />
    ))}
  </Route>
);
