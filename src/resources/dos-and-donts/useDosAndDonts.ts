import { useGetList } from 'react-admin';
import { resourceName } from '../../dataProvider';

/** The platform's one Dos and Don'ts page: `page` is undefined before one is written. */
export const useDosAndDonts = () => {
  const { data, isPending, error } = useGetList(resourceName('dosAndDonts'));
  return { page: data?.[0], isPending, error };
};
