/** A short video's length in seconds as m:ss; '' when unknown. */
export const formatDuration = (seconds: unknown) => {
  if (typeof seconds !== 'number' || !(seconds >= 0)) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
