[1, [2]].tree_each |*$r| { notice($r) }
