notice(Optional[Integer] <= Variant[Integer, Undef]) notice(NotUndef[Optional[Integer]] == Integer)
