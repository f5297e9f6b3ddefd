node 'a b' inherits 'c d' {}
notice(1)
