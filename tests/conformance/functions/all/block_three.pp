notice([1].all |$a, $b, $c| { true })
