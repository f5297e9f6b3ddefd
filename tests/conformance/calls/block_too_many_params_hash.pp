notice(map({a => 1}) |$a, $b, $c| { 1 })
