'use strict';
// The contract wiring: openapi.yaml loaded once, the request/response validator, the {data}
// envelope and paging, and the mapping of every failure onto the contract's error body.
// express-openapi-validator sits in front, so a request the contract rejects never reaches
// a handler, and (when asked) every answer is checked against the contract too.

const fs = require('node:fs');
const path = require('node:path');
const Ajv = require('ajv');
const addFormats = require('ajv-formats');
const OpenApiValidator = require('express-openapi-validator');
const yaml = require('js-yaml');

const SPEC_PATH = path.join(__dirname, '..', 'openapi.yaml');

let specCache = null;
function loadSpec() {
  if (!specCache) {
    specCache = yaml.load(fs.readFileSync(SPEC_PATH, 'utf8'));
  }
  return specCache;
}

class HttpError extends Error {
  /** `fields`: English words per field, for developers; `codes`: the contract's FieldErrorCode per field. */
  constructor(status, code, message, fields, codes) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.codes = codes;
  }
}

const notFound = (what, id) => new HttpError(404, 'not_found', `${what} ${id} was not found.`);

// ---- the envelope and paging ----

function pageOf(rows, query) {
  const o = Number(query.o ?? 0);
  const l = Number(query.l ?? 20);
  return { results: rows.slice(o, o + l), count: rows.length };
}

const send = (res, payload) => res.status(200).json({ data: payload });

// ---- the validator in front ----

/**
 * The validator rejects "reserved" characters in the raw query string, but browsers'
 * URLSearchParams (RTK Query's fetchBaseQuery) send a space as '+', and encodeURIComponent
 * leaves !'()* as they are. A real host reads both, so percent-encode them first.
 */
