notice(Type('Optional[String]'))
notice(Type('%Y'))
