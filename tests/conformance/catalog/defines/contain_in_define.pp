class base { notify { 'b': } }
define d { contain base }
d { 'x': }
