notice([1].partition |$a, $b, $c| { true })
