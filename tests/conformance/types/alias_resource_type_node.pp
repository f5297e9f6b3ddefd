type Node = Integer
notice(1)
