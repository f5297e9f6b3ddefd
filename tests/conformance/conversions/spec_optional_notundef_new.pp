# spec "Optional[T].new" and "NotUndef[T].new": new on T, then the result asserted
notice(Optional[Integer]('0x10'))
notice(NotUndef[Integer]('0x10'))
notice(Optional[Array[Integer]]([1, 2]))
notice(NotUndef[Float](1))
