$x = {a=>{b=>5}}; notice(getvar('x.a.b'))
