notice(values({}))
notice(values({a => {b => 1}, c => [1]}))
notice({x => 1, y => 2}.values.map |$v| { $v * 2 })
