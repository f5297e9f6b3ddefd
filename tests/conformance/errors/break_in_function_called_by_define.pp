function f() { break() }
define d() { f() }
d { x: }
