function f(Iterator $i) { $i.map |$x| { $x } }
notice(f([1, [2]].tree_each))
