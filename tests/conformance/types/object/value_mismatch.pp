type P = Object[{attributes => {x => {type => Integer, value => 'a'}}}]
notice(P)
