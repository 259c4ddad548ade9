import { useGetList } from 'react-admin';
import { isFailedList, resourceName } from '../../dataProvider';

/**
 * The platform's one Dos and Don'ts page: `page` is undefined before one is written; `failed` when it could not be
 * read (then no page is not the same as none written).
 *
 * @example
 * const { page, isPending, failed, refetch } = useDosAndDonts();
 */
export const useDosAndDonts = () => {
  const { data, isPending, meta, refetch } = useGetList(resourceName('dosAndDonts'));
  return { page: data?.[0], isPending, failed: isFailedList(meta), refetch: () => void refetch() };
};
