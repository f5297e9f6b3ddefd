class a { }
class a::b($x, Integer $y = 1) inherits a { }
class c inherits default { }
class d() { class e { class f { } } define g() { } }
define h($x) { }
define i::j { }
