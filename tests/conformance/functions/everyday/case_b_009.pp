notice([1,[2,[3]]].tree_each({order => 'bottom_up'}).map |$x| { $x })
