type Point = Object[{name => 'Pt', attributes => {x => Integer}}]
notice(Point)
notice(Point.new(1))
notice(Object[{attributes => {a => String}}])
notice(Object[{name => 'Foo', attributes => {a => String}}])
