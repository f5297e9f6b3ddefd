class c($a = 1, $b = 2) { notice("a=${a} b=${b}") }
create_resources('class', { 'c' => { 'a' => 10 } }, { 'b' => 20 })
