notice([1,[2,[3]]].tree_each({container_type => Array}).map |$x| { $x })
