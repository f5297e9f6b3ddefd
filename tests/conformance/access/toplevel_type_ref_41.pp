class cq { $v = 1 }
include cq
notice($::cq::v, "${::cq::v}")
