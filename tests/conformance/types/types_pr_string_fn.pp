notice(String(Optional[String[1]]))
notice(String(Struct[{a => Integer}], '%p'))
