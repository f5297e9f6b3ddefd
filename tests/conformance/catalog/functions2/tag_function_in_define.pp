define d { tag 'from_define' notify { "n-${title}": } }
d { 'x': }
