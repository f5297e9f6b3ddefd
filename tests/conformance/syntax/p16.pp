$v = {a => 1}
notice($v['a']['b'])
