notice(Optional[Integer]('42'))
notice(NotUndef[Integer]('42'))
notice(Optional[String](42))
notice(NotUndef[String](42))
