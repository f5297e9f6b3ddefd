type Point = Object[{attributes => {x => Integer, y => Integer}}]
notice(Point(1,2) =~ Any)
notice(Point(1,2) =~ Scalar)
notice([Point(1,2)] =~ Array[Point])
notice({a => Point(1,2)} =~ Hash[String, Point])
notice(Point(1,2) =~ Variant[String, Point])
notice(Point(1,2) =~ NotUndef[Point])
notice(Point(1,2) =~ Object)
