# Init[T] spreads an array into T's arguments unless T or a one-argument constructor takes it
notice(Init[String]([1]))
notice(Init[String](['a', '%p']))
notice(Init[String]([[1, 2]]))
