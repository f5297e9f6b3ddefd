notice([1,2].map |$a, $b, $c| { 1 })
