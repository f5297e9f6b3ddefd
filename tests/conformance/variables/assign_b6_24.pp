class c2 { $v = 1 }
include c2
$c2::v = 2
