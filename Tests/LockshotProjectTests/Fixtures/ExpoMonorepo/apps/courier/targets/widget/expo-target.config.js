/** @type {import('@bacons/apple-targets/app.plugin').ConfigFunction} */
module.exports = () => ({ type: 'widget', name: 'CourierWidget', deploymentTarget: '18.0' })
