define site($port = 80) { notice("${title}:${port}") }
create_resources(site, { 'a' => {}, 'b' => { port => 81 } }, { port => 90 })
create_resources('@notify', { 'virt' => {} })
notice(defined(Notify['virt']))
