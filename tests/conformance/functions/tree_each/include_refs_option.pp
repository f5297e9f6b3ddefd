[1, [2]].tree_each({include_refs => true, include_root => false}) |$v| { notice($v) }
