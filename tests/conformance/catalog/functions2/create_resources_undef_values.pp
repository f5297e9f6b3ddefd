define d($p = 'default p') { notice("${title}: ${p}") }
create_resources('d', { 'x' => { 'p' => undef } })
