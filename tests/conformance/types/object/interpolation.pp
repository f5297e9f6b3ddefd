type Point = Object[{attributes => {x => Integer, y => {type => Integer, value => 0}}}]
$p = Point(4)
notice("x is ${p.x} and ${p}")
notice(Point(4) == 4)
notice(String(Point(4)))
notice(Point.new(4).y + 1)
notice(Point(4) in [1, Point(4)])
notice(Point({x => 3}))
notice([Point(1), Point(7)].map |$p| { $p.x })
