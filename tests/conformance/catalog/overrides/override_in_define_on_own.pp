define d { notify { "n-${title}": } Notify["n-${title}"] { message => 'ov' } }
d { 'x': }
