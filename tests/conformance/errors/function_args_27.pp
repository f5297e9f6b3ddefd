notice(filter({a=>1}) |$a, $b, $c| { true })
