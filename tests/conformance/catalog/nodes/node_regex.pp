node /^playground\.(.*)$/ { notice("matched ${1}") }
node default { notice('default') }
