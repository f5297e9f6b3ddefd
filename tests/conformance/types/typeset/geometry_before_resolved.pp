type Geo = TypeSet[{
  pcore_version => '1.0.0',
  version => '2.1.0',
  types => {
    Point => { attributes => { x => Integer, y => { type => Integer, value => 0 } } },
    Circle => { attributes => { center => Point, radius => Float[0.0] } },
  }
}]
$c = Geo::Circle.new(Geo::Point.new(1), 2.5)
notice($c)
notice($c.center.y)
notice($c =~ Geo::Circle)
