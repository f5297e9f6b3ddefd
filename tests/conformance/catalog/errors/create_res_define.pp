define site($port) { notice("${title} on ${port}") }
create_resources(site, { 'a' => { 'port' => 1 }, 'b' => { 'port' => 2 } })
notice('after')
