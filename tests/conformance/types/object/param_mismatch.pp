type Point = Object[{attributes => {x => Integer, y => {type => Integer, value => 0}}}]
function f(Point $p) { notice($p) }
f(Point(1))
f(1)
