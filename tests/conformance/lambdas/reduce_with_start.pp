notice([1, 2, 3].reduce(10) |$m, $v| { $m + $v })
notice([].reduce(5) |$m, $v| { $m + $v })
notice([].reduce |$m, $v| { $m + $v })
notice({ 'a' => 1, 'b' => 2 }.reduce([]) |$m, $kv| { $m + $kv[0] })
