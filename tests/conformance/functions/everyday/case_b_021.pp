notice(get({a=>{b=>[1,2]}}, 'a.x.1', 'dflt'))
