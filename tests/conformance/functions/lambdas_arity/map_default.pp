notice([1, 2].map |$x, $y = 'd'| { "${x}-${y}" })
notice({a => 1}.map |$k, $v = 'd'| { "${k}-${v}" })
