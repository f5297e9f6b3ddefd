type Point = Object[{attributes => {x => Integer, y => {type => Integer, value => 0}}}]
notice(Point(4) == Point(4.0))
