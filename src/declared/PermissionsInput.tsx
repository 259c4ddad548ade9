import {
  Box,
  Checkbox,
  FormControl,
  FormLabel,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { grantableResources, standardActions, type Permission } from '#contract/permissions';
import { languages } from '#contract/resources/languages';
import { referenceOf } from '../declaration/references';

const permissionsOf = (value: unknown): Permission[] => (Array.isArray(value) ? (value as Permission[]) : []);

/** The role's one language scope: the languages its grants name (they all name the same ones). */
const scopeOf = (permissions: readonly Permission[]) => [
  ...new Set(permissions.flatMap((permission) => permission.languages ?? [])),
];

/**
 * A role's grants (a `permissions` field, issue 40): a grid of what may be granted (`grantableResources`, one row a
 * resource in its words, one checkbox per action it offers), the fields each row hides, and one language scope for the
 * whole role, put on each of its grants (a resource without a language ignores it).
 */
export const PermissionsInput = ({ source, label, disabled }: { source: string; label: string; disabled: boolean }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const permissions = permissionsOf(field.value);
  const scope = scopeOf(permissions);
  const scopeLabelId = useId();
  const { resource: languageResource, nameField, idField } = referenceOf(languages.name);
  const { data: languageRecords = [] } = useGetList(languageResource, {
    pagination: { page: 1, perPage: 1000 },
    filter: { status: 'Active' },
  });
  const extraActions = [
    ...new Set(
      grantableResources.flatMap((entry) =>
        entry.actions.filter((action) => !(standardActions as readonly string[]).includes(action)),
      ),
    ),
  ];
  const actions = [...standardActions, ...extraActions];

  /** The grants with `resource`'s changed, a grant without actions left out; each carries the role's scope. */
  const save = (next: Permission[], languageIds = scope) =>
    field.onChange(
      next
        .filter((permission) => permission.actions.length > 0)
        .map(({ resource, actions: granted, hiddenFields }) => ({
          resource,
          actions: granted,
          ...(languageIds.length ? { languages: languageIds } : {}),
          ...(hiddenFields?.length ? { hiddenFields } : {}),
        })),
    );
  const grantOf = (resource: string) => permissions.find((permission) => permission.resource === resource);
  const change = (resource: string, update: (grant: Permission) => Permission) => {
    const grant = update(grantOf(resource) ?? { resource, actions: [] });
    save([...permissions.filter((permission) => permission.resource !== resource), grant]);
  };
  const toggle = (resource: string, action: string, on: boolean) =>
    change(resource, (grant) => ({
      ...grant,
      actions: on ? [...grant.actions, action] : grant.actions.filter((each) => each !== action),
    }));

  return (
    <FormControl component="fieldset" disabled={disabled} fullWidth sx={{ my: 1 }}>
      <FormLabel component="legend">{translate(label)}</FormLabel>
      <FormControl fullWidth sx={{ my: 1 }} disabled={disabled}>
        <InputLabel id={scopeLabelId}>{translate('app.roles.languages')}</InputLabel>
        <Select
          labelId={scopeLabelId}
          label={translate('app.roles.languages')}
          multiple
          value={scope}
          onChange={(event) => {
            const value = event.target.value;
            save(permissions, typeof value === 'string' ? value.split(',') : value);
          }}
          renderValue={(selected) =>
            selected
              .map((id) => String(languageRecords.find((record) => String(record[idField]) === id)?.[nameField] ?? id))
              .join(', ')
          }
        >
          {languageRecords.map((record) => {
            const id = String(record[idField]);
            return (
              <MenuItem key={id} value={id}>
                <Checkbox checked={scope.includes(id)} />
                <ListItemText primary={String(record[nameField])} />
              </MenuItem>
            );
          })}
        </Select>
        <Typography variant="body2" color="text.secondary">
          {translate('app.roles.languages_hint')}
        </Typography>
      </FormControl>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate(label)}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('app.roles.resource')}
              </TableCell>
              {actions.map((action) => (
                <TableCell key={action} component="th" scope="col">
                  {action}
                </TableCell>
              ))}
              <TableCell component="th" scope="col">
                {translate('app.roles.hidden_fields')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {grantableResources.map((entry) => {
              const grant = grantOf(entry.resource);
              return (
                <TableRow key={entry.resource}>
                  <TableCell component="th" scope="row">
                    {entry.words}
                  </TableCell>
                  {actions.map((action) => (
                    <TableCell key={action} padding="checkbox">
                      {entry.actions.includes(action) && (
                        <Checkbox
                          checked={grant?.actions.includes(action) ?? false}
                          onChange={(event) => toggle(entry.resource, action, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `${action} ${entry.words}` } }}
                        />
                      )}
                    </TableCell>
                  ))}
                  <TableCell>
                    {entry.fields.length > 0 && (
                      <Select
                        multiple
                        size="small"
                        displayEmpty
                        value={[...(grant?.hiddenFields ?? [])]}
                        inputProps={{ 'aria-label': translate('app.roles.hidden_fields_of', { words: entry.words }) }}
                        onChange={(event) => {
                          const value = event.target.value;
                          const hiddenFields = typeof value === 'string' ? value.split(',') : value;
                          change(entry.resource, (held) => ({ ...held, hiddenFields }));
                        }}
                        renderValue={(selected) => (selected.length ? selected.join(', ') : '—')}
                        sx={{ minWidth: 120 }}
                      >
                        {entry.fields.map((name) => (
                          <MenuItem key={name} value={name}>
                            <Checkbox checked={grant?.hiddenFields?.includes(name) ?? false} />
                            <ListItemText primary={name} />
                          </MenuItem>
                        ))}
                      </Select>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </FormControl>
  );
};
