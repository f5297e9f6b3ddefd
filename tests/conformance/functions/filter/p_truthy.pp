notice([1,2,3].filter |$x| { undef })
notice([1,2,3].filter |$x| { "" })
notice([1,2,3].filter |$x| { 0 })
