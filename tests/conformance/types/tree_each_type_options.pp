$t = Hash[String, Array[Integer]]
notice($t.tree_each({include_containers => false}).map |$x| { $x })
notice($t.tree_each({include_values => false}).map |$x| { $x })
notice($t.tree_each({order => breadth_first}).map |$x| { $x })
notice([Array[String]].tree_each.map |$x| { $x })