function encodeLenientQuery(req, res, next) {
  const at = req.url.indexOf('?');
  if (at !== -1 && /[+!'()*]/.test(req.url.slice(at))) {
    const encode = (u) => {
      const i = u.indexOf('?');
      return i === -1 ? u : u.slice(0, i) + u.slice(i).replace(/[+!'()*]/g, (c) => (c === '+' ? '%20' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
    };
    req.url = encode(req.url);
    req.originalUrl = encode(req.originalUrl);
  }
  next();
}

/** Paths outside the contract (media, test hooks, outside-service stand-ins, json-server's own router) skip validation. */
const OUTSIDE_CONTRACT = /^\/(media|__mock|__services|_db)(\/|$)/;

function contractValidator(spec, { validateResponses }) {
  return OpenApiValidator.middleware({
    apiSpec: structuredClone(spec), // the parsed contract; the validator may annotate it
    // Path and query strings are always coerced to their declared types by this validator;
    // coerceTypes governs the JSON body only, where {"companyName": 5} must be a 400, not "5".
    validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false },
    validateResponses: validateResponses ? { removeAdditional: false } : false,
    validateFormats: true,
    ignorePaths: OUTSIDE_CONTRACT,
  });
}

/** Every path of the contract gets its handler, or the server refuses to start. */
function mountOperations(app, spec, handlers) {
  for (const [specPath, item] of Object.entries(spec.paths)) {
    const expressPath = specPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const handler = handlers[op.operationId];
      if (!handler) throw new Error(`mock-server has no handler for ${op.operationId} (${method.toUpperCase()} ${specPath})`);
      app[method](expressPath, (req, res, next) => {
        try {
          handler(req, res);
        } catch (err) {
          next(err);
        }
      });
    }
  }
}

// ---- failures → the contract's error body ----

/** The contract's FieldErrorCode for a validator keyword (the errorCode 'maxLength.openapi.validation'). */
const CODE_OF_KEYWORD = {
  required: 'required',
  maxLength: 'too_long',
  maxItems: 'too_long',
  type: 'invalid_type',
  format: 'invalid_format',
  pattern: 'invalid_format',
  enum: 'invalid_choice',
  minimum: 'out_of_range',
  maximum: 'out_of_range',
  exclusiveMinimum: 'out_of_range',
  exclusiveMaximum: 'out_of_range',
  additionalProperties: 'unknown_field',
};

function describeValidationErrors(err) {
  // The validator reports paths such as '/query/l', '/params/id', '/body/email', '/headers/x'.
  const errors = Array.isArray(err.errors) && err.errors.length ? err.errors : [{ path: err.path, message: err.message }];
  const fields = {};
  const codes = {};
  const sentences = [];
  const where = { query: 'Query parameter', params: 'Path parameter', headers: 'Header', body: 'Body field' };
  for (const e of errors) {
    const [location, ...rest] = String(e.path || '').replace(/^[./]/, '').split(/[./]/);
    const name = rest.join('.');
    const message = String(e.message || 'is not valid').replace(/\.$/, '');
    if (/^(unknown|empty value)/i.test(message)) {
      sentences.push(`${message}.`); // already names the parameter
      fields[name || location] = /^unknown/i.test(message) ? 'is not a parameter of this call' : 'must not be empty';
      codes[name || location] = /^unknown/i.test(message) ? 'unknown_field' : 'required';
    } else if (/additionalProperties/.test(e.errorCode || '') || /must NOT have additional properties/.test(message)) {
      sentences.push(`${where[location] || 'Field'} '${name}' is not part of the contract.`);
      fields[name || location] = 'is not part of the contract';
      codes[name || location] = 'unknown_field';
    } else if (where[location] && name) {
      sentences.push(`${where[location]} '${name}' ${message}.`);
      fields[name] = message;
      codes[name] = CODE_OF_KEYWORD[String(e.errorCode || '').split('.')[0]] || 'invalid';
    } else if (location === 'body') {
      sentences.push(`The request body ${message}.`);
      fields.body = message;
      codes.body = 'invalid';
    } else {
      sentences.push(`${message}.`);
    }
  }
  return { message: sentences.join(' ') || 'The request does not fit the API contract.', fields, codes };
}

let contractPatterns = null;
/** The contract's paths are exact about a trailing '/'; say so when that is the only difference. */
function contractPathNear(requestPath) {
  if (!contractPatterns) {
    contractPatterns = Object.keys(loadSpec().paths).map(pathPattern);
  }
  const other = requestPath.endsWith('/') ? requestPath.slice(0, -1) : `${requestPath}/`;
  return contractPatterns.some((re) => re.test(other)) ? other : null;
}

function toErrorBody(err, req) {
  const status = Number(err.status || err.statusCode) || 500;
  if (err instanceof HttpError) {
    return {
      status,
      error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}), ...(err.codes ? { codes: err.codes } : {}) },
    };
  }
  if (err.type === 'entity.parse.failed') {
    return { status: 400, error: { code: 'bad_request', message: 'The request body is not valid JSON.' } };
  }
  if (err.type === 'entity.too.large' || status === 413) {
    return { status: 413, error: { code: 'payload_too_large', message: 'The request body is too large.' } };
  }
  switch (status) {
    case 400: {
      const { message, fields, codes } = describeValidationErrors(err);
      const perField = Object.keys(fields).length ? { fields, codes } : {};
      return { status, error: { code: 'bad_request', message, ...perField } };
    }
    case 404: {
      const hint = contractPathNear(req.path);
      return { status, error: { code: 'not_found', message: `There is no ${req.method} ${req.path} in the API.${hint ? ` Did you mean ${hint}?` : ''}` } };
    }
    case 405:
      return { status, error: { code: 'method_not_allowed', message: `${req.method} is not allowed on ${req.path}.` } };
    case 415:
      return { status, error: { code: 'unsupported_media_type', message: 'Send the request body as application/json.' } };
    default:
      return { status: 500, error: { code: 'internal_error', message: 'The mock server failed unexpectedly.' } };
  }
}

// ---- the answer check, for failures ----
// express-openapi-validator checks what handlers answer, but not failures: it lets every 5xx
// through, and an error raised before its check is in place (the body parser's 413, its own 415
// and 400s) never meets it. With the answer check on, failures get the same check here: the status
// must be one the contract declares for the call, and the body must fit that response's schema.

const pointer = (...parts) => parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** A contract path ("/offers/get_offer_details/{id}") as a pattern for request paths. */
const pathPattern = (specPath) => new RegExp(`^${specPath.replace(/\{\w+\}/g, '[^/]+')}$`);

