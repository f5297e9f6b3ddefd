class s { $x = 1 $x = 2 }
include s
