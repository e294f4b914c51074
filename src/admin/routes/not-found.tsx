import { Link } from 'react-router';
import { PageHeader, smallButtonStyles } from '../components/ui';
import { adminMeta } from '../meta';

export const meta = () => adminMeta('Not found');

export default function AdminNotFound() {
  return (
    <>
      <PageHeader title="There is no such inbox page" />
      <Link to="/admin" className={smallButtonStyles.secondary}>
        Back to Today
      </Link>
    </>
  );
}
