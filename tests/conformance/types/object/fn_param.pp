type Point = Object[{attributes => {x => Integer, y => Integer}}]
function dist(Point $p) >> Integer { $p.x * $p.x + $p.y * $p.y }
notice(dist(Point(3, 4)))
class show(Point $at) { notice("at ${at}") }
class { show: at => Point(1, 1) }
