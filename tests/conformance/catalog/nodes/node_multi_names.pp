node 'www1.example.com', 'playground.example.com', /^db\d+/ {
  notice("matched as ${trusted['certname']}")
}
node default { notice('default') }
