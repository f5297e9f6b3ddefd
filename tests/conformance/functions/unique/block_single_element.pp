# Array#uniq returns at once for at most one element: the block is not called
notice([5].unique |$x| { fail('not called') })
notice('a'.unique |$c| { fail('not called') })
notice([].unique |$x| { fail('not called') })
notice([[1, 2], [1, 3]].unique |$pair| { notice($pair) $pair[0] })
