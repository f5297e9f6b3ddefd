notice({a=>{b=>[1,2]}}.dig('a', 'x', 1))
