$if = 1
notice($if, $node, $define)
