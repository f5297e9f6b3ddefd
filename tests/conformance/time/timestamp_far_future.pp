# years beyond 2262 are outside the engine's int64 nanoseconds (docs/deviations.md)
notice(Timestamp(253402300799))
notice(Timestamp('9999-12-31', '%F'))
