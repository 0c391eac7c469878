/**
 * npm run storage:migrate
 * Copies the documents kept on this machine (DATA_DIR/storage) to the bucket of S3_BUCKET and the other S3_*
 * settings, checking each copy by size and SHA-256. Records keep their `file_path`s: the keys are the same.
 */
import { loadConfig } from '../../config.js';
import { copyDocumentsToBucket } from './migrate.js';
import { s3FileStore } from './s3.js';

const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the store needs) to the bucket to copy to.');
  process.exit(2);
}
const store = s3FileStore(config.s3);
console.log(`Copying the documents in ${config.storageDir} to the bucket ${config.s3.bucket}…`);
const report = await copyDocumentsToBucket(config.storageDir, store, (filePath, outcome) => console.log(`  ${filePath}: ${outcome}`));
store.client.destroy();
console.table({ files: report.files, bytes: report.bytes, copied: report.copied, 'already there': report.present, failed: report.failed.length });
if (report.failed.length) {
  console.error(`${report.failed.length} document(s) were not copied; run the command again once the cause is fixed.`);
  process.exit(1);
}
console.log('Every document is in the bucket. Start the server with the S3_* settings; the local folder may then be removed.');
