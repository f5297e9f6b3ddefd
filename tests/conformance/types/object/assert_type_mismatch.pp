type Point = Object[{attributes => {x => Integer, y => {type => Integer, value => 0}}}]
assert_type(Point, 'a')
