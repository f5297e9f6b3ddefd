class a::b::c ($x, $y = 1,) inherits a { }
define a::d (String $x) { }
function a::e () >> Integer { 1 }
class f { define g { } class h { function i { } } }
