type Point = Object[{attributes => {x => Integer, y => {type => Integer, value => 0}}}]
notice(Point.new({x => 1, z => 3}))
