node 'web01' { notice('web01') }
node /^playground/ { notice('regex') }
node default { notice('default') }
