notice(NotUndef[Optional[Integer]])
notice(Optional[NotUndef[Integer]])
notice(Optional[Optional[Integer]])
notice(Variant[Undef, Integer])
