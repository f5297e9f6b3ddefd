notice(Sensitive(1) =~ Sensitive[Integer])
notice(Sensitive(1) =~ Sensitive[String])
notice(type(Sensitive('a')))
