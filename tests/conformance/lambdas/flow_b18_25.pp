notice([[1,2],[3,4]].map |$a, $b| { $b })
