notice([1, 2, 3, 4, 5].partition |$x| { $x % 2 == 0 })
notice(['a', 'b', 'c'].partition |$i, $x| { $i == 1 })
notice([].partition |$x| { true })
