class base {}
define d { require base }
d { 'x': }
