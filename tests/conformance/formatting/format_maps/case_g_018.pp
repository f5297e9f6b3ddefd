notice(String(['abc', 1], {Scalar => '%5s'}))
