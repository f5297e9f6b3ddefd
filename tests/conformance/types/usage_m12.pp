notice(NotUndef[Optional[String]]) notice(Optional[NotUndef[String]]) notice(Variant[String])
