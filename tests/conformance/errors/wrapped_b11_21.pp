function f3($x) { $x + 'a' }
class c5 { f3(1) }
include c5
