notice([1,[2,[3]]].tree_each({include_containers => false}).map |$x| { $x })
