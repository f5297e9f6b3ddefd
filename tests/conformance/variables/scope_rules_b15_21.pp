class r { $x = 1 }
notice($r::x)
include r
