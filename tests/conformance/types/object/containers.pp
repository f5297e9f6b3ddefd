type Point = Object[{attributes => {x => Integer, y => Integer}}]
$pts = [Point(1, 2), Point(3, 4)]
$pts.each |$p| { notice("${p.x},${p.y}") }
notice($pts.map |$p| { $p.x + $p.y })
notice($pts.filter |$p| { $p.x > 1 })
notice(unique([Point(1, 2), Point(1, 2)]))
$h = {Point(1,2) => 'a', Point(1,2) => 'b'}
notice($h)
notice($pts.reduce(0) |$m, $p| { $m + $p.x })
[Point(1,2)].tree_each |$p| { notice($p) }
