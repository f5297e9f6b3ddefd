notice(1)
type ::Foo = String
class a { $x = 1 }
define ::a::b() {}
