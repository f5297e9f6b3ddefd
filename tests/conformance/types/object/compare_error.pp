type Point = Object[{attributes => {x => Integer, y => {type => Integer, value => 0}}}]
notice(Point(2) < Point(1))
