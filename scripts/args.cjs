// Command-line reading for the scripts: walking the options and the usage/--help/exit-code preamble
// (contract, fixtures), and `--name value` lookups (the benchmarks) were each written out the same
// way in more than one script.

/**
 * Calls `onOption(name, value)` for each word of `argv`; `value()` takes the word after the option,
 * throwing "<name> needs a value" when there is none. Unknown options are `onOption`'s to reject.
 */
function eachOption(argv, onOption) {
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i];
    const value = () => {
      const v = argv[i + 1];
      if (v === undefined) throw new Error(`${name} needs a value`);
      i += 1;
      return v;
    };
    onOption(name, value);
  }
}

/**
 * The preamble of a script's main(): `parse(argv)` the command line; a bad one prints the error and
 * the usage (exit code 2), --help (`help: true`) prints the usage (exit code 0).
 * Returns `{ args }` to go on with, or `{ exitCode }` to stop with.
 */
function readArgs(parse, usage, argv = process.argv.slice(2)) {
  let args;
  try {
    args = parse(argv);
  } catch (err) {
    console.error(`${err.message}\n${usage}`);
    return { exitCode: 2 };
  }
  if (args.help) {
    console.log(usage);
    return { exitCode: 0 };
  }
  return { args };
}

/**
 * `option(name, fallback)` over `args`: the word after `name`, or `fallback` when `name` is absent or
 * has nothing after it.
 */
function optionReader(args) {
  return (name, fallback) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
  };
}

module.exports = { eachOption, optionReader, readArgs };
