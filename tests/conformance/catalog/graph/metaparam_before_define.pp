define d() { notify { "n-${title}": } }
notify { 'first': }
d { 'x': before => Notify['first'] }
