import { Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { modalMediaStyle } from '../modalMediaStyle';

/** Quote cards are square: the layout size of their picture before it loads (the server's thumbnails are 480 wide). */
export const QUOTE_SIZE = { width: 480, height: 480 } as const;

/** The modal's picture: the full image, not the grid's thumbnail. */
export const QuoteMedia = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  if (typeof record.dailyQuoteMediaURL !== 'string' || record.dailyQuoteMediaURL === '')
    return (
      <Typography sx={{ py: 4, textAlign: 'center', bgcolor: 'action.hover' }} color="text.secondary">
        {translate('app.daily_quotes.no_image')}
      </Typography>
    );
  return (
    <img
      src={record.dailyQuoteMediaURL}
      alt={translate('app.daily_quotes.image_alt')}
      {...QUOTE_SIZE}
      style={modalMediaStyle}
    />
  );
};
