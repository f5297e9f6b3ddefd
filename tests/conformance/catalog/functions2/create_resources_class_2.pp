class cfg($v) { notice("cfg ${v}") }
create_resources('class', { 'cfg' => { v => 7 } })
