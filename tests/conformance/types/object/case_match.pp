type Point = Object[{attributes => {x => Integer, y => Integer}}]
type Point3 = Point { attributes => { z => Integer } }
$v = Point3(1, 2, 3)
case $v {
  Point3: { notice('point3') }
  default: { notice('other') }
}
notice($v ? { Point => 'is a point', default => 'no' })
notice(new(Point, 5, 6))
notice(Point3 =~ Type[Point])
notice(Type[Point3] < Type[Point])
notice($v.z)
