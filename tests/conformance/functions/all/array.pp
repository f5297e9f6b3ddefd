notice([1, 2, 3].all |$x| { $x > 0 })
notice([1, 2, 3].all |$x| { $x > 1 })
notice([].all |$x| { false })
notice([1, 'a'].all |$i, $x| { $i < 2 })
