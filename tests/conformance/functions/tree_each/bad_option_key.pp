[1].tree_each({colour => red}) |$v| { }
