[1].tree_each({order => random}) |$v| { notice($v) }
