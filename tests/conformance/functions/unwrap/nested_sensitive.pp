notice(unwrap(Sensitive([1, 2])))
notice(Sensitive(5).unwrap + 1)
