notice(type(Sensitive(1)))
