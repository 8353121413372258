'use strict';
// Join-form applications on disk: <dataDir>/registrations.json, so they survive a restart.
// Writes are atomic (temp file in the same directory, fsync, rename): a crash mid-write
// leaves the previous file whole, never a truncated one.

const fs = require('node:fs');
const path = require('node:path');

const FILE_NAME = 'registrations.json';

function createRegistrationStore(dataDir) {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, FILE_NAME);
  let tempCounter = 0;

  return {
    file,

    /** The stored applications, [] when the file does not exist yet. */
    load() {
      let text;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch (err) {
        if (err.code === 'ENOENT') return [];
        throw err;
      }
      let parsed;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        // Refuse to start rather than overwrite applications we could not read.
        throw new Error(`${file} is not valid JSON (${err.message}); fix or remove it`, { cause: err });
      }
      const list = Array.isArray(parsed) ? parsed : parsed && parsed.registrations;
      if (!Array.isArray(list)) throw new Error(`${file} has no "registrations" list; fix or remove it`);
      return list;
    },

    /** Replace the stored list. Creates the directory on first use. */
    save(registrations) {
      fs.mkdirSync(dir, { recursive: true });
      tempCounter += 1;
      const temp = path.join(dir, `.${FILE_NAME}.${process.pid}.${tempCounter}.tmp`);
      const json = `${JSON.stringify({ registrations }, null, 2)}\n`;
      const fd = fs.openSync(temp, 'w');
      try {
        fs.writeSync(fd, json);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      try {
        fs.renameSync(temp, file);
      } catch (err) {
        fs.rmSync(temp, { force: true });
        throw err;
      }
    },
  };
}

module.exports = { createRegistrationStore, FILE_NAME };
