type Point = Object[{attributes => {x => Integer, y => Integer}}]
notice(Init[Point])
notice(Init[Point]([1, 2]))
notice({x => 1, y => 2} =~ Init[Point])
