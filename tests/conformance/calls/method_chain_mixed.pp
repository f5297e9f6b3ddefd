$r = [3, 1, 2].sort.map |$v| { $v * 2 }.filter |$v| { $v > 2 }
notice($r)
notice([1, 2, 3].reduce |$m, $v| { $m + $v })
notice(['a', 'b'].join('-').upcase)
notice('abc'.length)
