// The contract describes every success body as the envelope {"data": ...}. The base query unwraps
// that envelope in one place (src/api/baseApi.ts), so the code generator must be shown the
// unwrapped shapes: this turns each `{type: object, required: [data], properties: {data: X}}`
// success response into X. Only the generator's input changes; openapi.yaml stays the contract.
const fs = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

const contractPath = path.resolve(__dirname, '..', 'openapi.yaml');

function unwrapSchema(schema) {
  if (
    schema &&
    schema.type === 'object' &&
    schema.properties &&
    schema.properties.data &&
    Object.keys(schema.properties).length === 1
  ) {
    return schema.properties.data;
  }
  return schema;
}

function unwrapResponse(response) {
  const json = response && response.content && response.content['application/json'];
  if (json && json.schema) json.schema = unwrapSchema(json.schema);
}

function loadUnwrappedContract() {
  const doc = yaml.load(fs.readFileSync(contractPath, 'utf8'));
  for (const pathItem of Object.values(doc.paths)) {
    for (const operation of Object.values(pathItem)) {
      if (!operation || !operation.responses) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (/^2\d\d$/.test(status) && !response.$ref) unwrapResponse(response);
      }
    }
  }
  for (const response of Object.values(doc.components.responses || {})) unwrapResponse(response);
  return doc;
}

module.exports = { loadUnwrappedContract, contractPath };
