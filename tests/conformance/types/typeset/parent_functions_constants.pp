type Geo = TypeSet[{pcore_version => '1.0.0', types => {
  Shape => { attributes => { name => String }, functions => { area => Callable[[], Float] } },
  Square => Shape { attributes => { side => Float }, constants => { corners => 4 } },
}}]
notice(Geo)
$s = Geo::Square.new('sq', 2.0)
notice($s)
notice($s.corners)
notice(Geo::Square)
