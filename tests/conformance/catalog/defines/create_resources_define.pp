define d($p) { notice("d ${title} ${p}") }
create_resources(d, { 'a' => { 'p' => 1 }, 'b' => { 'p' => 2 } })
notice('main')
