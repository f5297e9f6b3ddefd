notice({a => 1, b => 2}.all |$k, $v| { if $k == 'b' { break() } true })
