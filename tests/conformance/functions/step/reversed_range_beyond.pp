# A reversed range stepped past its size narrows to an empty range, which the reference refuses
notice(Integer[1,10].reverse_each.step(20).map |$x| { $x })
