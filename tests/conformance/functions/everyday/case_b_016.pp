notice(dig({a=>{b=>[1,2]}}, 'a', 'b', 1))
