/** @type {import('@bacons/apple-targets/app.plugin').Config} */
module.exports = config => ({
  type: "widget",
  name: "PulseActivity",
  deploymentTarget: "17.0",
});
