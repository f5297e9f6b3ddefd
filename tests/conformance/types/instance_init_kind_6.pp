notice(Init[Scalar])
notice("a" =~ Init[Scalar])
notice(1 =~ Init[Scalar])
