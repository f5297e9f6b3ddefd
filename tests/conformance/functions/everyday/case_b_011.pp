notice([1,[2,[3]]].tree_each({include_values => false}).map |$x| { $x })
