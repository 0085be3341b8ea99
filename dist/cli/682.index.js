export const id = 682;
export const ids = [682];
export const modules = {

/***/ 7682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   freezeCommand: () => (/* binding */ freezeCommand)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _engine_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(538);
/* harmony import */ var _engine_freeze_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6875);
/* harmony import */ var _engine_imports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2922);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _engine_records_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2052);
/* harmony import */ var _engine_run_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9336);







async function freezeCommand(options, io, env) {
    if (options.run.length === 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('evalgate freeze: expected at least one --run FILE');
    const runs = await Promise.all(options.run.map(async (file) => ({ file, record: await (0,_engine_records_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunRecord */ .l)(file) })));
    const by = { commit: env.GITHUB_SHA ?? null, note: options.note ?? null };
    // Imported records carry their own protocol: no config defines it, so none is loaded.
    const frozen = runs.some((r) => (0,_engine_imports_js__WEBPACK_IMPORTED_MODULE_3__/* .isImported */ .PX)(r.record))
        ? await (0,_engine_imports_js__WEBPACK_IMPORTED_MODULE_3__/* .freezeImported */ .OJ)(node_path__WEBPACK_IMPORTED_MODULE_4___default().dirname(options.config), runs, by)
        : await (0,_engine_freeze_js__WEBPACK_IMPORTED_MODULE_2__/* .freezeRecords */ .O)(await (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(options.config), await (0,_engine_run_js__WEBPACK_IMPORTED_MODULE_6__/* .prepareSuite */ .Az)(await (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(options.config), []), runs, by);
    if (options.json) {
        const document = frozen.map(({ file: _file, ...rest }) => rest);
        io.stdout(`${JSON.stringify({ verdict: 'frozen', frozen: document })}\n`);
    }
    else {
        for (const f of frozen) {
            const was = f.previous ? `was ${f.previous.score?.toFixed(1) ?? 'n/a'}` : 'first baseline';
            io.stdout(`frozen ${f.model} (${f.build}): ${f.score?.toFixed(1) ?? 'n/a'} (${was}) -> ${f.path}\n`);
        }
    }
    return 0;
}


/***/ })

};
