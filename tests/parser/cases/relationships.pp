File["a"] -> File["b"] ~> File["c"] <- File["d"] <~ File["e"]
Package[a] -> file { "b": } -> service { c: }
