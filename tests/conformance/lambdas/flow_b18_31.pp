notice([1,2,3].map |$x| { $x } .length)
notice([1,2,3].length.then |$n| { $n * 2 })
