import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from './NotFound';
import { RequireAccess } from './RequireAccess';

/**
 * A resource's list, shown at the resource's own path only, to a role the permission table lets list it (else the
 * Access Denied page). react-admin routes every path below /<resource>/ to the
 * list when the resource has no edit or show page; the spec has no page there, so such a path is the 404 page.
 */
export function listAtResourcePath(List: ComponentType): ComponentType {
  function ResourceList() {
    const { '*': below } = useParams();
    return below ? (
      <NotFound />
    ) : (
      <RequireAccess>
        <List />
      </RequireAccess>
    );
  }
  return ResourceList;
}
