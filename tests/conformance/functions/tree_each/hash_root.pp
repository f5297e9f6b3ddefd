{a => {b => 1}, c => [2]}.tree_each |$p, $v| { notice("${p} ${v}") }
