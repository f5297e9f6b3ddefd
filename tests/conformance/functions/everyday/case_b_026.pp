notice(get({a=>[1]}, 'a.x') |$e| { "err: ${e.message}" })
