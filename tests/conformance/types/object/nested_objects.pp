type Point = Object[{attributes => {x => Integer, y => Integer}}]
type Line = Object[{attributes => {from => Point, to => Point}}]
$l = Line.new(Point.new(0, 0), Point.new(3, 4))
notice($l)
notice($l.to.x)
notice(Line)
notice($l.from == Point(0, 0))
notice(Line.new({from => {x => 1, y => 2}, to => Point(1, 1)}))
