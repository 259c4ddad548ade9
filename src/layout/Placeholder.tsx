import { Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A screen of the route table whose issue has not landed yet; `title` is a catalogue key. */
export const Placeholder = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.placeholder.body')}
      </Typography>
    </>
  );
};
