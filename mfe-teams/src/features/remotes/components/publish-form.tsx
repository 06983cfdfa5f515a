import type { FormikHelpers } from 'formik';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { SectionCard } from '../../../components/section-card';
import { usePublishRemoteVersionMutation } from '../api/publish-remote-version';
import { useRegistryForm } from '../hooks/use-registry-form';
import { checkChosen, checkManifestUrl, checkVersion, validateWith } from '../utils/registry-checks';
import { ManifestUrlField, RemoteSelectField } from './registry-fields';
import { RegistryForm } from './registry-form';

export type PublishFormProps = {
  /** The remotes one can publish a version of. */
  names: string[];
};

type Values = { name: string; version: string; manifest_url: string };

const INITIAL: Values = { name: '', version: '', manifest_url: '' };

const validate = validateWith<Values>({
  name: checkChosen,
  version: checkVersion,
  manifest_url: checkManifestUrl,
});

/** Where the server's refusals go: by param, else by code (the version is already published). */
const FIELD_OF: Partial<Record<string, keyof Values>> = {
  name: 'name',
  version: 'version',
  manifest_url: 'manifest_url',
  version_exists: 'version',
};

/**
 * "Publish a version" (issue 34 item 2): a remote, a version label and the URL of its
 * mf-manifest.json. Publishing changes nothing people load until the version is activated or
 * given as a canary. A refusal shows on its field (e.g. a version already published), else
 * above Publish; once published the version and URL empty, the remote stays chosen.
 */
export function PublishForm({ names }: PublishFormProps) {
  const [publish] = usePublishRemoteVersionMutation();
  const { problem, submit } = useRegistryForm(FIELD_OF);

  const handleSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const name = values.name;
    const version = values.version.trim();
    const done = await submit(
      () => publish({ name, version, manifest_url: values.manifest_url.trim() }).unwrap(),
      `Published ${name} ${version}. Activate it, or start a canary, for people to load it.`,
      helpers.setFieldError,
    );
    if (done) helpers.resetForm({ values: { ...INITIAL, name } });
  };

  return (
    <SectionCard
      title="Publish a version"
      description="Add a version that is already uploaded. Nobody loads it until you activate it or start a canary with it."
    >
      <RegistryForm
        label="Publish a version"
        initialValues={INITIAL}
        validate={validate}
        onSubmit={handleSubmit}
        problem={problem}
        submitLabel="Publish"
      >
        <RemoteSelectField names={names} />
        <TextField
          name="version"
          label="Version"
          hint="For example 1.4.0."
          autoComplete="off"
          maxLength={64}
        />
        <ManifestUrlField
          name="manifest_url"
          hint="The address of its mf-manifest.json: https://… or a path on this site, such as /remotes/teams/1.4.0/mf-manifest.json."
        />
      </RegistryForm>
    </SectionCard>
  );
}
