/** Texts of Admin → Backups (/admin/backups): the backups the server writes to its backup folder. */
export const backups = {
  backups: {
    title: 'Backups',
    card_text: 'Daily backups on the server, checked by a restore; download one or back up now.',
    daily: 'A backup is written every day at %{time} (India time) to the server’s backup folder and checked by restoring it into a scratch database. The %{keep} newest are kept.',
    no_daily: 'No daily backup is set (BACKUP_TIME is off): back up now when needed. The %{keep} newest are kept.',
    off: 'Backups to a folder are off on this server. Set BACKUP_DIR (README, “Automatic backups”) to turn them on; the Backup & Download button of the citizen list still works.',
    back_up_now: 'Back up now',
    started: 'Backup started. It is written and checked in the background.',
    list: 'Backups on the server',
    empty: 'No backup yet.',
    size_and_time: '%{time} · %{size}',
    status: {
      verified: 'Verified',
      check_failed: 'Check failed',
      checking: 'Checking…',
      writing: 'Writing…',
      failed: 'Failed',
    },
    last_failure: 'Last failure, %{time}',
    download: 'Download',
    download_name: 'Download %{name}',
    downloading: 'Downloading %{name}: %{size} received',
    download_failed: 'The backup could not be downloaded.',
    load_failed: 'Failed to load the backups.',
    start_failed: 'The backup could not be started.',
  },
};
