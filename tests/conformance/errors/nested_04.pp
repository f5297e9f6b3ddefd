function f(Integer $x) { $x }
notice([1, "a"].map |$v| { f($v) })