/** An Ajv that holds the whole contract as 'contract', so a schema is named by its place in it. */
function contractAjv(spec) {
  const ajv = new Ajv({ strict: false });
  addFormats(ajv);
  ajv.addSchema(spec, 'contract');
  return ajv;
}

/**
 * The check of a response's JSON body, the status as the contract keys it ('200', '4XX',
 * 'default'); null when the contract declares that response without a JSON body, or not at all.
 */
function responseBodyCheck(ajv, spec, specPath, method, status) {
  const response = spec.paths[specPath][method].responses[status];
  if (!response) return null;
  const resolved = response.$ref ? spec.components.responses[response.$ref.split('/').pop()] : response;
  if (!(resolved.content && resolved.content['application/json'])) return null;
  const base = response.$ref ? response.$ref.replace(/^#/, '') : `/${pointer('paths', specPath, method, 'responses', status)}`;
  return ajv.compile({ $ref: `contract#${base}/content/${pointer('application/json')}/schema` });
}

/** (req, status, body) → what differs from the contract, or null (fits, or not a call of the contract). */
function failureCheck(spec) {
  const ajv = contractAjv(spec);
  const operations = Object.entries(spec.paths).flatMap(([specPath, item]) => Object.entries(item)
    .filter(([, op]) => op && op.responses)
    .map(([method, op]) => ({ method, specPath, responses: op.responses, pattern: pathPattern(specPath) })));
  const bodyChecks = new Map();
  const bodyCheck = (op, status) => {
    const id = `${op.method} ${op.specPath} ${status}`;
    if (!bodyChecks.has(id)) bodyChecks.set(id, responseBodyCheck(ajv, spec, op.specPath, op.method, status));
    return bodyChecks.get(id);
  };
  return (req, status, body) => {
    const op = operations.find((o) => o.method === req.method.toLowerCase() && o.pattern.test(req.path));
    if (!op) return null; // an unknown path or method: the contract has no answer to compare with
    const declared = [String(status), `${String(status)[0]}XX`, 'default'].find((s) => op.responses[s]);
    if (!declared) return `${req.method} ${op.specPath} answered ${status}, which openapi.yaml does not declare for this call`;
    const check = bodyCheck(op, declared);
    if (check && !check(body)) return `${req.method} ${op.specPath} answered ${status} with a body openapi.yaml does not allow: ${ajv.errorsText(check.errors)}`;
    return null;
  };
}

/** Anything no route answered: a 404 in the contract's shape. */
function notFoundFallback(req, res, next) {
  next(Object.assign(new Error('not found'), { status: 404 }));
}

/**
 * Express's error handler (four arguments): always the contract's JSON error body. With
 * `validateResponses`, a failure the contract does not declare for the call becomes a 500 saying so,
 * as any other answer that breaks the contract does.
 */
function errorHandler({ validateResponses = false } = {}) {
  const check = validateResponses ? failureCheck(loadSpec()) : null;
  return function handleError(err, req, res, _next) {
    let { status, error } = toErrorBody(err, req);
    if (status >= 500 && !(err instanceof HttpError)) {
      console.error(`[mock-server] ${req.method} ${req.originalUrl}: ${err.stack || err.message}`);
    }
    const mismatch = check && check(req, status, { error });
    if (mismatch) {
      console.error(`[mock-server] ${mismatch}`);
      status = 500;
      error = { code: 'internal_error', message: `The mock's answer broke the contract: ${mismatch}.` };
    }
    if (res.headersSent) return res.end();
    if (status === 405 && err.headers && err.headers.Allow) res.set('Allow', err.headers.Allow);
    return res.status(status).json({ error });
  };
}

module.exports = {
  SPEC_PATH,
  loadSpec,
  contractAjv,
  responseBodyCheck,
  HttpError,
  notFound,
  pageOf,
  send,
  encodeLenientQuery,
  contractValidator,
  mountOperations,
  notFoundFallback,
  errorHandler,
  OUTSIDE_CONTRACT,
};
