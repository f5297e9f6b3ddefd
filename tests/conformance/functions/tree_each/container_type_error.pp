[1].tree_each({container_type => Integer}) |$v| { }
