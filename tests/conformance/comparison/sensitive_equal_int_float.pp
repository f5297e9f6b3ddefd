notice(Sensitive(1) == Sensitive(1.0))
