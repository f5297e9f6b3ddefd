notice(Sensitive([1, Sensitive(2)]).unwrap)
