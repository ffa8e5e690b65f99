// Stands in for stylesheets, fonts and images imported by client modules under Jest.
module.exports = {};
