export const id = 68;
export const ids = [68];
export const modules = {

/***/ 687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   configJsonSchema: () => (/* binding */ configJsonSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8439);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7967);


/** The JSON Schema editors use for evalgate.yml, generated from the same zod definitions. */
function configJsonSchema() {
    const schema = zod__WEBPACK_IMPORTED_MODULE_1__/* .toJSONSchema */ .bl(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .configSchema */ .Qn, {
        io: 'input',
        unrepresentable: 'any',
        override: ({ zodSchema, jsonSchema }) => typeIntegers(zodSchema, jsonSchema),
    });
    stateDefaults(schema);
    return {
        ...schema,
        title: 'evalgate suite config (evalgate.yml)',
    };
}
/**
 * Ends each description with the key's default, read from the zod schema's own `.default()`, so
 * an editor's hover says it and no description restates (and can drift from) a value. Mappings'
 * defaults are left to their keys; a description that already speaks of its default is kept.
 */
function stateDefaults(node) {
    if (Array.isArray(node)) {
        node.forEach(stateDefaults);
        return;
    }
    if (node === null || typeof node !== 'object')
        return;
    const schema = node;
    const shown = yamlScalar(schema.default);
    if (typeof schema.description === 'string' && shown !== undefined) {
        if (!/\bdefault\b/i.test(schema.description)) {
            schema.description = `${schema.description.replace(/\.$/, '')}. Default: ${shown}`;
        }
    }
    Object.values(schema).forEach(stateDefaults);
}
/** A default as it would be written in evalgate.yml, for scalars and lists of them only. */
function yamlScalar(value) {
    if (typeof value === 'string')
        return value === '' || /^\s|\s$/.test(value) ? JSON.stringify(value) : value;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    if (Array.isArray(value)) {
        const items = value.map(yamlScalar);
        return items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : undefined;
    }
    return undefined;
}
/**
 * A seed is a number or a BigInt in zod (YAML integers past 2^53 arrive as BigInt), which JSON
 * Schema cannot tell apart: both are one `integer`, without the safe-integer ceiling the number
 * branch carries, and with its lower bound.
 */
function typeIntegers(zodSchema, jsonSchema) {
    const def = zodSchema._zod.def;
    if (def.type !== 'union' || !def.options?.some((o) => o._zod.def.type === 'bigint'))
        return;
    const integer = jsonSchema.anyOf?.find((branch) => branch.type === 'integer');
    if (!integer)
        return;
    delete jsonSchema.anyOf;
    jsonSchema.type = 'integer';
    if (integer.minimum !== undefined)
        jsonSchema.minimum = integer.minimum;
}


/***/ })

};
