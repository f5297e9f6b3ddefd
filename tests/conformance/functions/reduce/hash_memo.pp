notice({a => 1, b => 2}.reduce(0) |$m, $kv| { $m + $kv[1] })
notice('abc'.reduce |$m, $c| { "${c}${m}" })
