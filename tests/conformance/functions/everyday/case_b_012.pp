notice([1,[2,[3]]].tree_each({include_root => false}).map |$x| { $x })
