define d { notify { 'same': } }
d { ['x', 'y']: }
