notify { ['a', 'b']: }
Notify['a', 'b'] { message => 'both' }
notice(Notify['b'][message])
