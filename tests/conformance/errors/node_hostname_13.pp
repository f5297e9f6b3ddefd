node 'a', default {}
notice(1)
