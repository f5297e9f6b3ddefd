notice([1, 2].all |$x| { '' })
notice([1, 2].all |$x| { undef })
notice([1, 2].all |$x| { 0 })
