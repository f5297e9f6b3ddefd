define d() { notify { 'same': } }
d { ['a', 'b']: }
