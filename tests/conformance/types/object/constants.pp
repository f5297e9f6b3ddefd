type Shape = Object[{attributes => {name => String}, constants => {sides => 0}, equality => [name]}]
notice(Shape)
$s = Shape.new('a')
notice($s.sides)
notice($s)
notice(Shape.new('a') == Shape.new('a'))
notice(Shape.new('a') == Shape.new('b'))
