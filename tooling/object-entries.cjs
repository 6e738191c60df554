// node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which brings about 20 KB of
// es-abstract helpers with it; every browser the admin panel supports has Object.entries (ES2017) itself.
module.exports = Object.entries;
