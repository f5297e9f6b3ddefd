type Point = Object[{attributes => {x => Integer}}]
notice(Point[1])
