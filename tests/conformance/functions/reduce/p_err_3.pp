notice([1].reduce |$a, $b, $c| { 1 })
