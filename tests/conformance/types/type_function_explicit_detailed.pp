notice(type([1, 'a'], 'detailed'))
notice(type({a => 1}, 'detailed'))
