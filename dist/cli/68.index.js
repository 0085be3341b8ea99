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
    const schema = zod__WEBPACK_IMPORTED_MODULE_1__/* .toJSONSchema */ .bl(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .configSchema */ .Qn, { io: 'input', unrepresentable: 'any' });
    return {
        ...schema,
        title: 'evalgate suite config (evalgate.yml)',
    };
}


/***/ })

};
