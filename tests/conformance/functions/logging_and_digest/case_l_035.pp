fail(Sensitive(1))
