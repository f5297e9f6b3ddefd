node 'a:b', 'c/d' {}
notice(1)
