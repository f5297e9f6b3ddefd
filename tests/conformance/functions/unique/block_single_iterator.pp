# Enumerable#uniq (an iterator) calls the block for a single element too
notice([[1, 2]].reverse_each.unique |$x| { fail("called with ${x}") })
