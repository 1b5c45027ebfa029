import { loadConfig } from '../config';

const FULL = {
  S3_ENDPOINT: 'http://seaweedfs:8333',
  S3_BUCKET: 'grovekeeper',
  S3_ACCESS_KEY_ID: 'grovekeeper',
  S3_SECRET_ACCESS_KEY: 'a-long-secret',
};

describe('object storage settings (S3_*)', () => {
  it('keep files in the local folders when none is set', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('select the bucket when all four are set, path-style in us-east-1 unless told', () => {
    expect(loadConfig(FULL).s3).toEqual({
      endpoint: 'http://seaweedfs:8333',
      bucket: 'grovekeeper',
      accessKeyId: 'grovekeeper',
      secretAccessKey: 'a-long-secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...FULL, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({ region: 'eu-central-1', forcePathStyle: false });
  });

  it.each([
    [
      { S3_ENDPOINT: 'http://s3:8333', S3_BUCKET: 'b12' },
      'Object storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    ],
    [{ ...FULL, S3_ENDPOINT: 'seaweedfs:8333' }, 'S3_ENDPOINT must be an absolute http(s) URL'],
    [
      { ...FULL, S3_BUCKET: 'My_Bucket' },
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "My_Bucket")',
    ],
    [{ ...FULL, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ S3_REGION: 'eu-central-1' }, 'S3_REGION is set but S3_ENDPOINT and S3_BUCKET are not'],
  ])('stop start-up with a readable message on a bad setting (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
