notice([1, 2, 3].any |$x| { $x > 2 })
notice([1, 2, 3].any |$x| { $x > 3 })
notice([].any |$x| { true })
notice(['a', 'b'].any |$i, $x| { $i == 1 and $x == 'b' })
