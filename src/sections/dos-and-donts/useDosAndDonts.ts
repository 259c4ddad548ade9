import { useGetList } from 'react-admin';
import { dosAndDonts } from '#contract/resources/dos-and-donts';
import { isFailedList } from '../../dataProvider';
import { resourceNameOf } from '../../declared/resourceName';

/**
 * The platform's one Dos and Don'ts page, read through its declared data-provider entry: `page` is undefined before
 * one is written; `failed` when it could not be read (then no page is not the same as none written).
 *
 * @example
 * const { page, isPending, failed, refetch } = useDosAndDonts();
 */
export const useDosAndDonts = () => {
  const { data, isPending, meta, refetch } = useGetList(resourceNameOf(dosAndDonts));
  return { page: data?.[0], isPending, failed: isFailedList(meta), refetch: () => void refetch() };
};
